// Hostile image uploads through the real dispatcher as an editor: each is refused with a 400 and a plain sentence,
// nothing reaches the `images` collection or the buckets, and a picture that only claims to be huge is never decoded.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesUnder, refusalCheck, withEditor } from '../support/upload-refusals';
import { MAX_UPLOAD_FRAMES, uploadMessages } from '@/lib/images/upload-rules';
import {
  animation,
  compressiblePng,
  gifClaiming,
  gifFrameStarts,
  jpegClaiming,
  jpegHeaderOnly,
  noisyImage,
  pngChunk,
  pngClaiming,
  webpCanvasClaiming,
  webpClaiming,
} from './hostile-images';
import { asFile, createImageHarness, makeImage, type ImageHarness } from './image-harness';
import { measureMemoryRise, megabytes } from './memory-probe';

let h: ImageHarness;
let editor: string;
beforeAll(async () => ({ h, editor } = await withEditor(await createImageHarness())));
afterAll(() => h.close());

// A 60000 × 60000 RGBA decode needs 14.4 GB; the largest picture we accept (40 megapixels) about 160 MB.
const MEMORY_BOUND = 200 * 1024 * 1024;

/** Everything an accepted upload would leave behind: metadata, audit entries, writes and files in the buckets. */
async function storedState() {
  return {
    images: await h.api.store.collection('images').count(),
    uploadsLogged: await h.api.store.collection('auditLog').count({ action: 'image.upload' }),
    originalWrites: h.counts.originalWrites,
    files: [...filesUnder(h.imageDir), ...filesUnder(process.env.DATA_DIR)],
  };
}

const expectRefused = refusalCheck(() => ({ h, editor }), storedState);

/** Refused, stored nothing, and the process's memory rose by less than the bound while it was refused. */
async function expectRefusedWithinMemory(file: File, message: string) {
  const { rise } = await measureMemoryRise(() => expectRefused(file, message));
  expect(rise.rssBytes, `${file.name}: resident memory rose ${megabytes(rise.rssBytes)} MB`).toBeLessThan(MEMORY_BOUND);
  expect(rise.peakRssBytes, `${file.name}: peak resident memory rose ${megabytes(rise.peakRssBytes)} MB`).toBeLessThan(MEMORY_BOUND);
  expect(rise.arrayBuffersBytes, file.name).toBeLessThan(MEMORY_BOUND);
  return rise;
}

const png = (bytes: Uint8Array | string, name = 'photo.png') => asFile(bytes, name, 'image/png');

describe('memory probe', () => {
  it('sees memory that is really used, so a bound it keeps means something', async () => {
    const { rise } = await measureMemoryRise(async () => {
      const held = Buffer.alloc(256 * 1024 * 1024, 1);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return held.length;
    });
    expect(rise.rssBytes).toBeGreaterThan(MEMORY_BOUND);
  });
});

describe('decompression bombs', () => {
  it('refuses small files whose headers claim 60000 × 60000 (or WebP’s 16383 × 16383), from the header alone', async () => {
    const jpeg = await noisyImage('jpeg', 64, 48);
    const bombs: [string, Buffer][] = [
      ['claims.png', pngClaiming(60000, 60000)],
      ['claims.jpg', jpegClaiming(jpeg, 60000, 60000)],
      ['claims.gif', gifClaiming(await noisyImage('gif', 64, 48), 60000, 60000)],
      ['claims.webp', webpClaiming(await noisyImage('webp', 64, 48), 16383, 16383)],
      ['canvas.webp', webpCanvasClaiming(await animation('webp', 3), 16383, 16383)],
    ];
    for (const [name, bytes] of bombs) {
      expect(bytes.length, name).toBeLessThan(20_000);
      await expectRefusedWithinMemory(asFile(bytes, name, 'image/png'), uploadMessages.tooManyPixels);
    }
  });

  it('refuses a real, complete 60000 × 60000 PNG that compresses to under half a megabyte', async () => {
    const bomb = await compressiblePng(60000, 60000);
    expect(bomb.length).toBeLessThan(512 * 1024);
    // A well-formed picture: only its size is hostile.
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ format: 'png', width: 60000, height: 60000 });
    await expectRefusedWithinMemory(png(bomb, 'poster.png'), uploadMessages.tooManyPixels);
  });

  it('counts every frame of an animation towards the pixel limit', async () => {
    // Two frames of 5000 × 5000 are 50 megapixels, though either alone would be allowed.
    const gif = gifClaiming(await animation('gif', 2), 5000, 5000);
    await expectRefusedWithinMemory(asFile(gif, 'banner.gif', 'image/gif'), uploadMessages.tooManyPixels);
    const webp = webpCanvasClaiming(await animation('webp', 2), 5000, 5000);
    await expectRefusedWithinMemory(asFile(webp, 'banner.webp', 'image/webp'), uploadMessages.tooManyPixels);
  });
});

