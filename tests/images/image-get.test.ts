import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerNotModified } from '@/lib/api/not-modified';
import { asFile, createImageHarness, makeImage, readImage, type ImageHarness } from './image-harness';

let h: ImageHarness;
let photo: string; // 400 × 300 JPEG
let cutout: string; // 200 × 100 PNG, left half transparent
beforeAll(async () => {
  h = await createImageHarness();
  photo = (await h.upload(asFile(await makeImage('jpeg', 400, 300), 'photo.jpg'), { cookie: h.admin })).body.imageId;
  cutout = (await h.upload(asFile(await makeImage('png', 200, 100, { alpha: true }), 'cutout.png'), { cookie: h.admin })).body.imageId;
});
afterAll(() => h.close());

const size = async (response: Response) => {
  expect(response.status).toBe(200);
  const { meta } = await readImage(response);
  return [meta.width, meta.height];
};

describe('GET /api/image/:imageId', () => {
  it('answers WebP at the original size by default, with year-long immutable caching headers', async () => {
    const response = await h.get(photo);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    const { bytes, meta } = await readImage(response);
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 300]);
  });

  it('resizes: one side keeps the aspect ratio, both sides cover the box, never larger than the original', async () => {
    expect(await size(await h.get(photo, { width: 200 }))).toEqual([200, 150]);
    expect(await size(await h.get(photo, { height: 60 }))).toEqual([80, 60]);
    expect(await size(await h.get(photo, { width: 100, height: 100 }))).toEqual([100, 100]);
    expect(await size(await h.get(photo, { width: 2000 }))).toEqual([400, 300]);
    // A box bigger than the original shrinks whole, so the shape asked for is kept.
    expect(await size(await h.get(photo, { width: 1600, height: 900 }))).toEqual([400, 225]);
    expect(await size(await h.get(photo, { width: 100, scale: 1.5 }))).toEqual([150, 113]);
    expect(await size(await h.get(photo, { scale: 0.5 }))).toEqual([200, 150]);
  });

  it('crops before resizing', async () => {
    const corner = await h.get(photo, { crop: '0,0,100,75', format: 'png' });
    const { meta, stats } = await readImage(corner);
    expect([meta.width, meta.height]).toEqual([100, 75]);
    // The top-left quarter is the dark square.
    expect(stats.channels[0].mean).toBeLessThan(20);
    expect(await size(await h.get(photo, { crop: '100,100,200,100', width: 50 }))).toEqual([50, 25]);
  });

  it('encodes the format asked for', async () => {
    for (const [format, type] of [['jpeg', 'image/jpeg'], ['png', 'image/png'], ['avif', 'image/avif'], ['webp', 'image/webp']] as const) {
      const response = await h.get(photo, { format, width: 80 });
      expect(response.headers.get('content-type')).toBe(type);
      const { meta } = await readImage(response);
      expect(meta.format === 'heif' ? meta.compression : meta.format).toBe(format === 'avif' ? 'av1' : format);
    }
  });

  it('blurs and honours quality', async () => {
    const sharpEdges = (await readImage(await h.get(photo, { format: 'png', crop: '50,25,100,100' }))).stats;
    const blurred = (await readImage(await h.get(photo, { format: 'png', crop: '50,25,100,100', blur: 8 }))).stats;
    // Blurring the dark square's corner softens the edge: fewer pixels at the extremes.
    expect(blurred.channels[0].stdev).toBeLessThan(sharpEdges.channels[0].stdev);
    const low = (await readImage(await h.get(photo, { format: 'jpeg', quality: 5 }))).bytes.length;
    const high = (await readImage(await h.get(photo, { format: 'jpeg', quality: 95 }))).bytes.length;
    expect(low).toBeLessThan(high / 2);
  });

  it('keeps transparency unless asked not to; JPEG goes on white', async () => {
    const kept = await readImage(await h.get(cutout, { format: 'png' }));
    expect(kept.meta.hasAlpha).toBe(true);
    const flat = await readImage(await h.get(cutout, { format: 'png', transparent: false }));
    expect(flat.meta.hasAlpha).toBe(false);
    const jpeg = await readImage(await h.get(cutout, { format: 'jpeg', crop: '0,0,50,50' }));
    // The transparent left half becomes white, not black.
    expect(jpeg.stats.channels.map((c) => Math.round(c.mean))).toEqual([255, 255, 255]);
  });

  it('refuses parameters out of bounds with a message per field', async () => {
    const response = await h.get(photo, { width: 0, height: 2401, blur: 0.1, quality: 101, format: 'gif', scale: 5, transparent: 'maybe', crop: '1,2,3' });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(Object.keys(error.fields).sort()).toEqual(['blur', 'crop', 'format', 'height', 'quality', 'scale', 'transparent', 'width']);
    expect(error.fields.width).toBe('width must be at least 1');
    expect(error.fields.height).toBe('height must be at most 2400');
    expect((await h.get(photo, { width: 'wide' })).status).toBe(400);
    expect((await h.get(photo, { width: 10.5 })).status).toBe(400);

    const outside = await h.get(photo, { crop: '300,0,200,100' });
    expect(outside.status).toBe(400);
    expect((await outside.json()).error.fields.crop).toBe('crop must lie within the image (400×300)');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'demo-no-such-picture', '..', 'short', '%2e%2e%2fimages']) {
      const response = await h.get(id);
      expect(response.status, id).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'This image could not be found.' } });
    }
  });

  it('computes each variant once: later and simultaneous requests are served from the cache', async () => {
    const writes = h.counts.variantWrites;
    const first = await h.get(photo, { width: 123 });
    expect(h.counts.variantWrites).toBe(writes + 1);
    const again = await h.get(photo, { width: 123 });
    expect(h.counts.variantWrites).toBe(writes + 1);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    // The same plan spelled differently is the same variant.
    await h.get(photo, { width: 41, scale: 3, quality: 75, format: 'webp' });
    expect(h.counts.variantWrites).toBe(writes + 1);

    const together = await Promise.all(Array.from({ length: 6 }, () => h.get(photo, { width: 77, format: 'jpeg' })));
    expect(together.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(h.counts.variantWrites).toBe(writes + 2);
  });

  it('limits how many new sizes one address can have made, while made ones stay available', async () => {
    const { claim, limits } = await import('@/lib/auth/rate-limit');
    await h.get(photo, { width: 99 }); // already made
    for (let i = 0; i < limits.newImageVariantsPerIp.max; i++) await claim(h.api.store, limits.newImageVariantsPerIp, '10.9.9.9', new Date());
    const busy = { 'x-forwarded-for': '10.9.9.9' };
    const refused = await h.get(photo, { width: 98 }, busy);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await h.get(photo, { width: 99 }, busy)).status).toBe(200);
    expect((await h.get(photo, { width: 98 }, { 'x-forwarded-for': '10.9.9.10' })).status).toBe(200);
  });

  it('gives each variant its own ETag and answers 304 when the browser already has it', async () => {
    const small = await h.get(photo, { width: 50 });
    const etag = small.headers.get('etag')!;
    expect((await h.get(photo, { width: 50 })).headers.get('etag')).toBe(etag);
    expect((await h.get(photo, { width: 51 })).headers.get('etag')).not.toBe(etag);
    expect((await h.get(cutout, { width: 50 })).headers.get('etag')).not.toBe(etag);

    // CallContext carries no request headers, so the 304 is decided on the handler's Response.
    const conditional = (ifNoneMatch: string) => {
      const request = new Request('http://localhost:3000/api/image/x?width=50', { headers: { 'if-none-match': ifNoneMatch } });
      return h.get(photo, { width: 50 }, { 'if-none-match': ifNoneMatch }).then((response) => answerNotModified(request, response));
    };
    const notModified = await conditional(etag);
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('etag')).toBe(etag);
    expect(notModified.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await notModified.text()).toBe('');
    expect((await conditional(`"other", W/${etag}`)).status).toBe(304);
    expect((await conditional('"other"')).status).toBe(200);
  });
});
