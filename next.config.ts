import type { NextConfig } from 'next';
import { securityHeaders } from './lib/security-headers';
import { cacheHandlerConfig } from './lib/cache/next-cache-config';
import { editorCacheControl, visitorCacheControl } from './lib/visitor-cache-control';
import { previewHeaders } from './lib/preview/preview-headers';

// Headers are fixed when the site is built: HSTS is sent when SITE_URL is https then.
const https = (process.env.SITE_URL ?? '').startsWith('https:');
// Google's Maps script is allowed only when a key is set at build time (the editor's place search uses it).
const googleMaps = Boolean(process.env.GOOGLE_MAPS_API_KEY);
// The tag manager (and the analytics it sends to) is allowed only when GTM_ID is set at build time.
const tagManager = Boolean(process.env.GTM_ID);

// Visitor addresses: everything but the API, the health check, Next's own files and files with an extension
// (robots.txt, sitemap.xml, icons, the web app manifest). The same list as the proxy's matcher in proxy.ts.
const notVisitor = '(?!api/|api$|health$|_next/|manifest\\.webmanifest$|.*\\.[a-zA-Z0-9]{2,5}$)';
const visitorPath = `/:path(${notVisitor}.+)`;
// The same with the home page ('/') in one rule: each rule of headers() is tried on every request. Header rules name
// no parameter: for a rule with a named one, Next writes the parameters into every header value holding a ':' (the
// Content-Security-Policy) on every request, compiling that value as a path pattern each time.
const visitorAddress = `/(${notVisitor}.*)`;
// Host names as the page cache keys them; anything else is served as the default domain ('localhost').
const safeHost = '(?<host>[a-z0-9.-]{1,253})';
const signedIn = { type: 'cookie', key: 'authToken' } as const;

const nextConfig: NextConfig = {
  cacheComponents: true,
  partialPrefetching: false,
  poweredByHeader: false,
  // Start-up compares it with SITE_URL then (lib/startup.ts): an https site built without it sends no HSTS.
  env: { SITE_HTTPS_AT_BUILD: https ? '1' : '' },
  reactStrictMode: true,
  // A separate build directory lets the test build run beside a developer's server.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  ...cacheHandlerConfig(),
  serverExternalPackages: ['@seald-io/nedb', 'mongodb', '@node-rs/argon2'],
  async rewrites() {
    // The host goes into the path (/sites/<host>/<slug>) so that the cached visitor page is keyed by domain
    // without the page ever reading headers (which would make it uncacheable). Done here rather than in the
    // proxy: a rewrite in this list costs a regular expression, the proxy a whole extra step on every request.
    // Each rule sees the path the rules before it produced: in this order no result is rewritten again.
    const usualHost = { type: 'host', value: safeHost } as const;
    return {
      beforeFiles: [
        { source: visitorPath, missing: [usualHost], destination: '/sites/localhost/:path' },
        { source: '/', missing: [usualHost], destination: '/sites/localhost' },
        { source: visitorPath, has: [usualHost], destination: '/sites/:host/:path' },
        { source: '/', has: [usualHost], destination: '/sites/:host' },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
  async headers() {
    return [
      { source: '/(.*)', headers: securityHeaders({ https, googleMaps, tagManager }) },
      // Published pages (and their 'not found' answers): short-lived in shared caches, see lib/visitor-cache-control.ts.
      // Next keeps its own no-store for errors and for editors in draft mode.
      { source: visitorAddress, missing: [signedIn], headers: [{ key: 'Cache-Control', value: visitorCacheControl }] },
      { source: visitorAddress, has: [signedIn], headers: [{ key: 'Cache-Control', value: editorCacheControl }] },
      // A request saying it wants the page's RSC data but without Next's cache-busting _rsc parameter is answered
      // with a redirect that adds it: that 307 must never be kept by a shared cache for the page's own address.
      {
        source: visitorAddress,
        has: [{ type: 'header', key: 'rsc' } as const],
        missing: [{ type: 'query', key: '_rsc' } as const],
        headers: [{ key: 'Cache-Control', value: editorCacheControl }],
      },
      // Preview links (lib/preview/preview-headers.ts): listed last, so their no-store wins over the visitor rule above.
      { source: '/(preview/[^/]+)', headers: [...previewHeaders] },
      { source: '/preview', headers: [...previewHeaders] },
    ];
  },
};

export default nextConfig;
