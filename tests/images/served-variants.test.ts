import { afterEach, describe, expect, it } from 'vitest';
import { forgetServedVariants, keepServedVariant, servedVariant } from '@/lib/images/served-variants';

const variant = (bytes: number, type = 'image/webp', etag: string | null = '"v1"') =>
  new Response(new Uint8Array(bytes).fill(7), { status: 200, headers: { 'content-type': type, ...(etag ? { etag } : {}), 'cache-control': 'public, max-age=31536000, immutable' } });
const at = (query: string, host = 'localhost:3000') => `http://${host}/api/image/demo-harbour-dawn?${query}`;

afterEach(forgetServedVariants);

describe('variants kept in memory by address', () => {
  it('answers an address asked before with the same bytes and headers, from any host', async () => {
    expect(servedVariant(at('width=188'))).toBeUndefined();
    await keepServedVariant(at('width=188'), variant(100));
    const again = servedVariant(at('width=188', '127.0.0.2:3000'))!;
    expect(again.status).toBe(200);
    expect(again.headers.get('etag')).toBe('"v1"');
    expect(again.headers.get('content-type')).toBe('image/webp');
    expect((await again.arrayBuffer()).byteLength).toBe(100);
    // Each answer is a fresh body: reading one leaves the next whole.
    expect((await servedVariant(at('width=188'))!.arrayBuffer()).byteLength).toBe(100);
    expect(servedVariant(at('width=375'))).toBeUndefined();
  });

  it('keeps only image answers that carry an ETag, and no error', async () => {
    await keepServedVariant(at('list'), variant(10, 'application/json'));
    await keepServedVariant(at('a'), variant(10, 'image/webp', null));
    await keepServedVariant(at('b'), new Response('gone', { status: 404, headers: { 'content-type': 'image/webp', etag: '"x"' } }));
    for (const query of ['list', 'a', 'b']) expect(servedVariant(at(query)), query).toBeUndefined();
  });

  it('lets the least recently used go first once 32 MB are kept, and never keeps one over 2 MB', async () => {
    await keepServedVariant(at('huge'), variant(3 * 1024 * 1024));
    expect(servedVariant(at('huge'))).toBeUndefined();
    const mb = 1024 * 1024;
    for (let i = 0; i < 16; i += 1) await keepServedVariant(at(`n=${i}`), variant(2 * mb - 1));
    // n=0 used again: now the most recent, so n=1 goes when the next one arrives.
    expect(servedVariant(at('n=0'))).toBeDefined();
    await keepServedVariant(at('n=16'), variant(2 * mb - 1));
    expect(servedVariant(at('n=1'))).toBeUndefined();
    expect(servedVariant(at('n=0'))).toBeDefined();
    expect(servedVariant(at('n=16'))).toBeDefined();
  });
});
