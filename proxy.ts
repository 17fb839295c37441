import { NextResponse, type NextRequest } from 'next/server';
import { cleanHostname } from '@/lib/content/domains/hostname';
import { findRedirect } from '@/lib/content/site/redirect-lookup';
import { redirectLocation } from '@/lib/content/site/redirect-location';
import { normalizeSlug } from '@/lib/content/pages/slug';
import { getStore } from '@/lib/db';
import { PREVIEW_PATH_PREFIX, PREVIEW_TOKEN_HEADER, previewHeaders } from '@/lib/preview/preview-headers';
import { refusedPreviewResponse } from '@/lib/preview/refused-preview';
import { checkPreviewLink } from '@/lib/preview/resolve-preview-link';

/** A visitor's path as redirects store their source ('/old-page'); null for a path that cannot be decoded. */
function redirectSource(pathname: string): string | null {
  try {
    return `/${normalizeSlug(decodeURIComponent(pathname))}`;
  } catch {
    return null;
  }
}

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
 * Applies the domain's redirects before any page renders (301 or 302). Everything else goes on untouched:
 * next.config.ts puts the host into the path for the cached visitor page.
 */
export async function proxy(request: NextRequest) {
  const safeHost = cleanHostname(request.headers.get('host') ?? 'localhost');
  if (request.nextUrl.pathname.startsWith(PREVIEW_PATH_PREFIX)) return previewGate(request, safeHost);
  // The preview route's own address takes its token only from the gate above, never from a visitor's request.
  if (request.nextUrl.pathname === '/preview') return refusedPreviewResponse('unknown');
  const source = redirectSource(request.nextUrl.pathname);
  const redirect = source === null ? null : await findRedirect(safeHost, source).catch(() => null);
  const location = redirect ? redirectLocation(redirect.to, request.nextUrl) : null;
  if (!redirect || !location) return NextResponse.next();
  const response = NextResponse.redirect(location, redirect.type);
  response.headers.set('cache-control', 'no-store');
  return response;
}

export const config = {
  // Addresses a redirect can start from: everything but the API, the health check, Next's own files, static
  // files with an extension, the web app manifest, and the home page (it always has a page, and redirects never start at a page).
  // Each address listed here costs every request to it a pass through the proxy (about as much work again as
  // serving the cached page), which is why the host rewrite lives in next.config.ts.
  matcher: ['/((?!api/|api$|health$|_next/|manifest\\.webmanifest$|.*\\.[a-zA-Z0-9]{2,5}$).+)'],
};