describe('markup disguised as a picture', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>';

  it('refuses SVG named .png, however it begins', async () => {
    for (const text of [
      svg,
      `\uFEFF${svg}`,
      ` \n\t\r\n  ${svg}`,
      `<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n${svg}`,
      `<?xml version="1.0"?>\n<!-- Generator: a drawing program -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [\n  <!ENTITY x "<b>">\n]>\n${svg}`,
      '<svg:svg xmlns:svg="http://www.w3.org/2000/svg"><svg:script>alert(1)</svg:script></svg:svg>',
    ]) {
      await expectRefused(png(text, 'logo.png'), uploadMessages.svg);
    }
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`<?xml version="1.0" encoding="UTF-16"?>${svg}`, 'utf16le')]);
    await expectRefused(png(utf16, 'logo.png'), uploadMessages.svg);
  });

  it('refuses HTML named .png as not an image, even with an <svg> inside', async () => {
    for (const text of [
      '<!DOCTYPE html>\n<html><head><title>Hi</title></head><body><script>alert(1)</script></body></html>',
      `\uFEFF  <!doctype html><html><body>${svg}</body></html>`,
      '<html><body><img src=x onerror="alert(1)"></body></html>',
      '<script>alert(1)</script>',
    ]) {
      await expectRefused(png(text, 'photo.png'), uploadMessages.notImage);
    }
  });

  it('refuses polyglots: a picture’s signature followed by script or a page', async () => {
    const page = '<html><body><script>alert(document.cookie)</script></body></html>';
    for (const [name, bytes] of [
      ['gifar.gif', Buffer.from(`GIF89a/*\u0001\u0001*/=1;alert(document.cookie);//${page}`, 'latin1')],
      ['page.png', Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from(page)])],
      ['page.jpg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(page)])],
      ['page.webp', Buffer.concat([Buffer.from('RIFF\x40\x00\x00\x00WEBPVP8 ', 'latin1'), Buffer.from(page)])],
    ] as const) {
      await expectRefused(png(bytes, name), uploadMessages.unreadable);
    }
  });

  it('keeps a real picture that carries markup in its metadata or after its end, but stores none of the markup', async () => {
    const marker = '<script>alert(document.cookie)</script>';
    const cleanPng = await makeImage('png', 40, 30);
    const withText = Buffer.concat([cleanPng.subarray(0, 33), pngChunk('tEXt', Buffer.from(`Comment\0${marker}`)), cleanPng.subarray(33)]);
    const withTail = Buffer.concat([await makeImage('jpeg', 40, 30), Buffer.from(`<html>${marker}</html>`)]);
    for (const [name, bytes] of [['text.png', withText], ['tail.jpg', withTail]] as const) {
      expect(bytes.includes(marker), name).toBe(true);
      const result = await h.upload(png(bytes, name), { cookie: editor });
      expect(result.status, name).toBe(200);
      const stored = (await h.storage.readOriginal(result.body.imageId))!;
      expect(stored.includes('<script'), name).toBe(false);
      expect(stored.includes('<html'), name).toBe(false);
    }
  });
});

describe('cut-off files', () => {
  it('refuses a PNG, JPEG, GIF or WebP cut in half, or cut after its header', async () => {
    const png = await noisyImage('png');
    const jpeg = await noisyImage('jpeg');
    const gif = await noisyImage('gif');
    const webp = await noisyImage('webp');
    const cases: [string, Buffer][] = [
      ['half.png', png.subarray(0, Math.floor(png.length / 2))],
      ['half.jpg', jpeg.subarray(0, Math.floor(jpeg.length / 2))],
      ['half.gif', gif.subarray(0, Math.floor(gif.length / 2))],
      ['half.webp', webp.subarray(0, Math.floor(webp.length / 2))],
      // Signature and IHDR, no pixel data.
      ['header.png', png.subarray(0, 33)],
      ['header.jpg', jpegHeaderOnly(jpeg)],
      // Screen descriptor, colour table and the first frame's descriptor.
      ['header.gif', gif.subarray(0, gifFrameStarts(gif)[0] + 10)],
      // RIFF header and the key frame's header with its size.
      ['header.webp', webp.subarray(0, 30)],
    ];
    for (const [name, bytes] of cases) await expectRefused(asFile(bytes, name, 'image/png'), uploadMessages.unreadable);
  });

  it('refuses animations cut in half, which the decoder would show with a half-drawn last frame', async () => {
    for (const format of ['gif', 'webp'] as const) {
      const whole = await animation(format, 10, 32);
      for (const fraction of [0.25, 0.5, 0.75]) {
        const cut = whole.subarray(0, Math.floor(whole.length * fraction));
        await expectRefused(asFile(cut, `cut.${format}`, `image/${format}`), uploadMessages.unreadable);
      }
    }
  });
});

describe('long animations', () => {
  it(`refuses a GIF or WebP of more than ${MAX_UPLOAD_FRAMES} frames, however small`, async () => {
    for (const format of ['gif', 'webp'] as const) {
      const bytes = await animation(format, MAX_UPLOAD_FRAMES + 1, 8);
      expect((await sharp(bytes).metadata()).pages, format).toBe(MAX_UPLOAD_FRAMES + 1);
      await expectRefusedWithinMemory(asFile(bytes, `long.${format}`, `image/${format}`), uploadMessages.tooManyFrames);
    }
  });

  it(`keeps an animation of exactly ${MAX_UPLOAD_FRAMES} frames, still animated`, async () => {
    const result = await h.upload(asFile(await animation('gif', MAX_UPLOAD_FRAMES, 8), 'spinner.gif', 'image/gif'), { cookie: editor });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ width: 8, height: 8 });
    expect((await sharp((await h.storage.readOriginal(result.body.imageId))!).metadata()).pages).toBe(MAX_UPLOAD_FRAMES);
  });
});
