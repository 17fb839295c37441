'use client';

import { useCallback, useRef, useState } from 'react';
import { ApiError } from '@/lib/api/client';

export type DocumentBusy = 'saving' | 'publishing' | 'resolving' | null;

/**
 * Where the working copy lives: the hook's caller keeps it (its own state, or the page's reducer with its
 * history) and tells the hook what it holds; the hook tells it what the server answered.
 */
export type DocumentCopy<V, B, S> = {
  /** The working copy and the stored version(s) it is based on; null until loaded. */
  read: () => { value: V; base: B } | null;
  /** The server's copy replaces the editor's (reloading theirs after a conflict). */
  loaded: (stored: S) => void;
  /** A write was answered: `sent` is now stored; edits typed while it was on its way stay. */
  saved: (sent: V, stored: S) => void;
  /** Keeping mine after a conflict: their version becomes the base, the content stays the editor's. */
  rebased: (stored: S) => void;
};

export type VersionedDocumentInput<V, B, S, O> = {
  /** The latest stored copy. */
  load: () => Promise<S>;
  /** Saves (or publishes) `value` as a change to version `base`; a stale base is refused with `stale`. */
  write: (value: V, base: B, publish: boolean, options: O | undefined) => Promise<S>;
  /** The version(s) a stored copy is at. */
  baseOf: (stored: S) => B;
  copy: DocumentCopy<V, B, S>;
  onWritten?: (publish: boolean, stored: S) => void;
  /** A refusal other than a stale write, or (`publish` null) a failed load while resolving a conflict. */
  onRefused: (error: unknown, publish: boolean | null, options: O | undefined) => void;
  /** The caller's own busy marker, if it keeps one. */
  onBusy?: (busy: DocumentBusy) => void;
};

export type VersionedDocument<O> = {
  busy: DocumentBusy;
  save: (options?: O) => Promise<boolean>;
  publish: (options?: O) => Promise<boolean>;
  /** A write was refused because someone else saved first: the editor's copy is kept until the person chooses. */
  conflict: boolean;
  resolving: boolean;
  /** Their version, my content: saved (or published, as the refused write was) over theirs. */
  keepMine: (adjust?: (options: O | undefined) => O | undefined) => Promise<void>;
  /** Their copy replaces mine (the conflict dialog has asked first). */
  reloadTheirs: () => Promise<void>;
  /** Closed without choosing: the next save meets the same choice. */
  dismissConflict: () => void;
};

/**
 * The one flow for every document the editor saves with a version (page, navigation, footer, site settings,
 * domains): save and publish, a stale write kept for the person to resolve (keep mine, or reload theirs), and a
 * refused write that never touches the editor's copy. Backups are useDocumentBackup's.
 */
export function useVersionedDocument<V, B, S, O = undefined>(input: VersionedDocumentInput<V, B, S, O>): VersionedDocument<O> {
  const [busy, setBusyState] = useState<DocumentBusy>(null);
  const [conflict, setConflict] = useState<{ publish: boolean; options: O | undefined } | null>(null);
  // The latest callbacks for writes that outlive a render.
  const ref = useRef(input);
  ref.current = input;

  const setBusy = useCallback((next: DocumentBusy) => {
    setBusyState(next);
    ref.current.onBusy?.(next);
  }, []);

  const write = useCallback(
    async (publish: boolean, options: O | undefined, base?: B): Promise<boolean> => {
      const { copy, write: send, onWritten, onRefused } = ref.current;
      const current = copy.read();
      if (!current) return false;
      const sent = current.value;
      setBusy(publish ? 'publishing' : 'saving');
      try {
        const stored = await send(sent, base ?? current.base, publish, options);
        ref.current.copy.saved(sent, stored);
        setBusy(null);
        onWritten?.(publish, stored);
        return true;
      } catch (error) {
        setBusy(null);
        if (error instanceof ApiError && error.stale) setConflict({ publish, options });
        else onRefused(error, publish, options);
        return false;
      }
    },
    [setBusy],
  );

  const keepMine = useCallback(
    async (adjust?: (options: O | undefined) => O | undefined) => {
      if (!conflict) return;
      setBusy('resolving');
      let stored: S;
      try {
        stored = await ref.current.load();
      } catch (error) {
        setBusy(null);
        ref.current.onRefused(error, null, undefined);
        return;
      }
      ref.current.copy.rebased(stored);
      setConflict(null);
      const options = adjust ? adjust(conflict.options) : conflict.options;
      await write(conflict.publish, options, ref.current.baseOf(stored));
    },
    [conflict, setBusy, write],
  );

  const reloadTheirs = useCallback(async () => {
    setBusy('resolving');
    try {
      const stored = await ref.current.load();
      ref.current.copy.loaded(stored);
      setConflict(null);
    } catch (error) {
      ref.current.onRefused(error, null, undefined);
    } finally {
      setBusy(null);
    }
  }, [setBusy]);

  return {
    busy,
    save: (options?: O) => write(false, options),
    publish: (options?: O) => write(true, options),
    conflict: conflict !== null,
    resolving: busy === 'resolving',
    keepMine,
    reloadTheirs,
    dismissConflict: () => setConflict(null),
  };
}
