'use client';

import { useCallback, useEffect } from 'react';
import type { Page } from '@/lib/content/schemas';
import { backupKey, pageBackupCodec, sameContent, type BackupOffer } from './backup-entry';
import { browserStorage, sweepBackups } from './backup-storage';
import { useDocumentBackup } from './use-document-backup';

export { BACKUP_THROTTLE_MS } from './use-document-backup';

export type PageBackupInput = {
  userId: string;
  domainId: string;
  pageId: string | null | undefined;
  /** The editor's working copy. */
  page: Page | null;
  /** The copy last loaded or saved (what the server holds). */
  savedPage: Page | null;
  dirty: boolean;
};
export type PageBackupControls = {
  /** A backup worth restoring, found when the page opened; null once restored, discarded or put off. */
  offer: BackupOffer | null;
  /** The backed-up page (with the version it was based on, so saving it over newer work meets the conflict dialog). */
  restore: () => Page | null;
  discard: () => void;
  later: () => void;
};

/** A backup of another page (which its key rules out) or of the stored content holds nothing to offer. */
const holdsNothingNew = (backup: Page, stored: Page) => backup._id !== stored._id || sameContent(backup, stored);

/** The page's unsaved copy, kept by the editor's one backup mechanism (useDocumentBackup). */
export function usePageBackup({ userId, domainId, pageId, page, savedPage, dirty }: PageBackupInput): PageBackupControls {
  const key = pageId ? backupKey(userId, domainId, pageId) : null;
  useEffect(() => sweepBackups(browserStorage(), new Date()), []);
  const stored = savedPage && savedPage._id === pageId ? savedPage : null;
  const backup = useDocumentBackup({ key, codec: pageBackupCodec, stored, working: page, base: page?.version ?? null, dirty, same: holdsNothingNew });
  const { restore: restoreFound } = backup;
  const restore = useCallback(() => restoreFound()?.value ?? null, [restoreFound]);
  return {
    offer: backup.offer && { savedAt: backup.offer.savedAt, page: backup.offer.value },
    restore,
    discard: backup.discard,
    later: backup.later,
  };
}
