import { NextResponse, type NextRequest } from 'next/server';
import { cleanHostname } from '@/lib/content/hostname';
import { findRedirect } from '@/lib/content/redirect-lookup';
import { redirectLocation } from '@/lib/content/redirect-location';
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
 * Applies the domain's redirects before any page renders (301 or 302). Everything else goes on untouched:
 * next.config.ts puts the host into the path for the cached visitor page.
 */
export async function proxy(request: NextRequest) {
  const safeHost = cleanHostname(request.headers.get('host') ?? 'localhost');
  const source = redirectSource(request.nextUrl.pathname);
  const redirect = source === null ? null : await findRedirect(safeHost, source).catch(() => null);
  if (!redirect) return NextResponse.next();
  const response = NextResponse.redirect(redirectLocation(redirect.to, request.nextUrl), redirect.type);
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
