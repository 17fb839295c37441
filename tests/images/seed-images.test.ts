import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoImages } from '@/lib/images/seed-images';
import { createImageHarness, readImage, type ImageHarness } from './image-harness';

let h: ImageHarness;
beforeAll(async () => {
  h = await createImageHarness();
});
afterAll(() => h.close());

const demoNames = fs
  .readdirSync(path.join(process.cwd(), 'public/images/demo'))
  .filter((f) => f.endsWith('.svg'))
  .map((f) => f.replace(/\.svg$/, ''))
  .sort();

describe('seedDemoImages', () => {
  it('rasterises every demo illustration under a fixed id, at the size its SVG declares', async () => {
    const ids = await seedDemoImages(h.api.store);
    expect(Object.keys(ids).sort()).toEqual(demoNames);
    expect(ids['harbour-dawn']).toBe('demo-harbour-dawn');
    const header = await h.api.store.collection('images').findOne({ _id: 'demo-harbour-dawn' });
    expect(header).toMatchObject({ contentType: 'image/png', width: 1920, height: 1080, originalName: 'harbour-dawn.svg', uploadedBy: 'seed' });
    const square = await h.api.store.collection('images').findOne({ _id: 'demo-leaf-shelter' });
    expect(square).toMatchObject({ width: 1000, height: 1000 });
    const png = await sharp((await h.storage.readOriginal('demo-harbour-dawn'))!).metadata();
    expect([png.format, png.width, png.height]).toEqual(['png', 1920, 1080]);
  });

  it('is served by the image service like any upload', async () => {
    const response = await h.get('demo-harbour-dawn', { width: 750, height: 423 });
    expect(response.status).toBe(200);
    const { meta } = await readImage(response);
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 750, 423]);
  });

  it('skips what is stored, and puts back bytes that went missing', async () => {
    const writes = h.counts.originalWrites;
    const count = await h.api.store.collection('images').count();
    expect(await seedDemoImages(h.api.store)).toHaveProperty('gentle-tide', 'demo-gentle-tide');
    expect(h.counts.originalWrites).toBe(writes);
    expect(await h.api.store.collection('images').count()).toBe(count);

    fs.rmSync(path.join(h.imageDir, 'images', 'demo-gentle-tide'));
    await seedDemoImages(h.api.store);
    expect(h.counts.originalWrites).toBe(writes + 1);
    expect(await h.storage.readOriginal('demo-gentle-tide')).not.toBeNull();
    expect(await h.api.store.collection('images').count()).toBe(count);
  });

  it('reads another folder when told to, ignoring names that cannot be ids', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-svg-'));
    fs.writeFileSync(path.join(dir, 'little-square.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#abc"/></svg>');
    fs.writeFileSync(path.join(dir, 'no spaces allowed.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"/>');
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'not an illustration');
    expect(await seedDemoImages(h.api.store, { dir })).toEqual({ 'little-square': 'demo-little-square' });
    expect(await h.api.store.collection('images').findOne({ _id: 'demo-little-square' })).toMatchObject({ width: 40, height: 30 });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
