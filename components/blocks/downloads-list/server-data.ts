import 'server-only';
import { cacheLife } from 'next/cache';
import { getStore } from '@/lib/db';
import { documentTypes } from '@/lib/files/document-rules';
import { FileMetaSchema } from '@/lib/files/file-meta';
import type { LoadServerData } from '../shared/server-data';
import { fileIdOf, type DownloadsPreload } from './document-facts';

const kindNames: Record<string, string> = { [documentTypes.pdf.contentType]: 'PDF', [documentTypes.docx.contentType]: 'Word document' };

/**
 * The kind and size of documents, by id: one read of the library, kept while the server runs, since a stored
 * document never changes under its id. Not once per visitor's request.
 */
async function documentFacts(ids: string[]): Promise<DownloadsPreload['documents']> {
  'use cache';
  cacheLife('max');
  const documents: DownloadsPreload['documents'] = {};
  for (const doc of await (await getStore()).collection('files').find({ _id: { $in: ids } })) {
    const meta = FileMetaSchema.safeParse(doc);
    if (meta.success) documents[meta.data._id] = { kind: kindNames[meta.data.contentType] ?? 'Document', bytes: meta.data.bytes };
  }
  return documents;
}

/** The kind and size of every library document the list links to, in the visitor's HTML. */
export const loadServerData: LoadServerData = async (component) => {
  const items = Array.isArray(component.items) ? component.items.slice(0, 30) : [];
  const ids = new Set<string>();
  for (const item of items) {
    const href = (item as { document?: { href?: unknown } } | null)?.document?.href;
    const id = typeof href === 'string' ? fileIdOf(href) : null;
    if (id) ids.add(id);
  }
  return { documents: ids.size ? await documentFacts([...ids].sort()) : {} } satisfies DownloadsPreload;
};
