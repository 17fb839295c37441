import { previewHeaders } from './preview-headers';
import { PREVIEW_REFUSED_TEXT } from './preview-text';
import type { PreviewRefusal } from './resolve-preview-link';

/**
 * The plain page for a preview link that no longer works: nothing of the page, the site or the link is shown.
 * 410 for a link that expired or was revoked (it will never work again), 404 for anything else.
 */
export function refusedPreviewResponse(refusal: PreviewRefusal): Response {
  const html = `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>Preview link not available</title><style>body{font-family:system-ui,sans-serif;margin:0;padding:3rem 1.5rem;color:#1f1a24;background:#fff}main{max-width:40rem;margin:0 auto}h1{font-size:1.5rem}</style></head><body><main><h1>${PREVIEW_REFUSED_TEXT}</h1><p>Ask the person who sent it for a new link, or <a href="/">go to the homepage</a>.</p></main></body></html>`;
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
  for (const { key, value } of previewHeaders) headers.set(key, value);
  return new Response(html, { status: refusal === 'gone' ? 410 : 404, headers });
}
