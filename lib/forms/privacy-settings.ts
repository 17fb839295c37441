// Two settings every form block carries for the people who write to the charity: a staff notification that
// says only that something arrived (the answers stay behind the sign-in), and how long answers are kept.
import { z } from 'zod';

/** Ten years: longer than any retention policy a charity would set, short enough to stay a sane date. */
export const MAX_RETENTION_DAYS = 3650;
const DAY_MS = 24 * 60 * 60 * 1000;

export const formPrivacyShape = {
  /** The staff email names the form, page and time and links to the dashboard, with none of the answers. */
  notifyWithoutContents: z.boolean().default(false).catch(false),
  /** Submissions of this form are deleted this many days after they arrive; empty or 0 keeps them. */
  deleteAfterDays: z.number().int().min(0).max(MAX_RETENTION_DAYS).optional().catch(undefined),
};

/** When a submission made at `createdAt` is to be deleted, or undefined to keep it. */
export function deleteAfterDate(createdAt: Date, days: number | undefined): string | undefined {
  if (!days || days <= 0) return undefined;
  return new Date(createdAt.getTime() + days * DAY_MS).toISOString();
}
