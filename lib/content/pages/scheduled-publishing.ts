// Scheduled publishing: the job that publishes and unpublishes pages at the times set with page/schedule.
import 'server-only';
import type { Store } from '@/lib/db/port';
import { startLeasedJob } from '@/lib/jobs/lease';
import { jobInterval } from '@/lib/jobs/interval';
import type { Page, PageSchedule } from '../schemas';
import { pageCollections, type PageCollection } from './page-collection';
import { blockedPublishError, checkPageForPublish } from './check-publish';
import { parseStoredPage } from './page-or-throw';
import { blockersOf } from './publish-checks';
import { publishPage } from './publish-page';
import { unpublishPage } from './unpublish-page';
import { canPublish } from '@/lib/auth/roles';
import { toAuthUser, type UserDoc } from '@/lib/auth/users';
import { recordAudit } from '@/lib/audit/audit-log';
import { log } from '@/lib/log';

export const SCHEDULED_PUBLISHING_JOB = 'scheduled-publishing';
/** How often the job looks for due items: a scheduled change happens at most this much late (plus a run). */
export const SCHEDULE_INTERVAL_MS = 15_000;
/**
 * The job's lease. The holder renews it every run; if it stops, another server takes over once the lease lapses,
 * so even then a change is at most about a minute late (45 s + one interval).
 */
export const SCHEDULE_LEASE_MS = 45_000;

export type ScheduleKind = 'publish' | 'unpublish';
export type DueItem = { collection: PageCollection; pageId: string; kind: ScheduleKind; due: string; schedule: PageSchedule };
export type Invalidate = (tags: string[]) => void | Promise<void>;
export type RunReport = { done: DueItem[]; failed: DueItem[] };

const field = { publish: 'publishAt', unpublish: 'unpublishAt' } as const;
const auditAction = { publish: 'page.scheduledPublish', unpublish: 'page.scheduledUnpublish' } as const;
/** More than this many due items in one run wait for the next run. */
const MAX_ITEMS_PER_RUN = 100;

/** Every due publish and unpublish; for one page a due publish comes before its due unpublish. */
export async function findDueItems(store: Store, now: Date): Promise<DueItem[]> {
  const at = now.toISOString();
  const items: DueItem[] = [];
  for (const collection of pageCollections) {
    const pages = store.collection<Page>(collection);
    for (const kind of ['publish', 'unpublish'] as const) {
      const key = `schedule.${field[kind]}`;
      const docs = await pages.find({ [key]: { $lte: at } }, { sort: { [key]: 1 }, limit: MAX_ITEMS_PER_RUN, projection: { _id: 1, schedule: 1 } });
      for (const doc of docs) {
        const schedule = doc.schedule as PageSchedule;
        items.push({ collection, pageId: doc._id, kind, due: schedule[field[kind]]!, schedule });
      }
    }
  }
  return items;
}

/**
 * Takes one item for this server alone: one conditional write that matches only while the page's schedule is
 * still the one read, and removes the item from it (the whole schedule when nothing else is left in it).
 * Whoever's write matches carries the item out; a second server, a later run or a retry finds nothing to take.
 */
async function claim(store: Store, item: DueItem): Promise<boolean> {
  const other = item.kind === 'publish' ? 'unpublishAt' : 'publishAt';
  const otherValue = item.schedule[other];
  const filter = {
    _id: item.pageId,
    [`schedule.${field[item.kind]}`]: item.due,
    [`schedule.${other}`]: otherValue ?? { $exists: false },
    'schedule.by': item.schedule.by,
  };
  const update = otherValue ? { $unset: { [`schedule.${field[item.kind]}`]: true as const } } : { $unset: { schedule: true as const } };
  return (await store.collection(item.collection).update(filter, update)) === 1;
}

type PageAddress = Record<string, unknown> | null;

async function audit(store: Store, item: DueItem, page: PageAddress, at: string, extra: Record<string, unknown>) {
  await recordAudit(store, {
    action: auditAction[item.kind],
    target: item.pageId,
    pageId: item.pageId,
    domainId: typeof page?.domainId === 'string' ? page.domainId : null,
    slug: typeof page?.slug === 'string' ? page.slug : null,
    userId: item.schedule.by,
    scheduledBy: item.schedule.by,
    scheduledFor: item.due,
    at,
    ...extra,
  });
}

/**
 * Carries out one due item once: claimed first, then the page's working copy as it is stored is published (or the
 * page unpublished) in the name of whoever scheduled it, visitors' cached pages invalidated and an audit entry
 * written. An item that cannot be carried out (the page was deleted, its address is taken...) is dropped: one
 * JSON log line and an audit entry with the error, and it is never tried again.
 * Answers whether this call carried it out ('done'), dropped it ('failed') or found it taken by someone else.
 */
