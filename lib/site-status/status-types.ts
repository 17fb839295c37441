// What GET /api/site/status answers: the figures an admin needs to see trouble coming, and warnings in plain words.
import type { BackupRecord } from '@/lib/backup/backup-record';

/** Bytes and how many stored files. */
export type StoredFigures = { bytes: number; count: number };

export type MailFigures = {
  /** Notification and confirmation emails still waiting to be sent (each is retried for a few hours). */
  pending: number;
  /** The longest-waiting of those: when its form was sent and how many attempts were made. */
  oldestPending: { submittedAt: string; attempts: number } | null;
  /** Emails given up on, counted by when their form was sent (they are given up on within hours of it). */
  failedLast7Days: number;
  failedLast30Days: number;
  failed: number;
};

export type SiteStatus = {
  version: string;
  /** When these figures were read. */
  checkedAt: string;
  /** The document store; on MongoDB its size includes the stored files kept in the same database. */
  store: { kind: 'embedded' | 'mongodb'; bytes: number };
  storedFiles: {
    kind: 'files' | 'gridfs';
    /** Uploaded pictures as they were uploaded. */
    pictures: StoredFigures;
    /** Resized and cropped copies of pictures, made again when needed. */
    pictureSizes: StoredFigures;
    documents: StoredFigures;
  };
  /** The disk holding the data directory; null on MongoDB or when the system cannot say. */
  disk: { freeBytes: number; totalBytes: number } | null;
  mail: MailFigures;
  lastBackup: BackupRecord | null;
  /** Pages with a scheduled change the scheduler cancelled (its scheduler could no longer publish the page). */
  cancelledSchedules: number;
  /** Plain sentences, most urgent first; empty when all is well. */
  warnings: string[];
};
