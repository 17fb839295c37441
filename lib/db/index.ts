import 'server-only';
import path from 'node:path';
import type { CollectionName, IndexSpec, Store } from './port';

export type { Collection, CollectionName, Doc, Filter, FindOptions, Projection, Sort, Store, Update } from './port';
export { StoreError, collectionNames } from './port';

const INDEXES: ReadonlyArray<[CollectionName, IndexSpec]> = [
  ['pages', { fields: { domainId: 1, slug: 1 }, unique: true }],
  ['publishedPages', { fields: { domainId: 1, slug: 1 }, unique: true }],
  // Sitemap filters (GET sitemap/filter); { domainId, slug } above serves the default view sorted by slug.
  ['pages', { fields: { domainId: 1, frequency: 1, slug: 1 } }],
  ['pages', { fields: { domainId: 1, priority: 1, slug: 1 } }],
  ['pages', { fields: { domainId: 1, updatedAt: 1 } }],
  // The hub (hub/filter, tags/filterListSelected): tag filters and the sort keys written at publish (lib/hub/listing.ts).
  ['publishedPages', { fields: { tags: 1 } }],
  ['publishedPages', { fields: { domainId: 1, 'listing.date': -1 } }],
  ['publishedPages', { fields: { domainId: 1, 'listing.title': 1 } }],
  // What a search index lists to learn what was published (lib/content/pages/published-copy.ts).
  ['publishedStamps', { fields: { domainId: 1 } }],
  ['users', { fields: { usernameLower: 1 }, unique: true }],
  ['users', { fields: { emailLower: 1 }, unique: true }],
  ['sessions', { fields: { expiresAt: 1 }, expireAfterSeconds: 0 }],
  ['passwordResets', { fields: { expiresAt: 1 }, expireAfterSeconds: 0 }],
  ['rateLimits', { fields: { expiresAt: 1 }, expireAfterSeconds: 0 }],
  ['pageVersions', { fields: { pageId: 1 } }],
  ['pageVersions', { fields: { pageId: 1, at: 1 } }],
  // A page's preview links, newest first (page settings).
  ['previewLinks', { fields: { pageId: 1, createdAt: -1 } }],
  // A page's notes, oldest first; the Sitemap tab's open threads per page.
  ['notes', { fields: { pageId: 1, createdAt: 1 } }],
  // Reviews: a page's (its history, the approval in force), a domain's open ones (the Reviews tab).
  ['reviews', { fields: { pageId: 1, requestedAt: -1 } }],
  ['reviews', { fields: { domainId: 1, status: 1, requestedAt: -1 } }],
  // The Trash tab (a domain's, newest first) and its daily purge.
  ['trash', { fields: { domainId: 1, deletedAt: -1 } }],
  // Pages past their review date (the content-health report).
  ['reviewDates', { fields: { domainId: 1, reviewBy: 1 } }],
  // Searches that found nothing: a domain's last 30 days (the dashboard), gone after 90 (lib/search/search-misses.ts).
  ['searchMisses', { fields: { domainId: 1, day: 1 } }],
  ['searchMisses', { fields: { expiresAt: 1 }, expireAfterSeconds: 0 }],
  ['formSubmissions', { fields: { identifier: 1 } }],
  // The Form Submissions tab: a domain's submissions, newest first; the retry sweep looks for pending deliveries.
  ['formSubmissions', { fields: { domainId: 1, createdAt: -1 } }],
  ['formSubmissions', { fields: { 'deliveries.notification.state': 1 } }],
  ['formSubmissions', { fields: { 'deliveries.confirmation.state': 1 } }],
  ['formSubmissions', { fields: { 'deliveries.crm.state': 1 } }],
  // The retention job (lib/forms/retention.ts) and the Access log tab, newest first.
  ['formSubmissions', { fields: { deleteAfter: 1 } }],
  ['submissionAccess', { fields: { at: -1 } }],
  // The last backup (dashboard status and its warning).
  ['auditLog', { fields: { action: 1, at: -1 } }],
];

export interface OpenStoreOptions {
  /** Embedded data directory (default `./data`, resolved against the working directory). Ignored with mongodbUri. */
  dataDir?: string;
  /** Use MongoDB at this URI; its path names the database (default `charity_site`). */
  mongodbUri?: string;
}

/**
 * Opens a store with its indexes in place, outside the process-wide singleton: for tests and scripts.
 * Reads no environment variables. The caller closes it. Never open an embedded directory a running server holds.
 */
export async function openStore(options: OpenStoreOptions): Promise<Store> {
  // Imported on demand so the embedded default never loads the MongoDB driver, and vice versa.
  const store = options.mongodbUri
    ? await (await import('./mongo-adapter')).openMongoStore(options.mongodbUri)
    : await (await import('./nedb-adapter')).openEmbeddedStore(path.resolve(/*turbopackIgnore: true*/ options.dataDir ?? './data'));
  try {
    for (const [name, spec] of INDEXES) await store.collection(name).ensureIndex(spec);
  } catch (e) {
    await store.close().catch(() => undefined);
    throw e;
  }
  return store;
}

// On globalThis because Next dev reloads modules and each route bundle may hold its own copy of this one:
// a second embedded instance on the same directory would corrupt it.
const GLOBAL_KEY = Symbol.for('charity-site.store');
type Holder = { pending?: Promise<Store> };

function holder(): Holder {
  const g = globalThis as typeof globalThis & { [GLOBAL_KEY]?: Holder };
  return (g[GLOBAL_KEY] ??= {});
}

/** The process-wide store, opened on first use: MongoDB when MONGODB_URI is set, else embedded under DATA_DIR or ./data. */
export async function getStore(): Promise<Store> {
  // Build workers run in parallel and would each open the data directory; anything reaching the store
  // during `next build` is a page that should have been dynamic, so fail the build loudly.
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    throw new Error('The store must not be opened during `next build`: make the caller dynamic (e.g. await connection()).');
  }
  const h = holder();
  if (!h.pending) {
    const mongodbUri = process.env.MONGODB_URI || undefined;
    const pending = openStore(mongodbUri ? { mongodbUri } : { dataDir: process.env.DATA_DIR || './data' });
    h.pending = pending;
    // A failed open (e.g. MongoDB not reachable yet) must not stick: the next call tries again.
    pending.catch(() => {
      if (h.pending === pending) h.pending = undefined;
    });
  }
  return h.pending;
}

/** Closes the process-wide store, if it was opened; the next getStore() opens a fresh one. */
export async function closeStore(): Promise<void> {
  const h = holder();
  const pending = h.pending;
  h.pending = undefined;
  if (!pending) return;
  const store = await pending.catch(() => undefined);
  await store?.close();
}
