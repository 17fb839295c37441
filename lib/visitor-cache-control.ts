// How long browsers, CDNs and caching proxies may keep a visitor page (next.config.ts sends these headers).
//
// Browsers always ask again (max-age=0), so a visitor who reloads sees a publish at once. Shared caches keep a
// page for VISITOR_PAGE_SHARED_SECONDS and may then serve it once more, while they fetch it again in the
// background, for up to VISITOR_PAGE_STALE_SECONDS. So a publish reaches every visitor of a CDN or proxy within
// s-maxage (a page in steady demand), and at the very worst within s-maxage + stale-while-revalidate (the first
// request after a quiet spell gets the old copy and refreshes it). When the site is down, shared caches may keep
// answering with the last copy for a day (stale-if-error). 'Not found' answers get the same short life, so a page
// published at a new address is found within the same bound.

export const VISITOR_PAGE_SHARED_SECONDS = 60;
export const VISITOR_PAGE_STALE_SECONDS = 300;
export const VISITOR_PAGE_IF_ERROR_SECONDS = 86400;

export const visitorCacheControl = `public, max-age=0, s-maxage=${VISITOR_PAGE_SHARED_SECONDS}, stale-while-revalidate=${VISITOR_PAGE_STALE_SECONDS}, stale-if-error=${VISITOR_PAGE_IF_ERROR_SECONDS}`;

/** Signed-in staff: their answers may differ from a visitor's and are never stored by anyone. */
export const editorCacheControl = 'private, no-store';
