// The image variants answered lately, kept in memory by address. A variant's address never changes meaning (its
// bytes are kept by browsers and CDNs for a year), so asking again is answered from here, without the store, the
// disk or the API wrapper: image traffic is most of a page view's requests. Least recently used first out.
import 'server-only';

/** Memory the kept variants may use (a page's pictures are tens of kilobytes each). */
const MAX_BYTES = 32 * 1024 * 1024;
/** A variant larger than this is read from the disk cache each time rather than crowd the others out. */
const MAX_ONE = 2 * 1024 * 1024;

type Kept = { bytes: Uint8Array; headers: [string, string][] };
const kept = new Map<string, Kept>();
let total = 0;

/** The address as variants are kept: path and query, whatever host asked (images are shared by every domain). */
const keyOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

/** The kept answer for this address, as a fresh Response; undefined when it is not kept. */
export function servedVariant(url: string): Response | undefined {
  const key = keyOf(url);
  const found = kept.get(key);
  if (!found) return undefined;
  // Most recently used goes last.
  kept.delete(key);
  kept.set(key, found);
  return new Response(found.bytes.slice(), { status: 200, headers: found.headers });
}

/** Keeps a 200 image answer with an ETag (a variant), dropping the least recently used beyond the memory allowed. */
export async function keepServedVariant(url: string, response: Response): Promise<void> {
  if (response.status !== 200 || !response.headers.get('etag') || !response.headers.get('content-type')?.startsWith('image/')) return;
  const bytes = new Uint8Array(await response.clone().arrayBuffer());
  if (bytes.byteLength > MAX_ONE) return;
  const key = keyOf(url);
  const before = kept.get(key);
  if (before) total -= before.bytes.byteLength;
  kept.set(key, { bytes, headers: [...response.headers] });
  total += bytes.byteLength;
  for (const [oldest, entry] of kept) {
    if (total <= MAX_BYTES) break;
    kept.delete(oldest);
    total -= entry.bytes.byteLength;
  }
}

/** Forgets every kept variant (an image replaced or removed; tests). */
export function forgetServedVariants(): void {
  kept.clear();
  total = 0;
}
