// Pictures replaced in the media library keep their id, so pages need not change; a variant's address never changes
// meaning, though (browsers keep it a year), so a page shows a replaced picture at addresses naming its revision.
import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { getStore } from '@/lib/db';
import type { Store } from '@/lib/db/port';
import { cacheTags } from '@/lib/content/cache-tags';
import { isImageId } from './image-id';
import { applyImageRevisions, imageIdsIn, type Revision } from './apply-image-revisions';

export { applyImageRevisions, imageIdsIn, type Revision } from './apply-image-revisions';

/** The replaced pictures among these ids, with their revision and size now. Cached under the `media` tag. */
export async function loadImageRevisions(ids: readonly string[]): Promise<Record<string, Revision>> {
  'use cache';
  cacheLife('max');
  cacheTag(cacheTags.media());
  return imageRevisionsOf(await getStore(), ids);
}

/** The replaced pictures among these ids, read from the store (the editor's canvas asks through media/revisions). */
export async function imageRevisionsOf(store: Store, ids: readonly string[]): Promise<Record<string, Revision>> {
  const wanted = ids.filter(isImageId);
  if (wanted.length === 0) return {};
  const docs = await store.collection('images').find({ _id: { $in: wanted }, revision: { $gt: 0 } }, { projection: { revision: 1, width: 1, height: 1 } });
  return Object.fromEntries(docs.map((doc) => [String(doc._id), { rev: Number(doc.revision), width: Number(doc.width), height: Number(doc.height) }]));
}

/** Content as visitors get it: replaced pictures at their revision's addresses. */
export async function withImageRevisions<T>(value: T): Promise<T> {
  const ids = [...imageIdsIn(value)].sort();
  if (ids.length === 0) return value;
  const revisions = await loadImageRevisions(ids);
  return Object.keys(revisions).length ? applyImageRevisions(value, revisions) : value;
}
