import 'server-only';
import { StoreError, type Store } from '@/lib/db/port';
import { AppError } from '@/lib/errors';
import { canPublish, type AuthUser } from '@/lib/auth/roles';
import { recordAudit } from '@/lib/audit/audit-log';
import type { Page } from '../schemas';
import { parseStoredPage, PUBLISH_FORBIDDEN_MESSAGE } from '../pages/page-or-throw';
import { recordPageChange } from '../pages/record-change';
import { checkSlug } from '../pages/check-slug';
import { userNames } from '../pages/list-page-versions';
import { loadSettingsInForce } from '../site/settings-in-force';
import type { PageCollection } from '../pages/page-collection';

/**
 * The Trash: a deleted page waits here (collection `trash`, one entry per page, its id the page's) with its working
 * copy and the copy visitors had. Its history, notes, reviews and preview links stay where they are, keyed by the
 * page: nothing lists them while the page is away, restoring brings them back with it, and only emptying the Trash
 * deletes them. An entry is kept for the site's 'Keep deleted pages' days (30 unless set), then the daily job
 * deletes it for good.
 */
export type TrashEntry = {
  _id: string;
  domainId: string;
  collection: PageCollection;
  /** The working copy as it was, its schedule cancelled. */
  page: Page;
  /** The copy visitors had when it was deleted, or null. */
  published: Page | null;
  deletedBy: string;
  deletedAt: string;
};

export type TrashView = {
  _id: string;
  title: string;
  slug: string;
  wasPublished: boolean;
  deletedBy: { _id: string; name: string };
  deletedAt: string;
  /** When the daily job deletes it for good. */
  purgeAfter: string;
  /** Whether its address is free for a restore now. */
  slugFree: boolean;
};

export const TRASH_ENTRY_NOT_FOUND = 'This page is not in the Trash (it was restored or deleted for good).';
export const slugTakenMessage = (slug: string) => `Another page now uses /${slug}. Choose another address for the restored page.`;
export const PAGE_ALREADY_BACK = 'A page with this id is on the site again: it cannot be restored over itself.';

const DAY_MS = 86_400_000;
const purgeAfterOf = (deletedAt: string, days: number) => new Date(Date.parse(deletedAt) + days * DAY_MS).toISOString();
const trash = (store: Store) => store.collection<TrashEntry>('trash');

/** Puts a page about to be deleted into the Trash (before its copies are removed, so it is never nowhere). */
export async function moveToTrash(store: Store, page: Page, published: Page | null, collection: PageCollection, userId: string, now: Date): Promise<void> {
  const { schedule: _cancelled, ...kept } = page;
  const entry: TrashEntry = { _id: page._id, domainId: page.domainId, collection, page: kept, published, deletedBy: userId, deletedAt: now.toISOString() };
  // A page deleted, restored and deleted again has one entry: the latest.
  await trash(store).delete({ _id: page._id });
  await trash(store).insert(entry);
}

async function entryOrThrow(store: Store, id: string, domainId?: string): Promise<TrashEntry> {
  const entry = await trash(store).findOne(domainId ? { _id: id, domainId } : { _id: id });
  if (!entry) throw new AppError('not_found', TRASH_ENTRY_NOT_FOUND);
  return entry;
}

/** A domain's Trash, most recently deleted first. */
export async function listTrash(store: Store, domainId: string): Promise<TrashView[]> {
  const [entries, { contentCare }] = await Promise.all([trash(store).find({ domainId }, { sort: { deletedAt: -1 }, limit: 500 }), loadSettingsInForce(store, domainId)]);
  const names = await userNames(store, entries.map((entry) => entry.deletedBy));
  const slugs = new Set((await store.collection('pages').find({ domainId, slug: { $in: entries.map((entry) => entry.page.slug) } }, { projection: { slug: 1 } })).map((doc) => doc.slug));
  const published = new Set(
    (await store.collection('publishedPages').find({ domainId, slug: { $in: entries.map((entry) => entry.page.slug) } }, { projection: { slug: 1 } })).map((doc) => doc.slug),
  );
  return entries.map((entry) => ({
    _id: entry._id,
    title: typeof entry.page.header?.title === 'string' ? entry.page.header.title : '',
    slug: entry.page.slug,
    wasPublished: entry.published !== null,
    deletedBy: { _id: entry.deletedBy, name: names.get(entry.deletedBy) ?? '' },
    deletedAt: entry.deletedAt,
    purgeAfter: purgeAfterOf(entry.deletedAt, contentCare.trashDays),
    slugFree: !slugs.has(entry.page.slug) && !published.has(entry.page.slug),
  }));
}

