// What a site backup archive holds and how its parts are written: a gzipped tar with one JSON-lines file per
// collection, the bytes of every stored image original and document, and a manifest of counts and checksums
// written last (it is computed from everything before it). Variants of images are not kept: they are made again.
import crypto from 'node:crypto';
import { z } from 'zod';
import { collectionNames, type CollectionName, type Doc } from '@/lib/db/port';
import { isImageId } from '@/lib/images/image-id';
import { isFileId } from '@/lib/files/file-id';

export const BACKUP_FORMAT = 'charity-site-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';

/** Bookkeeping that means nothing on another install or after a restore, and is left out. */
export const SKIPPED_COLLECTIONS: readonly CollectionName[] = ['rateLimits', 'pagePresence', 'leases', 'healthReports', 'publishedStamps'];
export const BACKED_UP_COLLECTIONS = collectionNames.filter((name) => !SKIPPED_COLLECTIONS.includes(name));

/** The buckets whose bytes are kept, and the collection that lists what each holds (by `_id`). */
export const BLOB_KINDS = { images: 'images', files: 'files' } as const satisfies Record<string, CollectionName>;
export type BlobKind = keyof typeof BLOB_KINDS;

export const collectionEntry = (name: CollectionName) => `collections/${name}.jsonl`;
export const blobEntry = (kind: BlobKind, id: string) => `${kind}/${id}`;

const checksum = z.string().regex(/^[a-f0-9]{64}$/);
const entryInfo = z.object({ bytes: z.number().int().nonnegative(), sha256: checksum }).strict();

export const ManifestSchema = z
  .object({
    format: z.literal(BACKUP_FORMAT),
    version: z.literal(BACKUP_FORMAT_VERSION),
    createdAt: z.string(),
    store: z.enum(['embedded', 'mongodb']),
    siteVersion: z.string(),
    collections: z.record(z.string(), entryInfo.extend({ count: z.number().int().nonnegative() })),
    blobs: z.record(z.string(), entryInfo),
    /** Images or documents listed in the store whose bytes were not found when the backup was made. */
    missing: z.array(z.string()),
  })
  .strict();
export type Manifest = z.infer<typeof ManifestSchema>;

export function sha256(bytes: Buffer | string): string {
  return crypto.createHash('sha256').update(bytes).digest('hex');
}

/** What an archive entry's name stands for, or null for a name no backup writes (refused on restore). */
export function readEntryName(name: string): { kind: 'manifest' } | { kind: 'collection'; name: CollectionName } | { kind: 'blob'; blob: BlobKind; id: string } | null {
  if (name === MANIFEST_ENTRY) return { kind: 'manifest' };
  const collection = /^collections\/([A-Za-z]+)\.jsonl$/.exec(name);
  if (collection) {
    const found = BACKED_UP_COLLECTIONS.find((c) => c === collection[1]);
    return found ? { kind: 'collection', name: found } : null;
  }
  const blob = /^(images|files)\/([^/]+)$/.exec(name);
  if (blob) {
    const kind = blob[1] as BlobKind;
    const id = blob[2];
    if (kind === 'images' ? isImageId(id) : isFileId(id)) return { kind: 'blob', blob: kind, id };
  }
  return null;
}

// Dates are the one value stores keep that JSON does not: they are written as { "$date": "<ISO>" } (a key no stored
// document can have: both stores refuse field names starting with '$').
export function encodeDoc(doc: Doc): string {
  return JSON.stringify(doc, function (this: Record<string, unknown>, key, value) {
    const raw = this[key];
    return raw instanceof Date ? { $date: raw.toISOString() } : value;
  });
}

export function decodeDoc(line: string): Doc {
  const doc: unknown = JSON.parse(line, (_key, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const keys = Object.keys(value);
      if (keys.length === 1 && keys[0] === '$date' && typeof value.$date === 'string') {
        const date = new Date(value.$date);
        if (!Number.isNaN(date.getTime())) return date;
      }
    }
    return value;
  });
  if (!doc || typeof doc !== 'object' || Array.isArray(doc) || typeof (doc as Doc)._id !== 'string') throw new Error('not a stored document');
  return doc as Doc;
}

/** Why an archive was refused (or a restore stopped), in words an operator can act on. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}
