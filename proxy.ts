import { NextResponse, type NextRequest } from 'next/server';
import { findRedirect } from '@/lib/content/redirect-lookup';
import { normalizeSlug } from '@/lib/content/slug';

/** A visitor's path as redirects store their source ('/old-page'); null for a path that cannot be decoded. */
function redirectSource(pathname: string): string | null {
  try {
    return `/${normalizeSlug(decodeURIComponent(pathname))}`;
  } catch {
    return null;
  }
}

/**
 * Applies the domain's redirects before any page renders (301 or 302, to an address on this site), then
 * puts the request's host into the path (/sites/<host>/<slug>) so that the cached visitor page is keyed
 * by domain without the page ever reading headers (which would make it uncacheable).
 */
export async function proxy(request: NextRequest) {
  const host = (request.headers.get('host') ?? 'localhost').toLowerCase().replace(/:\d+$/, '');
  const safeHost = /^[a-z0-9.-]{1,253}$/.test(host) ? host : 'localhost';
  const source = redirectSource(request.nextUrl.pathname);
  const redirect = source === null ? null : await findRedirect(safeHost, source).catch(() => null);
  if (redirect) {
    // Targets are paths of this site: the visitor stays on the host (and scheme) they asked for.
    const query = /[?#]/.test(redirect.to) ? '' : request.nextUrl.search;
    const response = NextResponse.redirect(new URL(`${redirect.to}${query}`, request.nextUrl), redirect.type);
    response.headers.set('cache-control', 'no-store');
    return response;
  }
  const url = request.nextUrl.clone();
  url.pathname = `/sites/${safeHost}${request.nextUrl.pathname === '/' ? '' : request.nextUrl.pathname}`;
  return NextResponse.rewrite(url);
}

export const config = {
  // Everything but the API, health check, Next's own files and static files with an extension.
  matcher: ['/((?!api/|api$|health$|_next/|.*\\.[a-zA-Z0-9]{2,5}$).*)'],
};
