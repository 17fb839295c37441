import 'server-only';
import type { Store } from '@/lib/db/port';
import { listingFields } from './listing';

/**
 * Published pages stored before the hub existed have no sort keys: give them theirs once, at start-up, so the
 * hub lists every published page. Pages published since carry them already; a run with nothing to do is one query.
 */
export async function backfillListing(store: Store): Promise<number> {
  const pages = store.collection('publishedPages');
  const missing = await pages.find({ listing: { $exists: false } }, { projection: { _id: 1, header: 1, tags: 1, createdAt: 1, lastPublished: 1 } });
  for (const page of missing) await pages.update({ _id: page._id }, { $set: { listing: listingFields(page as Parameters<typeof listingFields>[0]) } });
  return missing.length;
}
