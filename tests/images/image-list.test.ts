import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asFile, createImageHarness, makeImage, type ImageHarness } from './image-harness';

let h: ImageHarness;
let editor: string;
let formsOnly: string;
const uploaded: Record<string, string> = {};
beforeAll(async () => {
  h = await createImageHarness();
  editor = await h.api.signedInAs('eddie', ['editor']);
  formsOnly = await h.api.signedInAs('fiona', ['forms']);
  for (const [name, width, height] of [['Harbour at dawn.jpg', 400, 300], ['Harbour (night).png', 200, 100], ['Volunteers.webp', 120, 90]] as const) {
    const format = name.endsWith('png') ? 'png' : name.endsWith('webp') ? 'webp' : 'jpeg';
    uploaded[name] = (await h.upload(asFile(await makeImage(format, width, height), name), { cookie: editor })).body.imageId;
    // Distinct creation times, so "newest first" has one answer.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
});
afterAll(() => h.close());

const list = (query: Record<string, string> = {}, cookie = editor) => h.api.call('image/list', { query, cookie });

describe('GET /api/image/list', () => {
  it('lists uploaded images newest first with id, name, size and date, and the total', async () => {
    const result = await list({ size: '2' });
    expect(result.status).toBe(200);
    expect(result.body.total).toBe(3);
    expect(result.body.images).toEqual([
      { imageId: uploaded['Volunteers.webp'], name: 'Volunteers.webp', width: 120, height: 90, createdAt: expect.any(String) },
      { imageId: uploaded['Harbour (night).png'], name: 'Harbour (night).png', width: 200, height: 100, createdAt: expect.any(String) },
    ]);
    expect((await list({ size: '2', page: '2' })).body.images.map((i: { name: string }) => i.name)).toEqual(['Harbour at dawn.jpg']);
    expect((await list({ page: '9' })).body).toEqual({ images: [], total: 3 });
  });

  it('searches file names and alt text in any case, taking regex characters literally', async () => {
    await h.api.store.collection('images').update({ _id: uploaded['Volunteers.webp'] }, { $set: { alt: 'People packing food parcels' } });
    const names = async (search: string) => (await list({ search })).body.images.map((i: { name: string }) => i.name);
    expect(await names('HARBOUR')).toEqual(['Harbour (night).png', 'Harbour at dawn.jpg']);
    expect(await names('(night)')).toEqual(['Harbour (night).png']);
    expect(await names('food parcels')).toEqual(['Volunteers.webp']);
    expect(await names('harbour.*')).toEqual([]);
    expect(await names('[a-z]')).toEqual([]);
  });

  it('the upload answers the size the cropper needs', async () => {
    const result = await h.upload(asFile(await makeImage('png', 64, 32), 'strip.png'), { cookie: editor });
    expect(result.body).toEqual({ imageId: expect.any(String), width: 64, height: 32 });
  });

  it('needs a signed-in editor and refuses bad paging', async () => {
    expect((await h.api.call('image/list', { query: {} })).status).toBe(401);
    expect((await list({}, formsOnly)).status).toBe(403);
    const refused: Record<string, string>[] = [{ size: '101' }, { size: '0' }, { page: '-1' }, { search: 'x'.repeat(201) }, { sort: 'name' }];
    for (const query of refused) {
      expect((await list(query)).status, JSON.stringify(query)).toBe(400);
    }
  });
});
