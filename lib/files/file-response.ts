// The HTTP answer for a document: always a download, never rendered by the browser as a page of the site.
import { createHash } from 'node:crypto';
import type { FileMeta } from './file-meta';

// A document may be replaced in the media library under the same id: browsers and CDNs keep a copy but ask each time
// whether it is still current (answered 304 by its ETag, lib/api/not-modified.ts), so a replaced one reaches them.
const CACHE_CHECKED = 'public, no-cache';

export function fileResponse(meta: FileMeta, bytes: Uint8Array): Response {
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'content-type': meta.contentType,
      'content-length': String(bytes.byteLength),
      'content-disposition': attachmentDisposition(meta.originalName),
      'cache-control': CACHE_CHECKED,
      etag: `"${createHash('sha256').update(`${meta._id}/${meta.sha256}`).digest('base64url').slice(0, 32)}"`,
      'x-content-type-options': 'nosniff',
    },
  });
}

/**
 * `attachment` with a plain-ASCII `filename` for old clients and the real name in `filename*` (RFC 6266 / 8187).
 * Quotes, backslashes and line breaks could end the header value or start another, so none survive.
 */
export function attachmentDisposition(name: string): string {
  const clean = name.replace(/[\p{Cc}\p{Cf}"\\]/gu, '').trim() || 'document';
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
