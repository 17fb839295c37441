// The status view's warning rules and its sizes in words, as pure functions of the figures.
import { describe, expect, it } from 'vitest';
import { formatBytes } from '@/lib/site-status/format-bytes';
import {
  BACKUP_MAX_AGE_DAYS,
  DAY_MS,
  DISK_MIN_FREE_BYTES,
  DISK_MIN_FREE_SHARE,
  MAIL_PENDING_WARNING_MS,
  backupWarning,
  describeDuration,
  diskNearlyFull,
  diskWarning,
  mailWarnings,
  statusWarnings,
} from '@/lib/site-status/status-rules';
import type { MailFigures } from '@/lib/site-status/status-types';

const now = new Date('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const quietMail: MailFigures = { pending: 0, oldestPending: null, failedLast7Days: 0, failedLast30Days: 0, failed: 0 };
const GB = 1_000_000_000;
const backup = (at: string) => ({ at, by: 'user-admin', documents: 10, storedFiles: 2 });

describe('the thresholds', () => {
  it('are an hour for waiting mail, 10% or 1 GB of free disk, and 7 days for backups', () => {
    expect(MAIL_PENDING_WARNING_MS).toBe(60 * 60 * 1000);
    expect(DISK_MIN_FREE_SHARE).toBe(0.1);
    expect(DISK_MIN_FREE_BYTES).toBe(GB);
    expect(BACKUP_MAX_AGE_DAYS).toBe(7);
  });
});

describe('mail warnings', () => {
  it('say nothing when no email failed lately and none has waited an hour', () => {
    expect(mailWarnings(quietMail, now)).toEqual([]);
    // Failures older than a week are counted, but no longer warned about.
    expect(mailWarnings({ ...quietMail, failedLast30Days: 4, failed: 9 }, now)).toEqual([]);
    const fresh = { ...quietMail, pending: 2, oldestPending: { submittedAt: ago(MAIL_PENDING_WARNING_MS), attempts: 3 } };
    expect(mailWarnings(fresh, now)).toEqual([]);
  });

  it('warn about emails given up on in the last 7 days, counting them', () => {
    expect(mailWarnings({ ...quietMail, failedLast7Days: 1, failedLast30Days: 1, failed: 1 }, now)).toEqual([
      '1 email from a form could not be sent in the last 7 days, even after retrying. Check the mail server settings; every submission is still in the Form Submissions tab.',
    ]);
    expect(mailWarnings({ ...quietMail, failedLast7Days: 3, failedLast30Days: 3, failed: 5 }, now)[0]).toMatch(/^3 emails from forms could not be sent in the last 7 days/);
  });

  it('warn about an email waiting for more than an hour, saying how long and after how many attempts', () => {
    const waiting = { ...quietMail, pending: 1, oldestPending: { submittedAt: ago(MAIL_PENDING_WARNING_MS + 60_000), attempts: 6 } };
    expect(mailWarnings(waiting, now)).toEqual(['An email from a form has been waiting to be sent for 61 minutes after 6 attempts. The mail server may be unreachable.']);
    const many = { ...quietMail, pending: 4, oldestPending: { submittedAt: ago(5 * 60 * 60 * 1000), attempts: 1 } };
    expect(mailWarnings(many, now)).toEqual(['An email from a form has been waiting to be sent for 5 hours after 1 attempt (4 emails are waiting in all). The mail server may be unreachable.']);
  });

  it('give both sentences when both happen', () => {
    const both = { pending: 1, oldestPending: { submittedAt: ago(3 * DAY_MS), attempts: 10 }, failedLast7Days: 2, failedLast30Days: 2, failed: 2 };
    const warnings = mailWarnings(both, now);
    expect(warnings).toHaveLength(2);
    expect(warnings[1]).toContain('for 3 days');
  });
});

describe('disk warnings', () => {
  it('count a disk as nearly full below 10% free or below 1 GB free', () => {
    expect(diskNearlyFull({ freeBytes: 50 * GB, totalBytes: 100 * GB })).toBe(false);
    expect(diskNearlyFull({ freeBytes: 10 * GB, totalBytes: 100 * GB })).toBe(false);
    expect(diskNearlyFull({ freeBytes: 10 * GB - 1, totalBytes: 100 * GB })).toBe(true);
    expect(diskNearlyFull({ freeBytes: GB, totalBytes: 2 * GB })).toBe(false);
    expect(diskNearlyFull({ freeBytes: GB - 1, totalBytes: 2 * GB })).toBe(true);
    // A disk that reports no size is judged by the bytes alone.
    expect(diskNearlyFull({ freeBytes: 5 * GB, totalBytes: 0 })).toBe(false);
  });

  it('say how much is free, in words, and nothing on MongoDB (no disk figures)', () => {
    expect(diskWarning({ freeBytes: 4.2 * GB, totalBytes: 64 * GB })).toBe(
      "The disk holding the site's data is nearly full: 4.2 GB (6%) free. Free up or add space soon, or uploads, edits and form submissions may fail to save.",
    );
    expect(diskWarning({ freeBytes: 40 * GB, totalBytes: 64 * GB })).toBeNull();
    expect(diskWarning(null)).toBeNull();
  });
});

describe('backup warnings', () => {
  it('warn when no backup was ever made', () => {
    expect(backupWarning(null, now)).toBe('No backup of the site has been made yet. Download a backup from Site status in the dashboard and keep it somewhere safe.');
  });

  it('say nothing for a backup made in the last 7 days, and warn about an older one', () => {
    expect(backupWarning(backup(ago(BACKUP_MAX_AGE_DAYS * DAY_MS)), now)).toBeNull();
    expect(backupWarning(backup(ago(DAY_MS)), now)).toBeNull();
    expect(backupWarning(backup(ago(9 * DAY_MS)), now)).toBe(
      'The last backup was made 9 days ago, more than 7 days. Download a backup from Site status in the dashboard and keep it somewhere safe.',
    );
  });

  it('take a backup with an unreadable time for none', () => {
    expect(backupWarning(backup('not a time'), now)).toMatch(/^No backup of the site has been made yet/);
  });
});

describe('all warnings together', () => {
  it('come in the order mail, disk, backup, and are empty when all is well', () => {
    const healthy = { mail: quietMail, disk: { freeBytes: 80 * GB, totalBytes: 100 * GB }, lastBackup: backup(ago(DAY_MS)) };
    expect(statusWarnings(healthy, now)).toEqual([]);
    const troubled = { mail: { ...quietMail, failedLast7Days: 1 }, disk: { freeBytes: 0.5 * GB, totalBytes: 100 * GB }, lastBackup: null };
    const warnings = statusWarnings(troubled, now);
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toMatch(/could not be sent/);
    expect(warnings[1]).toMatch(/nearly full: 500 MB \(0%\) free/);
    expect(warnings[2]).toMatch(/^No backup/);
  });
});

describe('durations and sizes in words', () => {
  it.each([
    [0, '0 minutes'],
    [60_000, '1 minute'],
    [119 * 60_000, '119 minutes'],
    [2 * 60 * 60_000, '2 hours'],
    [47 * 60 * 60_000 + 59 * 60_000, '47 hours'],
    [48 * 60 * 60_000, '2 days'],
    [-5_000, '0 minutes'],
  ])('%i ms reads as %s', (ms, words) => {
    expect(describeDuration(ms)).toBe(words);
  });

  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [999, '999 bytes'],
    [1000, '1 kB'],
    [12_400_000, '12.4 MB'],
    [999_400, '999 kB'],
    [999_600, '1 MB'],
    [100_000_000, '100 MB'],
    [512_300_000_000, '512 GB'],
    [2_000_000_000_000, '2 TB'],
    [-1, 'unknown'],
    [Number.NaN, 'unknown'],
  ])('%d bytes read as %s', (bytes, words) => {
    expect(formatBytes(bytes)).toBe(words);
  });
});
