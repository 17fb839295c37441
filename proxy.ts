import { NextResponse, type NextRequest } from 'next/server';

/**
 * Puts the request's host into the path (/sites/<host>/<slug>) so that the cached visitor page
 * is keyed by domain without the page ever reading headers (which would make it uncacheable).
 */
export function proxy(request: NextRequest) {
  const host = (request.headers.get('host') ?? 'localhost').toLowerCase().replace(/:\d+$/, '');
  const safeHost = /^[a-z0-9.-]{1,253}$/.test(host) ? host : 'localhost';
  const url = request.nextUrl.clone();
  url.pathname = `/sites/${safeHost}${request.nextUrl.pathname === '/' ? '' : request.nextUrl.pathname}`;
  return NextResponse.rewrite(url);
}

export const config = {
  // Everything but the API, health check, Next's own files and static files with an extension.
  matcher: ['/((?!api/|api$|health$|_next/|.*\\.[a-zA-Z0-9]{2,5}$).*)'],
};
