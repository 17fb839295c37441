'use client';

import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './editor.styles';

type Toast = { id: number; kind: 'success' | 'error'; text: string };
type Notify = (kind: Toast['kind'], text?: string) => void;

const ToastContext = createContext<Notify>(() => {});
export const useToast = () => useContext(ToastContext);

const TOAST_MS = 4000;

function ToastItem({ toast, onDone }: { toast: Toast; onDone: () => void }) {
  const [hovered, setHovered] = useState(false);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (hovered) return;
    const timer = window.setTimeout(() => done.current(), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [hovered]);
  return (
    <div
      className={toast.kind === 'success' ? styles.toastSuccess : styles.toastError}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      {toast.text}
    </div>
  );
}

/** Toasts: top-centre, 4 seconds, kept while hovered. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const notify = useCallback<Notify>((kind, text) => {
    const toast = { id: nextId.current++, kind, text: text ?? (kind === 'success' ? 'Success' : 'Unknown Error') };
    setToasts((list) => [...list, toast]);
  }, []);
  return (
    <ToastContext.Provider value={notify}>
      {children}
      <div className={styles.toasts} aria-live="polite">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDone={() => setToasts((list) => list.filter((t) => t.id !== toast.id))} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}
