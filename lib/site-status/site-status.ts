// The status view's figures (GET /api/site/status, admins only): sizes, free disk, form emails, the last backup,
// and the warnings they call for. Heavier than /health (it walks the stored files), so it is never public.
import 'server-only';
import type { Store } from '@/lib/db/port';
import { lastBackup } from '@/lib/backup/backup-record';
import { bucketsFor } from '@/lib/files/store-buckets';
import { SITE_VERSION } from '@/lib/site-version';
import { diskSpace } from './disk-space';
import { mailStatus } from './mail-status';
import { statusWarnings } from './status-rules';
import type { SiteStatus } from './status-types';

/** `dataDir`: the embedded store's data directory, whose disk is measured (MongoDB keeps nothing there). */
export async function siteStatus(store: Store, { now, dataDir }: { now: Date; dataDir: string }): Promise<SiteStatus> {
  const [storeUsage, buckets, disk, mail, backup, cancelledSchedules] = await Promise.all([
    store.usage(),
    bucketsFor(store),
    store.kind === 'mongodb' ? null : diskSpace(dataDir),
    mailStatus(store, now),
    lastBackup(store),
    store.collection('pages').count({ 'schedule.cancelled': { $exists: true } }),
  ]);
  const files = await buckets.usage();
  const figures = {
    version: SITE_VERSION,
    checkedAt: now.toISOString(),
    store: { kind: store.kind, bytes: storeUsage.bytes },
    storedFiles: { kind: buckets.kind, pictures: files.buckets.images, pictureSizes: files.buckets.imageVariants, documents: files.buckets.files },
    disk,
    mail,
    lastBackup: backup,
    cancelledSchedules,
  };
  return { ...figures, warnings: statusWarnings(figures, now) };
}
