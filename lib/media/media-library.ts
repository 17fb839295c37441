// The media library (the dashboard's Media library tab and the pickers): every picture and document, where each is
// used, its default alternative text, Replace (new bytes under the same id, so every use changes at once) and Delete
// (unused files, or used ones once the person has seen where they are used and confirmed).
import 'server-only';
import { createHash } from 'node:crypto';
import type { Store } from '@/lib/db/port';
import { AppError } from '@/lib/errors';
import { recordAudit } from '@/lib/audit/audit-log';
import { cacheTags } from '@/lib/content/cache-tags';
import { userNames } from '@/lib/content/pages/list-page-versions';
import { ImageMetaSchema, displayName as imageDisplayName } from '@/lib/images/image-meta';
import { imageStorageFor } from '@/lib/images/image-storage';
import { prepareUpload } from '@/lib/images/prepare-upload';
import { forgetServedVariants } from '@/lib/images/served-variants';
import { FileMetaSchema } from '@/lib/files/file-meta';
import { fileStorageFor } from '@/lib/files/file-storage';
import { prepareDocument, withExtension } from '@/lib/files/save-file';
import { documentTypes } from '@/lib/files/document-rules';
import { displayName } from '@/lib/files/display-name';
import { searchPattern } from '@/lib/db/search-pattern';
import { mediaUsage } from './media-usage';
import type { MediaKind, MediaUse } from './media-kinds';

import type { MediaItem, MediaQuery } from './media-kinds';
export type { MediaItem, MediaKind, MediaQuery, MediaUse } from './media-kinds';

export const MEDIA_NOT_FOUND = 'This file is not in the library.';
export const ALT_FOR_PICTURES = 'Only a picture has alternative text.';
export const usedMessage = (count: number) =>
  `This file is used in ${count} place${count === 1 ? '' : 's'}: deleting it leaves ${count === 1 ? 'that place' : 'those places'} without it. Confirm to delete it anyway.`;

const collectionOf = { image: 'images', document: 'files' } as const;

async function metaOrThrow(store: Store, kind: MediaKind, id: string): Promise<Record<string, unknown>> {
  const doc = await store.collection(collectionOf[kind]).findOne({ _id: id });
  if (!doc) throw new AppError('not_found', MEDIA_NOT_FOUND);
  return doc;
}

function itemOf(kind: MediaKind, doc: Record<string, unknown>, uses: MediaUse[], names: Map<string, string>): MediaItem {
  const meta = kind === 'image' ? ImageMetaSchema.parse(doc) : FileMetaSchema.parse(doc);
  const picture = kind === 'image' ? ImageMetaSchema.parse(doc) : null;
  return {
    kind,
    _id: meta._id,
    name: meta.originalName,
    contentType: meta.contentType,
    bytes: meta.bytes,
    width: picture?.width ?? null,
    height: picture?.height ?? null,
    alt: picture ? picture.alt : null,
    uploadedBy: { _id: meta.uploadedBy, name: names.get(meta.uploadedBy) ?? '' },
    createdAt: meta.createdAt,
    revision: typeof doc.revision === 'number' ? doc.revision : 0,
    uses,
  };
}

/** The library, newest first, a page at a time: by kind, words in the name (or a picture's alt text), unused, without alt text. */
export async function listMedia(store: Store, query: MediaQuery): Promise<{ items: MediaItem[]; total: number }> {
  const usage = query.uses || query.unused ? await mediaUsage(store) : { image: new Map<string, MediaUse[]>(), document: new Map<string, MediaUse[]>() };
  const pattern = searchPattern(query.search);
  const kinds: MediaKind[] = query.kind === 'all' ? ['image', 'document'] : [query.kind];
  const found: { kind: MediaKind; doc: Record<string, unknown> }[] = [];
  for (const kind of kinds) {
    if (kind === 'document' && query.missingAlt) continue;
    const filter: Record<string, unknown> = {};
    if (pattern) filter.$or = kind === 'image' ? [{ originalName: { $regex: pattern } }, { alt: { $regex: pattern } }] : [{ originalName: { $regex: pattern } }];
    if (query.missingAlt) filter.alt = { $in: ['', null] };
    for (const doc of await store.collection(collectionOf[kind]).find(filter)) found.push({ kind, doc });
  }
  const listed = found
    .map(({ kind, doc }) => ({ kind, doc, uses: usage[kind].get(String(doc._id)) ?? [] }))
    .filter((entry) => !query.unused || entry.uses.length === 0)
    .sort((a, b) => String(b.doc.createdAt).localeCompare(String(a.doc.createdAt)) || String(b.doc._id).localeCompare(String(a.doc._id)));
  const page = listed.slice((query.page - 1) * query.size, query.page * query.size);
  const names = await userNames(store, page.map((entry) => String(entry.doc.uploadedBy ?? '')));
  return { items: page.map((entry) => itemOf(entry.kind, entry.doc, entry.uses, names)), total: listed.length };
}

/** One file with where it is used. */
export async function loadMediaItem(store: Store, kind: MediaKind, id: string): Promise<MediaItem> {
  const doc = await metaOrThrow(store, kind, id);
  const uses = (await mediaUsage(store))[kind].get(id) ?? [];
  return itemOf(kind, doc, uses, await userNames(store, [String(doc.uploadedBy ?? '')]));
}

