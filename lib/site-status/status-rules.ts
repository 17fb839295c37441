// When the status view warns, as pure functions of its figures: the thresholds are named here and nowhere else.
import { formatBytes } from './format-bytes';
import type { SiteStatus } from './status-types';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** An email given up on (after every retry) within this many days is a warning. */
export const MAIL_FAILED_WARNING_DAYS = 7;
/** Emails given up on are also counted over this longer span. */
export const MAIL_FAILED_REPORT_DAYS = 30;
/** An email still waiting this long after its form was sent is a warning (retries normally succeed in minutes). */
export const MAIL_PENDING_WARNING_MS = HOUR_MS;
/** The disk is nearly full below this share of its size free... */
export const DISK_MIN_FREE_SHARE = 0.1;
/** ...or below this many bytes free (1 GB), whichever comes first. */
export const DISK_MIN_FREE_BYTES = 1_000_000_000;
/** No backup for longer than this is a warning (as is none ever). */
export const BACKUP_MAX_AGE_DAYS = 7;

type Figures = Pick<SiteStatus, 'mail' | 'disk' | 'lastBackup'> & Partial<Pick<SiteStatus, 'cancelledSchedules'>>;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** '45 minutes', '3 hours', '4 days'. */
export function describeDuration(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / MINUTE_MS));
  if (minutes < 120) return plural(minutes, 'minute', 'minutes');
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return plural(hours, 'hour', 'hours');
  return plural(Math.floor(hours / 24), 'day', 'days');
}

/** Mail that keeps failing: emails given up on lately, or one that has waited too long. */
export function mailWarnings(mail: SiteStatus['mail'], now: Date): string[] {
  const warnings: string[] = [];
  if (mail.failedLast7Days > 0) {
    const emails = plural(mail.failedLast7Days, 'email from a form', 'emails from forms');
    warnings.push(
      `${emails} could not be sent in the last ${MAIL_FAILED_WARNING_DAYS} days, even after retrying. ` +
        'Check the mail server settings; every submission is still in the Form Submissions tab.',
    );
  }
  const oldest = mail.oldestPending;
  const waited = oldest ? now.getTime() - Date.parse(oldest.submittedAt) : NaN;
  if (oldest && waited > MAIL_PENDING_WARNING_MS) {
    const others = mail.pending > 1 ? ` (${plural(mail.pending, 'email is', 'emails are')} waiting in all)` : '';
    warnings.push(
      `An email from a form has been waiting to be sent for ${describeDuration(waited)} after ${plural(oldest.attempts, 'attempt', 'attempts')}${others}. ` +
        'The mail server may be unreachable.',
    );
  }
  return warnings;
}

/** True when the data directory's disk has less than 10% or less than 1 GB free. */
export function diskNearlyFull(disk: NonNullable<SiteStatus['disk']>): boolean {
  const lowShare = disk.totalBytes > 0 && disk.freeBytes < disk.totalBytes * DISK_MIN_FREE_SHARE;
  return lowShare || disk.freeBytes < DISK_MIN_FREE_BYTES;
}

export function diskWarning(disk: SiteStatus['disk']): string | null {
  if (!disk || !diskNearlyFull(disk)) return null;
  const share = disk.totalBytes > 0 ? ` (${Math.floor((disk.freeBytes / disk.totalBytes) * 100)}%)` : '';
  return (
    `The disk holding the site's data is nearly full: ${formatBytes(disk.freeBytes)}${share} free. ` +
    'Free up or add space soon, or uploads, edits and form submissions may fail to save.'
  );
}

export function backupWarning(last: SiteStatus['lastBackup'], now: Date): string | null {
  const advice = 'Download a backup from Site status in the dashboard and keep it somewhere safe.';
  const at = last ? Date.parse(last.at) : NaN;
  if (Number.isNaN(at)) return `No backup of the site has been made yet. ${advice}`;
  const age = now.getTime() - at;
  if (age <= BACKUP_MAX_AGE_DAYS * DAY_MS) return null;
  return `The last backup was made ${describeDuration(age)} ago, more than ${BACKUP_MAX_AGE_DAYS} days. ${advice}`;
}

/** Scheduled changes the scheduler refused: someone expects a page to have changed, and it has not. */
export function cancelledScheduleWarning(count: number): string | null {
  if (count <= 0) return null;
  const pages = count === 1 ? '1 page' : `${count} pages`;
  return `A scheduled publish or unpublish was not done on ${pages}, because whoever scheduled it may no longer publish the page. The Sitemap tab's Scheduled column says which; schedule them again or publish them yourself.`;
}

/** Every warning, in this order: mail, disk, backup, cancelled schedules. */
export function statusWarnings(figures: Figures, now: Date): string[] {
  return [
    ...mailWarnings(figures.mail, now),
    diskWarning(figures.disk),
    backupWarning(figures.lastBackup, now),
    cancelledScheduleWarning(figures.cancelledSchedules ?? 0),
  ].filter(
    (warning): warning is string => warning !== null,
  );
}
