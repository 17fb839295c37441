import 'server-only';
import type { Doc, Filter, Store } from '@/lib/db/port';
import { searchPattern } from '@/lib/db/search-pattern';
import { AppError } from '@/lib/errors';
import { DOMAIN_NOT_FOUND } from '@/lib/content/domains/domains';
import type { SubmissionFilters } from './submissions-filters';
import type { SubmissionRow, SubmissionsPage } from './submission-types';
import { recordAudit } from '@/lib/audit/audit-log';

/** The most rows one export holds (newest first); `total` tells the reader when there were more. */
export const MAX_EXPORT_ROWS = 5000;

/** The store filter for a domain's submissions: drafts only when asked, identifier contains, createdAt within the days. */
export function submissionsFilter(filters: SubmissionFilters): Filter {
  const filter: Filter = { domainId: filters.domainId };
  if (!filters.showDrafts) filter.draft = false;
  const identifier = searchPattern(filters.identifier);
  if (identifier) filter['settings.identifier'] = { $regex: identifier };
  if (filters.createdFrom || filters.createdBefore) {
    filter.createdAt = { ...(filters.createdFrom ? { $gte: filters.createdFrom } : {}), ...(filters.createdBefore ? { $lt: filters.createdBefore } : {}) };
  }
  return filter;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const strings = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    : {};

/** A stored submission as the dashboard reads it: no delivery details, no confirmation text. */
function toRow(doc: Doc): SubmissionRow {
  const settings = (doc.settings && typeof doc.settings === 'object' ? doc.settings : {}) as Record<string, unknown>;
  return {
    _id: doc._id,
    identifier: text(settings.identifier),
    subject: text(settings.subject),
    recipient: text(settings.recipient),
    slug: text(doc.slug),
    createdAt: text(doc.createdAt),
    draft: doc.draft === true,
    form: strings(doc.form),
    labels: strings(doc.labels),
  };
}

const ROW_FIELDS = { _id: 1, settings: 1, slug: 1, createdAt: 1, draft: 1, form: 1, labels: 1 } as const;
const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

async function assertDomain(store: Store, domainId: string): Promise<void> {
  if (!(await store.collection('domains').findOne({ _id: domainId }, { projection: { _id: 1 } }))) throw new AppError('not_found', DOMAIN_NOT_FOUND);
}

/** One page of matching submissions, newest first, with how many match and how many the domain has. */
export async function listSubmissions(store: Store, filters: SubmissionFilters, paging: { limit: number; page: number }): Promise<SubmissionsPage> {
  await assertDomain(store, filters.domainId);
  const collection = store.collection('formSubmissions');
  const filter = submissionsFilter(filters);
  const [docs, total, allSubmissions] = await Promise.all([
    collection.find(filter, { sort: NEWEST_FIRST, skip: (paging.page - 1) * paging.limit, limit: paging.limit, projection: ROW_FIELDS }),
    collection.count(filter),
    collection.count(submissionsFilter({ domainId: filters.domainId, showDrafts: filters.showDrafts })),
  ]);
  return { formSubmissions: docs.map(toRow), total, allSubmissions };
}

/** Every matching submission (up to MAX_EXPORT_ROWS, newest first) for a CSV file. */
export async function exportSubmissions(store: Store, filters: SubmissionFilters): Promise<{ rows: SubmissionRow[]; total: number }> {
  await assertDomain(store, filters.domainId);
  const collection = store.collection('formSubmissions');
  const filter = submissionsFilter(filters);
  const [docs, total] = await Promise.all([collection.find(filter, { sort: NEWEST_FIRST, limit: MAX_EXPORT_ROWS, projection: ROW_FIELDS }), collection.count(filter)]);
  return { rows: docs.map(toRow), total };
}

export type SubmissionsAuditAction = 'forms.read' | 'forms.export';

/** Submissions are personal data: every read and export is recorded with who, when, which filters and how many rows. */
export async function auditSubmissionsAccess(
  store: Store,
  action: SubmissionsAuditAction,
  entry: { userId: string; at: string; filters: SubmissionFilters & { limit?: number; page?: number }; count: number; total: number },
): Promise<void> {
  const { domainId, identifier, fromDate, toDate, showDrafts, timezoneOffset, limit, page } = entry.filters;
  await recordAudit(store, {
    action,
    target: domainId,
    domainId,
    filters: {
      identifier: identifier ?? null,
      fromDate: fromDate ?? null,
      toDate: toDate ?? null,
      showDraftSubmissions: showDrafts,
      ...(timezoneOffset !== undefined ? { timezoneOffset } : {}),
      ...(limit !== undefined ? { limit, page } : {}),
    },
    count: entry.count,
    total: entry.total,
    userId: entry.userId,
    at: entry.at,
  });
}
