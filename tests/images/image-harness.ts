// The API harness plus what image calls need: multipart uploads, binary answers, and a storage that counts writes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { multipartBody } from '../support/multipart';
import sharp from 'sharp';
import { apiRegistry } from '@/api-handlers';
import { dispatch } from '@/lib/api/dispatch';
import { createFileImageStorage } from '@/lib/images/file-image-storage';
import { bindImageStorage, type ImageStorage } from '@/lib/images/image-storage';
import { ADMIN_PASSWORD, createHarness, ORIGIN, type Harness } from '../support/api-harness';

// Anything that falls back to the process-wide image storage must not write into the project's ./data.
const defaultDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-images-default-'));
process.env.DATA_DIR = defaultDataDir;

export type Counts = { originalWrites: number; variantWrites: number; variantReads: number };

/** Wraps a storage so tests can see how often variants were computed (one write per computation). */
export function countingStorage(inner: ImageStorage, counts: Counts): ImageStorage {
  return {
    kind: inner.kind,
    writeOriginal: (id, bytes) => (counts.originalWrites++, inner.writeOriginal(id, bytes)),
    readOriginal: (id) => inner.readOriginal(id),
    writeVariant: (id, key, bytes) => (counts.variantWrites++, inner.writeVariant(id, key, bytes)),
    readVariant: (id, key) => (counts.variantReads++, inner.readVariant(id, key)),
    removeImage: (id) => inner.removeImage(id),
    replaceOriginal: (id, bytes) => (counts.originalWrites++, inner.replaceOriginal(id, bytes)),
    close: () => inner.close(),
  };
}

export type ImageHarness = {
  api: Harness;
  imageDir: string;
  storage: ImageStorage;
  counts: Counts;
  admin: string;
  upload: (file: Blob | string | null, options?: { cookie?: string; name?: string; headers?: Record<string, string> }) => Promise<{ status: number; body: any }>;
  get: (imageId: string, query?: Record<string, string | number | boolean>, headers?: Record<string, string>) => Promise<Response>;
  close: () => Promise<void>;
};

export async function createImageHarness(): Promise<ImageHarness> {
  const api = await createHarness();
  const imageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-images-'));
  const counts: Counts = { originalWrites: 0, variantWrites: 0, variantReads: 0 };
  const storage = countingStorage(createFileImageStorage(imageDir), counts);
  bindImageStorage(api.store, storage);
  const admin = await api.signIn('admin', ADMIN_PASSWORD);

  const send = (request: Request, callPath: string) =>
    dispatch(request, callPath, { registry: apiRegistry, store: async () => api.store, invalidate: () => {}, secureCookies: false });

  const upload: ImageHarness['upload'] = async (file, options = {}) => {
    const form = new FormData();
    if (typeof file === 'string') form.set('file', file);
    else if (file && options.name) form.set('file', file, options.name);
    else if (file) form.set('file', file);
    const headers: Record<string, string> = { host: 'localhost:3000', origin: ORIGIN, ...options.headers };
    if (options.cookie) headers.cookie = options.cookie;
    const encoded = await multipartBody(form);
    const response = await send(new Request(`${ORIGIN}/api/image/upload`, { method: 'POST', headers: { ...headers, ...encoded.headers }, body: encoded.body }), 'image/upload');
    return { status: response.status, body: await response.json() };
  };

  const get: ImageHarness['get'] = (imageId, query = {}, headers = {}) => {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const callPath = `image/${imageId}`;
    return send(new Request(`${ORIGIN}/api/${callPath}?${search}`, { headers: { host: 'localhost:3000', ...headers } }), callPath);
  };

  return {
    api,
    imageDir,
    storage,
    counts,
    admin,
    upload,
    get,
    close: async () => {
      await api.close();
      fs.rmSync(imageDir, { recursive: true, force: true });
      fs.rmSync(defaultDataDir, { recursive: true, force: true });
    },
  };
}

/** A test picture: a gradient with a dark square top-left, so crops and blur visibly change it. */
export async function makeImage(
  format: 'jpeg' | 'png' | 'webp' | 'gif',
  width = 400,
  height = 300,
  options: { alpha?: boolean } = {},
): Promise<Buffer> {
  const channels = options.alpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      const dark = x < width / 4 && y < height / 4;
      pixels[i] = dark ? 10 : Math.round((x / width) * 255);
      pixels[i + 1] = dark ? 10 : Math.round((y / height) * 255);
      pixels[i + 2] = dark ? 10 : 160;
      if (options.alpha) pixels[i + 3] = x < width / 2 ? 0 : 255;
    }
  }
  return sharp(pixels, { raw: { width, height, channels } }).toFormat(format).toBuffer();
}

export const asFile = (bytes: Uint8Array | string, name: string, type = 'application/octet-stream') =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });

/** The answer's bytes and what sharp makes of them. */
export async function readImage(response: Response) {
  const bytes = Buffer.from(await response.arrayBuffer());
  return { bytes, meta: await sharp(bytes).metadata(), stats: await sharp(bytes).stats() };
}
