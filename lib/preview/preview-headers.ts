// Headers of every answer on a preview address (/preview/<token>), shown or refused. A preview shows a working
// copy to whoever holds the link: no browser, CDN or proxy may keep it (it may be revoked at any moment, and the
// next holder of a shared cache must never get it), and no search engine may index it.
export const PREVIEW_PATH_PREFIX = '/preview/';
/** The request header in which the proxy hands a checked token to the preview route (app/sites/[host]/preview). */
export const PREVIEW_TOKEN_HEADER = 'x-preview-token';
export const previewCacheControl = 'private, no-store';
export const previewHeaders: ReadonlyArray<{ key: string; value: string }> = [
  { key: 'Cache-Control', value: previewCacheControl },
  { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
  // The token is in the address: pages the preview links to must not learn it.
  { key: 'Referrer-Policy', value: 'no-referrer' },
];
