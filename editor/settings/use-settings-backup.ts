'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { browserStorage, removeBackup, writeBackup } from '../backup/backup-storage';
import { useFlushOnLeave } from '../backup/use-flush-on-leave';
import { BACKUP_THROTTLE_MS } from '../backup/use-page-backup';
import { decideSettingsBackup, parseSettingsBackup, serialiseSettingsBackup, settingsBackupKey, type SettingsBackup } from './settings-backup-entry';
import type { SettingsContent, SettingsVersions } from './site-settings-content';

type Input = {
  userId: string;
  domainId: string;
  /** What the server holds, once loaded: a backup equal to it is not offered. */
  stored: SettingsContent | null;
  /** The panel's copy and the versions it is based on. */
  working: SettingsContent | null;
  base: SettingsVersions | null;
  dirty: boolean;
};

/**
 * Keeps the panel's unsaved copy in localStorage (per person and domain) until it is saved, so closing the
 * panel, the tab or a crash loses nothing, and offers it back the next time the panel opens.
 */
export function useSettingsBackup({ userId, domainId, stored, working, base, dirty }: Input) {
  const key = settingsBackupKey(userId, domainId);
  const [offer, setOffer] = useState<SettingsBackup | null>(null);
  const checked = useRef(false);
  const queued = useRef<string | null>(null);
  const timer = useRef<number | null>(null);
  const written = useRef(false);

  const flush = useCallback(() => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
    const text = queued.current;
    queued.current = null;
    if (text !== null && writeBackup(browserStorage(), key, text)) written.current = true;
  }, [key]);

  useEffect(() => {
    // Once, when the stored copy first arrives: a backup found later would be this panel's own.
    if (!stored || checked.current) return;
    checked.current = true;
    const storage = browserStorage();
    let backup: SettingsBackup | null = null;
    try {
      backup = parseSettingsBackup(storage?.getItem(key) ?? null);
    } catch {
      backup = null;
    }
    const decision = decideSettingsBackup(backup, stored, new Date());
    if (decision === 'offer') setOffer(backup);
    else removeBackup(storage, key);
  }, [stored, key]);

  useEffect(() => {
    // While the offer is open, the backup waits for the answer rather than being replaced.
    if (offer) return;
    if (dirty && working && base) {
      queued.current = serialiseSettingsBackup(working, base, new Date());
      timer.current ??= window.setTimeout(flush, BACKUP_THROTTLE_MS);
      return;
    }
    queued.current = null;
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
    // Saved: the net is no longer needed. Only an entry this panel wrote is removed.
    if (written.current) {
      written.current = false;
      removeBackup(browserStorage(), key);
    }
  }, [offer, dirty, working, base, key, flush]);

  // Closing the panel or the tab writes what is queued at once.
  useFlushOnLeave(flush);

  /** The backed-up copy, to become the panel's (with the versions it was based on). */
  const restore = useCallback(() => {
    const found = offer;
    setOffer(null);
    return found;
  }, [offer]);

  const discard = useCallback(() => {
    setOffer(null);
    removeBackup(browserStorage(), key);
  }, [key]);

  /** Escape: the choice is left for the next opening, and the backup kept until then. */
  const later = useCallback(() => setOffer(null), []);

  return { offer, restore, discard, later };
}
