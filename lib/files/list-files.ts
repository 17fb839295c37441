// The document library an editor chooses from: every uploaded document, newest first, searchable by name.
import 'server-only';
import type { Store } from '@/lib/db/port';
import { FileMetaSchema } from './file-meta';
import { listUploads, type UploadsQuery } from './list-uploads';

export type FileListItem = { fileId: string; name: string; contentType: string; bytes: number; createdAt: string };

export async function listFiles(store: Store, query: UploadsQuery): Promise<{ files: FileListItem[]; total: number }> {
  const { docs, total } = await listUploads(store, 'files', query, ['originalName']);
  const files = docs.map((doc) => {
    const meta = FileMetaSchema.parse(doc);
    return { fileId: meta._id, name: meta.originalName, contentType: meta.contentType, bytes: meta.bytes, createdAt: meta.createdAt };
  });
  return { files, total };
}
