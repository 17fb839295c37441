// The `files` collection: what is known about each uploaded document (its bytes live in the `files` bucket).
import 'server-only';
import { z } from 'zod';
import type { Store } from '@/lib/db/port';
import { documentTypes } from './document-rules';
import { isFileId } from './file-id';

const contentTypes = Object.values(documentTypes).map((type) => type.contentType) as [string, ...string[]];

export const FileMetaSchema = z.object({
  _id: z.string(),
  contentType: z.enum(contentTypes),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[a-f0-9]{64}$/),
  /** Shown to editors and offered as the download name; never part of a path or an address. */
  originalName: z.string(),
  uploadedBy: z.string(),
  createdAt: z.string(),
});
export type FileMeta = z.infer<typeof FileMetaSchema>;

/** The document's metadata, or null for an unknown or malformed id. */
export async function loadFileMeta(store: Store, fileId: string): Promise<FileMeta | null> {
  if (!isFileId(fileId)) return null;
  const doc = await store.collection('files').findOne({ _id: fileId });
  return doc ? FileMetaSchema.parse(doc) : null;
}
