// When backups were made: each one is an audit-log entry, read by the dashboard's status view and its warning.
import 'server-only';
import type { Store } from '@/lib/db/port';
import { latestAudit, recordAudit } from '@/lib/audit/audit-log';
import type { Manifest } from './format';


export type BackupRecord = { at: string; by: string; documents: number; storedFiles: number; bytes?: number };

export async function recordBackup(store: Store, manifest: Manifest, by: string, bytes?: number): Promise<void> {
  const documents = Object.values(manifest.collections).reduce((sum, c) => sum + c.count, 0);
  await recordAudit(store, {
    action: 'site.backup',
    target: 'site',
    userId: by,
    at: new Date().toISOString(),
    documents,
    storedFiles: Object.keys(manifest.blobs).length,
    ...(bytes === undefined ? {} : { bytes }),
  });
}

/** The newest backup on record, or null when none was ever made. */
export async function lastBackup(store: Store): Promise<BackupRecord | null> {
  const entry = await latestAudit(store, 'site.backup');
  if (!entry) return null;
  return { at: String(entry.at), by: String(entry.userId), documents: Number(entry.documents ?? 0), storedFiles: Number(entry.storedFiles ?? 0), ...(typeof entry.bytes === 'number' ? { bytes: entry.bytes } : {}) };
}

/** `site-backup-2026-11-25-0930.tar.gz` (UTC), the name a downloaded or written archive gets. */
export function backupFileName(at: Date): string {
  const iso = at.toISOString();
  return `site-backup-${iso.slice(0, 10)}-${iso.slice(11, 13)}${iso.slice(14, 16)}.tar.gz`;
}
