// The editors' libraries of uploads (images, documents): searchable by name, newest first, a page at a time.
import 'server-only';
import { z } from 'zod';
import type { Doc, Store } from '@/lib/db/port';
import { searchFilter } from '@/lib/db/search-pattern';

export const UPLOADS_PAGE_SIZE = 24;
export const MAX_UPLOADS_PAGE_SIZE = 100;

/** The query of a library call. Strict: a key nobody sends (e.g. `__proto__`) is refused rather than ignored. */
export const UploadsQuerySchema = z
  .object({
    search: z.string().max(200, 'search must be at most 200 characters').default(''),
    page: z.coerce.number({ message: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be at least 1').max(10_000, 'page must be at most 10000').default(1),
    size: z.coerce
      .number({ message: 'size must be a number' })
      .int('size must be a whole number')
      .min(1, 'size must be at least 1')
      .max(MAX_UPLOADS_PAGE_SIZE, `size must be at most ${MAX_UPLOADS_PAGE_SIZE}`)
      .default(UPLOADS_PAGE_SIZE),
  })
  .strict();
export type UploadsQuery = z.infer<typeof UploadsQuerySchema>;

export async function listUploads(store: Store, collection: 'images' | 'files', query: UploadsQuery, searchFields: readonly string[]): Promise<{ docs: Doc[]; total: number }> {
  const filter = searchFilter(query.search, searchFields);
  const docs = await store.collection(collection).find(filter, {
    // _id breaks ties between uploads made in the same millisecond, so paging never repeats or skips one.
    sort: { createdAt: -1, _id: -1 },
    skip: (query.page - 1) * query.size,
    limit: query.size,
  });
  return { docs, total: await store.collection(collection).count(filter) };
}
