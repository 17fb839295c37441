import 'server-only';
import { revalidateTag } from 'next/cache';
import { apiRegistry } from '@/api-handlers';
import { getStore } from '@/lib/db';
import { env } from '@/lib/config/env';
import { tellCaches } from '@/lib/cache/revalidate-tags';
import { dispatch } from './dispatch';

/**
 * Runs one API call of this site: for the API route, and for a form a browser posted without its script (the
 * same checks, limits and answers as the call made from the browser).
 */
export function dispatchSiteCall(request: Request, path: string): Promise<Response> {
  return dispatch(request, path, {
    registry: apiRegistry,
    store: getStore,
    // expire: 0 makes the very next visitor request rebuild the page instead of serving it stale. Next applies it
    // after the answer has gone; the caches are told at once too, so the call answers when every server sees it.
    invalidate: (tags) => {
      for (const tag of tags) revalidateTag(tag, { expire: 0 });
      return tellCaches(tags);
    },
    secureCookies: env().SITE_URL.startsWith('https:'),
  });
}
