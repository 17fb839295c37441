import 'server-only';
import crypto from 'node:crypto';
import type { Store } from '@/lib/db/port';
import type { AuthUser } from '@/lib/auth/roles';
import type { SubmissionFilters } from './submissions-filters';
import type { AccessLogPage, SubmissionAccessEntry } from './submission-access-types';
import type { SubmissionRow } from './submission-types';

/**
 * The submissions access log: who saw which visitors' answers. The dashboard table loads every answer of the
 * rows it lists (the View dialog shows the row already loaded, with no call of its own), so each listed
 * submission counts as viewed; one entry is written per form on the page listed. An export is one entry with
 * its filters and how many submissions the file holds. Kept apart from `auditLog` so that admins can read it
 * in the Access log tab without seeing the rest of the audit trail.
 */
const accessLog = (store: Store) => store.collection<SubmissionAccessEntry>('submissionAccess');

type Who = { user: Pick<AuthUser, '_id' | 'username'>; at: string };

/** One 'view' entry per form among the rows a user was shown; nothing when no row was shown. */
export async function recordViews(store: Store, domainId: string, rows: readonly SubmissionRow[], { user, at }: Who): Promise<void> {
  const byForm = new Map<string, string[]>();
  for (const row of rows) byForm.set(row.identifier, [...(byForm.get(row.identifier) ?? []), row._id]);
  for (const [formId, submissionIds] of byForm) {
    await accessLog(store).insert({
      _id: crypto.randomUUID(),
      userId: user._id,
      username: user.username,
      action: 'view',
      submissionIds,
      count: submissionIds.length,
      formId,
      domainId,
      at,
    });
  }
}

/** One 'export' entry: the filters and how many submissions went into the file. */
export async function recordExport(store: Store, filters: SubmissionFilters, count: number, { user, at }: Who): Promise<void> {
  await accessLog(store).insert({
    _id: crypto.randomUUID(),
    userId: user._id,
    username: user.username,
    action: 'export',
    count,
    formId: filters.identifier ?? null,
    domainId: filters.domainId,
    filters: {
      identifier: filters.identifier ?? null,
      fromDate: filters.fromDate ?? null,
      toDate: filters.toDate ?? null,
      showDraftSubmissions: filters.showDrafts,
    },
    at,
  });
}

/** One page of the access log, newest first. */
export async function listSubmissionAccess(store: Store, { page, limit }: { page: number; limit: number }): Promise<AccessLogPage> {
  const { docs, total } = await accessLog(store).findPage({}, { sort: { at: -1, _id: -1 }, skip: (page - 1) * limit, limit });
  return { entries: docs, total, page, limit };
}
