// Where each picture and document of the library is used: every page (its working copy, the copy visitors get, a
// copy waiting in the Trash), the navigation and the footer (working and published) and the site settings' social
// cards, in every domain. Read from the content itself, so it is never out of date.
import 'server-only';
import type { Store } from '@/lib/db/port';
import { collectReferences, emptyReferences, type References } from '@/lib/content-transfer/references';

import type { MediaCopy, MediaUse } from './media-kinds';
export type { MediaCopy, MediaKind, MediaUse } from './media-kinds';

/** Uses by id, for pictures and for documents. */
export type MediaUsage = { image: Map<string, MediaUse[]>; document: Map<string, MediaUse[]> };

const BATCH = 200;
const COPY_ORDER: MediaCopy[] = ['published', 'draft', 'trash'];

function note(usage: MediaUsage, refs: References, use: Omit<MediaUse, 'copies'>, copy: MediaCopy): void {
  const add = (map: Map<string, MediaUse[]>, id: string) => {
    const uses = map.get(id) ?? [];
    const same = uses.find((u) => u.domainId === use.domainId && u.label === use.label);
    if (same) {
      // Always in one order: what visitors get, the working copy, one in the Trash.
      if (!same.copies.includes(copy)) same.copies = [...same.copies, copy].sort((x, y) => COPY_ORDER.indexOf(x) - COPY_ORDER.indexOf(y));
    } else uses.push({ ...use, copies: [copy] });
    map.set(id, uses);
  };
  for (const id of refs.images.keys()) add(usage.image, id);
  for (const id of refs.files.keys()) add(usage.document, id);
}

async function eachDoc(store: Store, collection: 'pages' | 'publishedPages' | 'trash', visit: (doc: Record<string, unknown>) => void): Promise<void> {
  const ids = (await store.collection(collection).find({}, { projection: { _id: 1 } })).map((doc) => String(doc._id));
  for (let start = 0; start < ids.length; start += BATCH) {
    for (const doc of await store.collection(collection).find({ _id: { $in: ids.slice(start, start + BATCH) } })) visit(doc);
  }
}

export async function mediaUsage(store: Store): Promise<MediaUsage> {
  const usage: MediaUsage = { image: new Map(), document: new Map() };
  const page = (doc: Record<string, unknown>, copy: MediaCopy) => {
    const slug = typeof doc.slug === 'string' ? doc.slug : '';
    const refs = collectReferences({ header: doc.header, contents: doc.contents }, '', emptyReferences());
    note(usage, refs, { domainId: String(doc.domainId), label: `/${slug}`, slug }, copy);
  };
  await eachDoc(store, 'pages', (doc) => page(doc, 'draft'));
  await eachDoc(store, 'publishedPages', (doc) => page(doc, 'published'));
  await eachDoc(store, 'trash', (doc) => page((doc.page ?? {}) as Record<string, unknown>, 'trash'));
  for (const doc of await store.collection('site').find({})) {
    const part = String(doc._id).startsWith('nav:') ? 'nav' : 'footer';
    const use = { domainId: String(doc.domainId ?? String(doc._id).split(':')[1]), label: part === 'nav' ? 'Navigation' : 'Footer', part } as const;
    note(usage, collectReferences(doc.draft, '', emptyReferences()), use, 'draft');
    note(usage, collectReferences(doc.published, '', emptyReferences()), use, 'published');
  }
  for (const doc of await store.collection('siteSettings').find({ _id: { $regex: /^siteSettings:/ } })) {
    const use = { domainId: String(doc._id).slice('siteSettings:'.length), label: 'Site settings', part: 'settings' } as const;
    const cards = (value: unknown) => {
      const settings = (value ?? {}) as { og?: unknown; twitter?: unknown };
      return { og: settings.og, twitter: settings.twitter };
    };
    note(usage, collectReferences(cards(doc.draft), '', emptyReferences()), use, 'draft');
    note(usage, collectReferences(cards(doc.published), '', emptyReferences()), use, 'published');
  }
  return usage;
}