/** A picture's default alternative text, or a file's name as the library shows it (and a document downloads as). */
export async function updateMedia(store: Store, input: { kind: MediaKind; _id: string; alt?: string; name?: string }, userId: string, now: Date): Promise<MediaItem> {
  const doc = await metaOrThrow(store, input.kind, input._id);
  if (input.kind === 'document' && input.alt !== undefined) throw new AppError('invalid_input', ALT_FOR_PICTURES, { alt: ALT_FOR_PICTURES });
  const set: Record<string, unknown> = {};
  if (input.alt !== undefined) set.alt = input.alt;
  if (input.name !== undefined) {
    const kind = input.kind === 'document' ? (Object.entries(documentTypes).find(([, type]) => type.contentType === doc.contentType)?.[0] as keyof typeof documentTypes | undefined) : undefined;
    set.originalName = input.kind === 'image' ? imageDisplayName(input.name) : kind ? withExtension(displayName(input.name, 'document'), kind) : displayName(input.name, 'document');
  }
  if (Object.keys(set).length) await store.collection(collectionOf[input.kind]).update({ _id: input._id }, { $set: set });
  await recordAudit(store, { action: 'media.update', target: input._id, userId, at: now.toISOString(), kind: input.kind, fields: Object.keys(set) });
  return loadMediaItem(store, input.kind, input._id);
}

/** The cache tags of every place a file is used (pages, navigation, footer, settings, and the hubs listing pages). */
function tagsOf(uses: readonly MediaUse[]): string[] {
  const tags = new Set<string>([cacheTags.media()]);
  for (const use of uses) {
    if (use.slug !== undefined) tags.add(cacheTags.page(use.domainId, use.slug)).add(cacheTags.sitemap(use.domainId));
    else if (use.part === 'nav') tags.add(cacheTags.nav(use.domainId));
    else if (use.part === 'footer') tags.add(cacheTags.footer(use.domainId));
    else if (use.part === 'settings') tags.add(cacheTags.settings(use.domainId));
  }
  return [...tags];
}

/**
 * New bytes for a file, under the same id: every page, menu and card using it shows the new one at once. A picture
 * must be a picture and a document a document of a kind the library takes, checked as an upload is; a picture's
 * variants are cut again from the new bytes, at new addresses (its revision).
 */
export async function replaceMedia(store: Store, input: { kind: MediaKind; _id: string; file: File }, userId: string, now: Date): Promise<{ item: MediaItem; invalidate: string[] }> {
  const doc = await metaOrThrow(store, input.kind, input._id);
  const revision = (typeof doc.revision === 'number' ? doc.revision : 0) + 1;
  const at = now.toISOString();
  if (input.kind === 'image') {
    const image = await prepareUpload(input.file);
    await (await imageStorageFor(store)).replaceOriginal(input._id, image.bytes);
    await store.collection('images').update(
      { _id: input._id },
      {
        $set: {
          contentType: image.contentType,
          width: image.width,
          height: image.height,
          bytes: image.bytes.length,
          sha256: createHash('sha256').update(image.bytes).digest('hex'),
          revision,
          replacedAt: at,
          replacedBy: userId,
        },
      },
    );
    // This server's memory of variants it answered lately; the new addresses are not in anyone's.
    forgetServedVariants();
  } else {
    const { bytes, kind } = await prepareDocument(input.file);
    await (await fileStorageFor(store)).write(input._id, bytes);
    const name = withExtension(String(doc.originalName).replace(/\.(pdf|docx)$/i, ''), kind);
    await store.collection('files').update(
      { _id: input._id },
      { $set: { contentType: documentTypes[kind].contentType, bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), originalName: name, revision, replacedAt: at, replacedBy: userId } },
    );
  }
  await recordAudit(store, { action: 'media.replace', target: input._id, userId, at, kind: input.kind, revision });
  const item = await loadMediaItem(store, input.kind, input._id);
  return { item, invalidate: tagsOf(item.uses) };
}

/** Deletes a file: at once when nothing uses it; when something does, only with `confirm` (409 listing the uses otherwise). */
export async function deleteMedia(store: Store, input: { kind: MediaKind; _id: string; confirm: boolean }, userId: string, now: Date): Promise<{ invalidate: string[] }> {
  const item = await loadMediaItem(store, input.kind, input._id);
  if (item.uses.length && !input.confirm) throw new AppError('conflict', usedMessage(item.uses.length), { confirm: usedMessage(item.uses.length) });
  // The record goes first: a failure after it leaves bytes nobody can reach, never a record without its bytes.
  await store.collection(collectionOf[input.kind]).delete({ _id: input._id });
  if (input.kind === 'image') {
    await (await imageStorageFor(store)).removeImage(input._id);
    forgetServedVariants();
  } else await (await fileStorageFor(store)).remove(input._id);
  await recordAudit(store, { action: 'media.delete', target: input._id, userId, at: now.toISOString(), kind: input.kind, uses: item.uses.length });
  return { invalidate: item.uses.length ? tagsOf(item.uses) : [] };
}
