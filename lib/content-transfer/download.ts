// An export answered as a JSON file download: a link or a fetch() both work (the body is the document itself).
import type { ContentDocument } from './format';

/** Letters, digits and dashes only, so the name needs no quoting rules and reads well on every system. */
const namePart = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

/** E.g. 'tidewell-community-support-site-2025-03-04.json', 'tidewell-community-support-about-2025-03-04.json'. */
export function exportFileName(domainName: string, what: string, exportedAt: string): string {
  const parts = [namePart(domainName) || 'site', namePart(what) || 'page', exportedAt.slice(0, 10)];
  return `${parts.join('-')}.json`;
}

export function downloadResponse(document: ContentDocument, fileName: string): Response {
  return new Response(JSON.stringify(document), {
    status: 200,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
      // Working copies are not for any cache to keep.
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
