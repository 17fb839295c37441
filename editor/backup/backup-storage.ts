// localStorage for backups, failing quietly: a full quota, a private window or a blocked store must never
// stop anyone editing; the backup is a safety net, and the unsaved-changes guard still stands behind it.
import { BACKUP_KEY_PREFIX, isExpired, parseBackup, type PageBackup } from './backup-entry';

export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Reading the property itself throws when storage is blocked.
    return null;
  }
}

/** The backup under key; a corrupt entry is removed so it is not read again. */
export function readBackup(storage: Storage | null, key: string): PageBackup | null {
  try {
    const text = storage?.getItem(key) ?? null;
    const backup = parseBackup(text);
    if (text !== null && !backup) storage?.removeItem(key);
    return backup;
  } catch {
    return null;
  }
}

/** Answers whether the write succeeded (false when the quota is full). */
export function writeBackup(storage: Storage | null, key: string, text: string): boolean {
  try {
    storage?.setItem(key, text);
    return Boolean(storage);
  } catch {
    return false;
  }
}

export function removeBackup(storage: Storage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do: an entry that cannot be removed expires after 30 days.
  }
}

/** Drops every backup that is corrupt or older than 30 days, whoever and whichever page it belongs to. */
export function sweepBackups(storage: Storage | null, now: Date): void {
  if (!storage) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(BACKUP_KEY_PREFIX)) keys.push(key);
    }
    for (const key of keys) {
      const backup = readBackup(storage, key);
      if (backup && isExpired(backup, now)) storage.removeItem(key);
    }
  } catch {
    // A storage that cannot be listed cannot be swept; the entries stay harmless.
  }
}