/**
 * Brings a page back from the Trash as a draft (never published: its content is checked again before visitors see
 * it) at its old address, or at `slug` when given; 409 with a `slug` field when the address is taken by now.
 */
export async function restoreFromTrash(store: Store, input: { _id: string; domainId: string; slug?: string }, user: AuthUser, now: Date): Promise<Page> {
  const entry = await entryOrThrow(store, input._id, input.domainId);
  const page = parseStoredPage(entry.page as unknown as Record<string, unknown>);
  if (!canPublish(user, page.roles)) throw new AppError('forbidden', PUBLISH_FORBIDDEN_MESSAGE);
  if (await store.collection(entry.collection).findOne({ _id: page._id }, { projection: { _id: 1 } })) throw new AppError('conflict', PAGE_ALREADY_BACK);
  const { slug, available } = await checkSlug(store, { slug: input.slug ?? page.slug, domainId: page.domainId, collection: entry.collection });
  if (!available) throw new AppError('conflict', slugTakenMessage(slug), { slug: slugTakenMessage(slug) });
  const at = now.toISOString();
  const restored: Page = { ...page, slug, published: false, version: page.version + 1, updatedAt: at };
  try {
    await store.collection(entry.collection).insert(restored);
  } catch (error) {
    // Another page took the address between the check and the write (the unique index on domain and address).
    if (error instanceof StoreError && error.code === 'duplicate') throw new AppError('conflict', slugTakenMessage(slug), { slug: slugTakenMessage(slug) });
    throw error;
  }
  await trash(store).delete({ _id: entry._id });
  await recordPageChange(store, 'restore', restored, user._id, at);
  await recordAudit(store, { action: 'trash.restore', target: page._id, domainId: page.domainId, slug, userId: user._id, at });
  return restored;
}

/** Everything kept for a page that is gone for good: its history, notes, reviews, review date, preview links and presence. */
async function deletePageLeftovers(store: Store, pageId: string): Promise<void> {
  await store.collection('pageVersions').delete({ pageId }, { multi: true });
  await store.collection('notes').delete({ pageId }, { multi: true });
  await store.collection('reviews').delete({ pageId }, { multi: true });
  await store.collection('previewLinks').delete({ pageId }, { multi: true });
  await store.collection('pagePresence').delete({ pageId }, { multi: true });
  await store.collection('reviewDates').delete({ _id: pageId });
}

/** Deletes one entry for good (an admin's 'Delete forever'), with everything kept for its page. */
export async function purgeFromTrash(store: Store, input: { _id: string; domainId: string }, userId: string, now: Date): Promise<void> {
  const entry = await entryOrThrow(store, input._id, input.domainId);
  await purgeEntry(store, entry);
  await recordAudit(store, { action: 'trash.purge', target: entry._id, domainId: entry.domainId, slug: entry.page.slug, userId, at: now.toISOString() });
}

async function purgeEntry(store: Store, entry: TrashEntry): Promise<void> {
  // The entry goes first: a failure after it leaves leftovers nobody sees, never an entry without its history.
  await trash(store).delete({ _id: entry._id });
  // A page restored and deleted again by now is another entry's: its history stays.
  if (await store.collection(entry.collection).findOne({ _id: entry._id }, { projection: { _id: 1 } })) return;
  await deletePageLeftovers(store, entry._id);
}

export const TRASH_JOB = 'trash-purge';
/** Looked at hourly, so an entry goes within an hour of its last day. */
export const TRASH_CHECK_MS = 60 * 60_000;
export const TRASH_LEASE_MS = 2 * TRASH_CHECK_MS;

/** The job: deletes for good the entries older than their domain's 'Keep deleted pages' days. */
export async function purgeExpiredTrash(store: Store, now: Date): Promise<number> {
  const domains = new Set((await trash(store).find({}, { projection: { domainId: 1 } })).map((entry) => entry.domainId));
  let purged = 0;
  for (const domainId of domains) {
    const { contentCare } = await loadSettingsInForce(store, domainId);
    const before = new Date(now.getTime() - contentCare.trashDays * DAY_MS).toISOString();
    for (const entry of await trash(store).find({ domainId, deletedAt: { $lte: before } }, { limit: 500 })) {
      await purgeEntry(store, entry);
      purged += 1;
    }
  }
  return purged;
}
