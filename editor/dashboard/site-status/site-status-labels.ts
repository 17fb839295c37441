// Every word the Site status tab and the sign-in notice show, in one place so tests find the same text.
import { formatBytes } from '@/lib/site-status/format-bytes';
import type { StoredFigures } from '@/lib/site-status/status-types';

export const BACKUP_DOWNLOAD_URL = '/api/backup/download';

export const siteStatusText = {
  loading: 'Reading the site’s status…',
  retry: 'Try again',
  refresh: 'Refresh',
  refreshing: 'Refreshing…',
  warningsHeading: 'Needs attention',
  allWell: 'No problems found: mail is going out, there is room on the disk and a recent backup exists.',
  backupHeading: 'Backup',
  backupHolds:
    'A backup is one file (.tar.gz) holding every page, setting, staff account and form submission, and every uploaded picture and document. It holds personal data: keep it somewhere safe.',
  download: 'Download a backup',
  downloading: 'Your browser is saving the backup. Choose Refresh when it has finished to see it listed here.',
  noBackup: 'No backup has been made yet.',
  storageHeading: 'Storage',
  mailHeading: 'Form emails',
  mailHint: 'Emails to staff and confirmations to visitors. Each is retried for a few hours before it is given up on.',
  siteHeading: 'This site',
  checkedAt: 'Figures read at',
  version: 'Version',
  database: { embedded: 'Content and settings (files on this server)', mongodb: 'Database (MongoDB, including stored files)' },
  pictures: 'Pictures as uploaded',
  pictureSizes: 'Picture sizes made for pages (made again when needed)',
  documents: 'Documents',
  disk: 'Free disk space',
  diskUnknown: 'Not known (the data is not kept on this server’s disk)',
  pending: 'Waiting to be sent',
  oldestPending: 'Waiting longest',
  failedRecently: 'Given up on, forms sent in the last 30 days',
  failedAll: 'Given up on, in all',
  none: 'None',
} as const;

export const filesFigure = ({ bytes, count }: StoredFigures) => `${count === 1 ? '1 file' : `${count} files`}, ${formatBytes(bytes)}`;

/** '40 GB free of 100 GB (40%)'. */
export const diskFigure = (disk: { freeBytes: number; totalBytes: number }) =>
  `${formatBytes(disk.freeBytes)} free of ${formatBytes(disk.totalBytes)}${disk.totalBytes > 0 ? ` (${Math.floor((disk.freeBytes / disk.totalBytes) * 100)}%)` : ''}`;

export const attemptsText = (attempts: number) => (attempts === 1 ? '1 attempt' : `${attempts} attempts`);

/** The notice an admin sees on opening the editor when the status has warnings. */
export const attentionText = {
  heading: 'The site needs attention',
  open: 'Show site status',
  dismiss: 'Dismiss',
} as const;
