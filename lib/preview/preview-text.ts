// What reviewers read on a preview address: kept in one place so the pages, the proxy and the tests agree.
export const PREVIEW_BANNER_TEXT = 'Preview of unpublished changes — not the live page';
export const PREVIEW_REFUSED_TEXT = 'This preview link has expired or was revoked.';