export async function carryOutItem(store: Store, item: DueItem, now: Date, invalidate: Invalidate): Promise<'done' | 'failed' | 'taken'> {
  const at = now.toISOString();
  const pages = store.collection(item.collection);
  if (!(await claim(store, item))) {
    // Gone with its page: say so once. Otherwise someone else took it, or the schedule was changed meanwhile.
    if (await pages.findOne({ _id: item.pageId }, { projection: { _id: 1 } })) return 'taken';
    await fail(store, item, null, at, new Error('The page was deleted before its scheduled time.'));
    return 'failed';
  }
  const doc = await pages.findOne({ _id: item.pageId });
  try {
    if (!doc) throw new Error('The page was deleted before its scheduled time.');
    const page = parseStoredPage(doc);
    const refusal = await rightsRefusal(store, item.schedule.by, page.roles);
    if (refusal) {
      await cancel(store, item, refusal, at);
      await fail(store, item, doc, at, new Error(refusal), { cancelled: true });
      return 'failed';
    }
    if (item.kind === 'publish') {
      // The pre-publish checks hold here too: a page with blockers is not published (no one is there to override).
      const result = await publishPage(store, page, item.schedule.by, now, item.collection, async (candidate) => {
        const blockers = blockersOf(await checkPageForPublish(store, candidate, item.collection));
        if (blockers.length > 0) throw blockedPublishError(blockers);
      });
      await invalidate(result.invalidate);
      await audit(store, item, result.page, at, {});
    } else if (!page.published) {
      await audit(store, item, page, at, { skipped: 'The page was not published.' });
    } else {
      const result = await unpublishPage(store, page, item.schedule.by, now, item.collection);
      await invalidate(result.invalidate);
      await audit(store, item, result.page, at, {});
    }
    return 'done';
  } catch (error) {
    await fail(store, item, doc, at, error);
    return 'failed';
  }
}

async function fail(store: Store, item: DueItem, page: PageAddress, at: string, error: unknown, extra: Record<string, unknown> = {}) {
  const message = error instanceof Error ? error.message : String(error);
  log.error('job.itemFailed', { job: SCHEDULED_PUBLISHING_JOB, action: item.kind, pageId: item.pageId, scheduledFor: item.due, message });
  await audit(store, item, page, at, { error: message, ...extra });
}

/**
 * Why the person who scheduled the change may not make it now, or null when they may: rights are those of the
 * time the change is made, not of when it was scheduled (a publisher demoted since, a deactivated account, a
 * page whose roles no longer include theirs).
 */
async function rightsRefusal(store: Store, userId: string, pageRoles: readonly string[]): Promise<string | null> {
  const user = await store.collection<UserDoc>('users').findOne({ _id: userId });
  if (!user) return 'Cancelled: the account that scheduled it no longer exists.';
  const name = user.name || user.username;
  if (user.active !== true) return `Cancelled: ${name}'s account is no longer active.`;
  if (!canPublish(toAuthUser(user), pageRoles)) return `Cancelled: ${name} may no longer publish this page.`;
  return null;
}

/** Keeps the refusal on the page, where the Sitemap tab and Page settings show it until the page is scheduled again. */
async function cancel(store: Store, item: DueItem, reason: string, at: string): Promise<void> {
  await store.collection(item.collection).update(
    { _id: item.pageId },
    { $set: { 'schedule.by': item.schedule.by, 'schedule.cancelled': { kind: item.kind, due: item.due, reason, at } } },
  );
}

/** One run of the job: every due item, oldest first within each kind. */
export async function runScheduledPublishing(store: Store, now: Date, invalidate: Invalidate): Promise<RunReport> {
  const report: RunReport = { done: [], failed: [] };
  for (const item of await findDueItems(store, now)) {
    const outcome = await carryOutItem(store, item, now, invalidate);
    if (outcome !== 'taken') report[outcome].push(item);
  }
  return report;
}

/** Started with the server: only the server holding the job's lease runs it, every SCHEDULE_INTERVAL_MS. */
export function startScheduledPublishing(getStore: () => Promise<Store>): void {
  startLeasedJob({
    name: SCHEDULED_PUBLISHING_JOB,
    intervalMs: jobInterval('SCHEDULED_PUBLISHING_INTERVAL_MS', SCHEDULE_INTERVAL_MS),
    leaseMs: SCHEDULE_LEASE_MS,
    getStore,
    run: async (store, now) => {
      // Loaded here, so that this module stays free of Next's cache for tests and scripts.
      const { revalidateTags } = await import('@/lib/cache/revalidate-tags');
      return runScheduledPublishing(store, now, revalidateTags);
    },
  });
}
