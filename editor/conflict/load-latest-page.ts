// The stored copy that won a conflict, found by id: the other person may have changed its slug.
import type { Page } from '@/lib/content/schemas';
import { callApi } from '@/lib/api/client';

export function loadLatestPage(pageId: string, domainId: string): Promise<Page> {
  return callApi<Page>('page/loadById', { query: { _id: pageId, domainId, collection: 'pages' } });
}
