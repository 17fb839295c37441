import { revalidateTag } from 'next/cache';
import { apiRegistry } from '@/api-handlers';
import { dispatch } from '@/lib/api/dispatch';
import { getStore } from '@/lib/db';
import { env } from '@/lib/config/env';

type Params = { params: Promise<{ call: string[] }> };

async function handle(request: Request, { params }: Params): Promise<Response> {
  const { call } = await params;
  return dispatch(request, call.join('/'), {
    registry: apiRegistry,
    store: getStore,
    // expire: 0 makes the very next visitor request rebuild the page instead of serving it stale.
    invalidate: (tags) => tags.forEach((tag) => revalidateTag(tag, { expire: 0 })),
    secureCookies: env().SITE_URL.startsWith('https:'),
  });
}

export const GET = handle;
export const POST = handle;
export const HEAD = handle;
