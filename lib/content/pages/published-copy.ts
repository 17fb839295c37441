// A page's published copy (what visitors read) and its stamp. Every write of a published copy goes through here.
//
// The stamp is one small document a page in `publishedStamps` ({ _id, domainId, stamp }), the stamp being the copy's
// version and publish time: it changes with every publish and goes with an unpublish or a delete. A server's search
// index (lib/search/search-index.ts) learns what any server published by listing the domain's stamps, not its pages:
// a MongoDB-protocol store then hands over a few bytes a page instead of each whole page (FerretDB: 10,000 stamps in
// about 0.2 s against 1.1 s for the pages' versions). Stamps are derived data: not backed up, and mended from the
// pages themselves when a server first looks at a domain (mendPublishedStamps).
import type { Store } from '@/lib/db/port';
import type { Page } from '../schemas';
import { withListing } from '@/lib/hub/listing';
import { publishedCollectionOf, type PageCollection } from './page-collection';

/** A published copy's stamp: changes with every publish. */
export const stampOf = (doc: { version?: unknown; lastPublished?: unknown }) => `${String(doc.version ?? '')}:${String(doc.lastPublished ?? '')}`;

type StampDoc = { _id: string; domainId: string; stamp: string };
/** The stamp document of a published copy. */
export const stampDoc = (page: Pick<Page, '_id' | 'domainId' | 'version' | 'lastPublished'>): StampDoc => ({ _id: page._id, domainId: page.domainId, stamp: stampOf(page) });
const stamps = (store: Store) => store.collection<StampDoc>('publishedStamps');

/** Writes the page as visitors will read it (with its sort keys), then its stamp. */
export async function putPublishedCopy(store: Store, page: Page, collection: PageCollection = 'pages'): Promise<void> {
  await store.collection<Page>(publishedCollectionOf[collection]).replace({ _id: page._id }, withListing(page), { upsert: true });
  await stamps(store).replace({ _id: page._id }, stampDoc(page), { upsert: true });
}

/** Takes the page from visitors, then its stamp. */
export async function removePublishedCopy(store: Store, pageId: string, collection: PageCollection = 'pages'): Promise<void> {
  await store.collection(publishedCollectionOf[collection]).delete({ _id: pageId });
  await stamps(store).delete({ _id: pageId });
}

/** The stamps of the domain's published pages, by page id. */
export async function publishedStampsOf(store: Store, domainId: string): Promise<Map<string, string>> {
  const rows = await stamps(store).find({ domainId }, { projection: { _id: 1, stamp: 1 } });
  return new Map(rows.map((row) => [String(row._id), String(row.stamp)]));
}

/**
 * Brings the domain's stamps to `truth` (the stamps of its published pages, as just read from them): after a restore,
 * an import into an empty store, or pages published before stamps existed. A stamp is written or removed only after
 * the page is read again, so a publish made meanwhile on another server is never undone.
 */
export async function mendPublishedStamps(store: Store, domainId: string, truth: ReadonlyMap<string, string>): Promise<void> {
  const stored = await publishedStampsOf(store, domainId);
  const doubtful = new Set<string>();
  for (const [id, stamp] of truth) if (stored.get(id) !== stamp) doubtful.add(id);
  for (const id of stored.keys()) if (!truth.has(id)) doubtful.add(id);
  const published = store.collection<Page>(publishedCollectionOf.pages);
  for (const id of doubtful) {
    const page = await published.findOne({ _id: id }, { projection: { _id: 1, domainId: 1, version: 1, lastPublished: 1 } });
    if (page) await stamps(store).replace({ _id: id }, stampDoc(page), { upsert: true });
    else await stamps(store).delete({ _id: id });
  }
}
