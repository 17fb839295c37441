import { defaultFontSize, readFontSize, storeFontSize } from './font-size';

// One level per tab, shared by #site-root and the A-/A+ control, kept in step with other tabs.
const listeners = new Set<() => void>();
let current: number | undefined;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function notify() {
  listeners.forEach((listener) => listener());
}

function onOtherTabChange() {
  current = readFontSize(storage());
  notify();
}

export function subscribeFontSize(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onOtherTabChange);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onOtherTabChange);
  };
}

export function getFontSize(): number {
  current ??= readFontSize(storage());
  return current;
}

export const getServerFontSize = () => defaultFontSize;

export function setFontSize(level: number): void {
  current = storeFontSize(storage(), level);
  notify();
}
