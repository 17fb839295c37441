import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadMessages } from '@/lib/images/prepare-upload';
import { asFile, createImageHarness, makeImage, type ImageHarness } from './image-harness';

let h: ImageHarness;
let editor: string;
let formsOnly: string;
beforeAll(async () => {
  h = await createImageHarness();
  editor = await h.api.signedInAs('eddie', ['editor']);
  formsOnly = await h.api.signedInAs('fiona', ['forms']);
});
afterAll(() => h.close());

const refusal = (message: string) => ({ error: { code: 'invalid_input', message, fields: { file: message } } });

describe('POST /api/image/upload', () => {
  it('keeps an editor’s JPEG under a new random id and answers { imageId }', async () => {
    const jpeg = await makeImage('jpeg', 400, 300);
    const result = await h.upload(asFile(jpeg, 'Harbour at dawn.jpg', 'image/jpeg'), { cookie: editor });
    expect(result.status).toBe(200);
    expect(Object.keys(result.body)).toEqual(['imageId', 'width', 'height']);
    const { imageId } = result.body;
    expect(imageId).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const meta = await h.api.store.collection('images').findOne({ _id: imageId });
    expect(meta).toMatchObject({ contentType: 'image/jpeg', width: 400, height: 300, originalName: 'Harbour at dawn.jpg', alt: '', uploadedBy: 'user-eddie' });
    expect(meta!.sha256).toMatch(/^[a-f0-9]{64}$/);
    const stored = await h.storage.readOriginal(imageId);
    expect(meta!.bytes).toBe(stored!.length);
    // The stored file is named by the id, never by the uploaded name.
    expect(fs.readdirSync(path.join(h.imageDir, 'images'))).toContain(imageId);
    expect(await h.api.store.collection('auditLog').count({ action: 'image.upload', target: imageId, userId: 'user-eddie' })).toBe(1);
  });

  it('accepts PNG, WebP and GIF, keeping their format', async () => {
    for (const [format, type] of [['png', 'image/png'], ['webp', 'image/webp'], ['gif', 'image/gif']] as const) {
      const result = await h.upload(asFile(await makeImage(format, 64, 48), `picture.${format}`), { cookie: h.admin });
      expect(result.status, format).toBe(200);
      const meta = await h.api.store.collection('images').findOne({ _id: result.body.imageId });
      expect(meta).toMatchObject({ contentType: type, width: 64, height: 48 });
      expect((await sharp((await h.storage.readOriginal(result.body.imageId))!).metadata()).format).toBe(format);
    }
  });

  it('removes EXIF (camera, GPS) after turning the picture upright', async () => {
    const photo = await sharp(await makeImage('jpeg', 200, 100))
      .withExif({ IFD0: { Make: 'PhoneCam', Copyright: 'Someone' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '34/1 55/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before.exif?.toString('latin1')).toContain('PhoneCam');
    expect(before.orientation).toBe(6);

    const result = await h.upload(asFile(photo, 'IMG_0001.jpg', 'image/jpeg'), { cookie: editor });
    expect(result.status).toBe(200);
    const stored = await sharp((await h.storage.readOriginal(result.body.imageId))!).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.iptc).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect([stored.width, stored.height]).toEqual([100, 200]);
    expect(await h.api.store.collection('images').findOne({ _id: result.body.imageId })).toMatchObject({ width: 100, height: 200 });
  });

  it('shows a safe version of the uploaded name', async () => {
    const result = await h.upload(asFile(await makeImage('png', 20, 20), 'x'), { cookie: editor, name: '../../etc/pass<script>wd\u202e.png' });
    expect(result.status).toBe(200);
    const meta = await h.api.store.collection('images').findOne({ _id: result.body.imageId });
    expect(meta!.originalName).toBe('passscriptwd.png');
  });

  it('refuses without a session (401), without an editing role (403) and from another site (403)', async () => {
    const file = () => asFile(Buffer.from([0xff, 0xd8, 0xff]), 'a.jpg');
    expect((await h.upload(file())).status).toBe(401);
    expect((await h.upload(file(), { cookie: formsOnly })).status).toBe(403);
    const crossSite = await h.upload(file(), { cookie: editor, headers: { origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.error.message).toBe('Cross-site requests are not allowed.');
    expect((await h.upload(file(), { cookie: editor, headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
  });

  it('refuses a missing, empty, fake, SVG, damaged, too large or too detailed file with a clear message, storing nothing', async () => {
    const before = { images: await h.api.store.collection('images').count(), writes: h.counts.originalWrites };

    const missing = await h.upload(null, { cookie: editor });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields.file).toBe(uploadMessages.missing);
    expect((await h.upload('not a file', { cookie: editor })).body.error.fields.file).toBe(uploadMessages.missing);

    const cases: [Blob, string][] = [
      [asFile('', 'empty.png', 'image/png'), uploadMessages.empty],
      [asFile('These are my notes, not a picture.\n', 'notes.png', 'image/png'), uploadMessages.notImage],
      [asFile('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'logo.png', 'image/png'), uploadMessages.svg],
      [asFile('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>', 'logo.svg', 'image/svg+xml'), uploadMessages.svg],
      [asFile(Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(200, 7)]), 'broken.png'), uploadMessages.unreadable],
      [asFile(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(10 * 1024 * 1024 - 3)]), 'huge.jpg'), uploadMessages.tooLarge],
    ];
    for (const [file, message] of cases) {
      const result = await h.upload(file, { cookie: editor });
      expect(result.status, message).toBe(400);
      expect(result.body).toEqual(refusal(message));
    }

    // 8000 × 5001 is just over 40 megapixels, though a plain PNG of it is tiny.
    const tooDetailed = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#88aacc' } }).png().toBuffer();
    expect(tooDetailed.length).toBeLessThan(10 * 1024 * 1024);
    expect((await h.upload(asFile(tooDetailed, 'wide.png'), { cookie: editor })).body).toEqual(refusal(uploadMessages.tooManyPixels));

    expect(await h.api.store.collection('images').count()).toBe(before.images);
    expect(h.counts.originalWrites).toBe(before.writes);
  });

  it('is answered with 404 when asked with GET', async () => {
    expect((await h.get('upload')).status).toBe(404);
  });
});

describe('upload bodies', () => {
  it('refuses a multipart body that does not declare its length, before reading it', async () => {
    const { dispatch } = await import('@/lib/api/dispatch');
    const { apiRegistry } = await import('@/api-handlers');
    const form = new FormData();
    form.set('file', asFile(await makeImage('png', 10, 10), 'a.png', 'image/png'));
    // Request with a FormData body carries no Content-Length header, like a chunked upload.
    const request = new Request('http://localhost:3000/api/image/upload', {
      method: 'POST',
      headers: { host: 'localhost:3000', origin: 'http://localhost:3000', cookie: editor },
      body: form,
    });
    expect(request.headers.get('content-length')).toBeNull();
    const response = await dispatch(request, 'image/upload', { registry: apiRegistry, store: async () => h.api.store, invalidate: () => {}, secureCookies: false });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe('The upload must declare its length (Content-Length).');
  });
});
