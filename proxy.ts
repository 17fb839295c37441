import { NextResponse, type NextRequest } from 'next/server';
import { cleanHostname } from '@/lib/content/domains/hostname';
import { getStore } from '@/lib/db';
import { PREVIEW_PATH_PREFIX, PREVIEW_TOKEN_HEADER, previewHeaders } from '@/lib/preview/preview-headers';
import { refusedPreviewResponse } from '@/lib/preview/refused-preview';
import { checkPreviewLink } from '@/lib/preview/resolve-preview-link';
import { isSitePath } from '@/lib/content/pages/slug';
import { hubStatePrefix } from '@/lib/hub/hub-state-path';

/**
 * A preview address (/preview/<token>) is never a page's address and never redirected: a link that does not open
 * its page on this host gets the plain refusal (404 or 410) here, before anything of the site renders; one that
 * does goes on to the preview route. Either way nothing may be cached or indexed.
 */
async function previewGate(request: NextRequest, hostname: string): Promise<Response> {
  const token = request.nextUrl.pathname.slice(PREVIEW_PATH_PREFIX.length);
  const result = await getStore()
    .then((store) => checkPreviewLink(store, token, hostname))
    .catch(() => null);
  // The store not answering is not the link's fault: the route checks again and shows the site's error page.
  if (result && !result.ok) return refusedPreviewResponse(result.refusal);
  // One address for every link (the host is put in front by next.config.ts), the token in a request header:
  // Next never keeps anything per token.
  const forwarded = new Headers(request.headers);
  forwarded.set(PREVIEW_TOKEN_HEADER, token);
  const response = NextResponse.rewrite(new URL('/preview', request.url), { request: { headers: forwarded } });
  for (const { key, value } of previewHeaders) response.headers.set(key, value);
  return response;
}

/**
 * A visitor's address that asks for a hub's filters, sort order or page (only such addresses pass through here)
 * is rendered from a path that carries that state (lib/hub/hub-state-path.ts): the filtered hub is then in the
 * HTML, and works as a plain form without any script. next.config.ts puts the host in front, as for any page.
 */
function hubState(request: NextRequest): Response {
  const { pathname, search } = request.nextUrl;
  const prefix = isSitePath(pathname) ? null : hubStatePrefix(search);
  if (!prefix) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = pathname === '/' ? prefix : `${prefix}${pathname}`;
  return NextResponse.rewrite(url);
}

/**
 * Preview addresses and hub states only: other visitor pages never pass through here (each pass costs about as
 * much again as serving the cached page). Redirects are answered where a page is not found
 * (lib/content/site/follow-redirect.ts), and next.config.ts puts the host into the path for the cached page.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith(PREVIEW_PATH_PREFIX)) return previewGate(request, cleanHostname(request.headers.get('host') ?? 'localhost'));
  // The preview route's own address takes its token only from the gate above, never from a visitor's request.
  if (pathname === '/preview') return refusedPreviewResponse('unknown');
  return hubState(request);
}

// Literal values only: Next reads this object without running the file. The visitor addresses are those of
// next.config.ts (`visitorAddress`), the home page included; each hub parameter needs an entry of its own (the
// conditions of one entry must all hold).
export const config = {
  matcher: [
    '/preview',
    '/preview/:path*',
    { source: '/((?!api/|api$|health$|_next/|manifest\\.webmanifest$|.*\\.[a-zA-Z0-9]{2,5}$).*)', has: [{ type: 'query', key: 'filter' }] },
    { source: '/((?!api/|api$|health$|_next/|manifest\\.webmanifest$|.*\\.[a-zA-Z0-9]{2,5}$).*)', has: [{ type: 'query', key: 'sort' }] },
    { source: '/((?!api/|api$|health$|_next/|manifest\\.webmanifest$|.*\\.[a-zA-Z0-9]{2,5}$).*)', has: [{ type: 'query', key: 'page' }] },
  ],
};
