// The images and documents a piece of content names: image ids (any `imageId` field, at any depth) and uploaded
// documents (any `href` pointing at /api/file/<id>). Export lists them with what the library knows of them;
// import reports those the target install does not hold.
import 'server-only';
import type { Store } from '@/lib/db/port';
import { isFileId } from '@/lib/files/file-id';
import { isImageId } from '@/lib/images/image-id';
import type { FileReference, ImageReference } from './format';

/** Who uses each referenced id: page addresses ('/about', '/' for the home page) or 'nav', 'footer', 'siteSettings'. */
export type References = { images: Map<string, Set<string>>; files: Map<string, Set<string>> };

export const emptyReferences = (): References => ({ images: new Map(), files: new Map() });

const FILE_HREF = /\/api\/file\/([A-Za-z0-9_-]{10,40})(?=$|[?#/])/;
/** Content deeper than this is refused before it gets here; the walk stops rather than trusting that. */
const MAX_DEPTH = 80;

const note = (map: Map<string, Set<string>>, id: string, usedBy: string) => {
  const users = map.get(id) ?? new Set<string>();
  users.add(usedBy);
  map.set(id, users);
};

/** Adds every image and document `value` names to `into`, as used by `usedBy`. */
export function collectReferences(value: unknown, usedBy: string, into: References, depth = 0): References {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return into;
  if (Array.isArray(value)) {
    for (const item of value) collectReferences(item, usedBy, into, depth + 1);
    return into;
  }
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'imageId' && typeof inner === 'string' && inner) note(into.images, inner, usedBy);
    else if (key === 'href' && typeof inner === 'string') {
      const fileId = FILE_HREF.exec(inner)?.[1];
      if (fileId) note(into.files, fileId, usedBy);
    } else collectReferences(inner, usedBy, into, depth + 1);
  }
  return into;
}

/** The label a page's references are listed under. */
export const pageLabel = (slug: string) => `/${slug}`;

/** The stored image and document metadata for these ids (ids the libraries could never hold are not looked up). */
async function loadMetadata(store: Store, refs: References) {
  const imageIds = [...refs.images.keys()].filter(isImageId);
  const fileIds = [...refs.files.keys()].filter(isFileId);
  const [images, files] = await Promise.all([
    imageIds.length ? store.collection('images').find({ _id: { $in: imageIds } }) : Promise.resolve([]),
    fileIds.length ? store.collection('files').find({ _id: { $in: fileIds } }) : Promise.resolve([]),
  ]);
  return { images: new Map(images.map((doc) => [doc._id, doc])), files: new Map(files.map((doc) => [doc._id, doc])) };
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const count = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined);

/** The reference lists of an export: what this install's libraries know of each referenced image and document. */
export async function describeReferences(store: Store, refs: References): Promise<{ images: ImageReference[]; files: FileReference[] }> {
  const stored = await loadMetadata(store, refs);
  const images = [...refs.images.keys()].sort().map((imageId): ImageReference => {
    const meta = stored.images.get(imageId);
    if (!meta) return { imageId, missingAtSource: true };
    return { imageId, name: text(meta.originalName), alt: text(meta.alt), width: count(meta.width), height: count(meta.height), bytes: count(meta.bytes), contentType: text(meta.contentType) };
  });
  const files = [...refs.files.keys()].sort().map((fileId): FileReference => {
    const meta = stored.files.get(fileId);
    if (!meta) return { fileId, missingAtSource: true };
    return { fileId, name: text(meta.originalName), bytes: count(meta.bytes), contentType: text(meta.contentType) };
  });
  return { images, files };
}

export type MissingImage = { imageId: string; name: string | null; usedBy: string[] };
export type MissingFile = { fileId: string; name: string | null; usedBy: string[] };

/** The referenced images and documents this install does not hold, named as the document lists them. */
export async function findMissing(
  store: Store,
  refs: References,
  listed: { images: readonly ImageReference[]; files: readonly FileReference[] },
): Promise<{ missingImages: MissingImage[]; missingFiles: MissingFile[] }> {
  const stored = await loadMetadata(store, refs);
  const imageNames = new Map(listed.images.map((ref) => [ref.imageId, ref.name ?? null]));
  const fileNames = new Map(listed.files.map((ref) => [ref.fileId, ref.name ?? null]));
  const missingImages = [...refs.images.entries()]
    .filter(([id]) => !stored.images.has(id))
    .map(([imageId, users]) => ({ imageId, name: imageNames.get(imageId) ?? null, usedBy: [...users] }))
    .sort((a, b) => a.imageId.localeCompare(b.imageId));
  const missingFiles = [...refs.files.entries()]
    .filter(([id]) => !stored.files.has(id))
    .map(([fileId, users]) => ({ fileId, name: fileNames.get(fileId) ?? null, usedBy: [...users] }))
    .sort((a, b) => a.fileId.localeCompare(b.fileId));
  return { missingImages, missingFiles };
}
