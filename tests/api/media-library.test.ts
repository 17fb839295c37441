// media/list, media/usage, media/update, media/replace, media/delete: the library lists every picture and document
// with where it is used; Replace puts new bytes under the same id (every use changes at once, at new addresses);
// Delete takes unused files at once and used ones only when confirmed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { asFile, createImageHarness, makeImage, readImage, type ImageHarness } from '../images/image-harness';
import { applyImageRevisions } from '@/lib/images/image-revisions';

let h: ImageHarness, editor: string, publisher: string;
let used: string, spare: string, documentId: string;
const call = (...args: Parameters<ImageHarness['api']['call']>) => h.api.call(...args);
const ok = async (result: Promise<{ status: number; body: any }>) => {
  const answer = await result;
  if (answer.status !== 200) throw new Error(`${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};
const picture = (imageId: string, crop?: { left: number; top: number; width: number; height: number }) => ({
  desktop: { imageId, width: 400, height: 300, ...(crop ? { crop } : {}) },
  alt: 'A support group meeting',
});

beforeAll(async () => {
  h = await createImageHarness();
  editor = await h.api.signedInAs('eddie', ['editor']);
  publisher = await h.api.signedInAs('polly', ['publisher']);
  used = (await h.upload(asFile(await makeImage('jpeg', 400, 300), 'group.jpg'), { cookie: h.admin })).body.imageId;
  spare = (await h.upload(asFile(await makeImage('png', 100, 100), 'spare.png'), { cookie: h.admin })).body.imageId;
  const form = new FormData();
  form.set('file', asFile('%PDF-1.4\n%%EOF\n', 'annual-report.pdf', 'application/pdf'));
  documentId = (await ok(call('file/upload', { form, cookie: h.admin }))).fileId;
  for (const [n, crop] of [[1, undefined], [2, { left: 200, top: 150, width: 200, height: 150 }]] as const) {
    const page = {
      _id: `page-media-${n}`,
      domainId: 'default',
      slug: `media-${n}`,
      version: 0,
      header: { title: `Media ${n}` },
      contents: [
        { key: 'm', componentType: 'Media', image: picture(used, crop) },
        { key: 'd', componentType: 'Link', link: { type: 'file', href: `/api/file/${documentId}`, text: 'Annual report' } },
      ],
    };
    await ok(call('page/publishPage', { body: { page }, cookie: h.admin }));
  }
});
afterAll(() => h.close());

const list = async (query: Record<string, string> = {}, cookie = editor) => ok(call('media/list', { query, cookie }));

describe('the media library', () => {
  it('lists pictures and documents with their details and where each is used; filters by kind, words, unused and missing alt text', async () => {
    const all = await list({ size: '100' });
    const group = all.items.find((item: any) => item._id === used);
    expect(group).toMatchObject({ kind: 'image', name: 'group.jpg', contentType: 'image/jpeg', width: 400, height: 300, alt: '', uploadedBy: { name: 'Site Administrator' }, revision: 0 });
    expect(group.uses.map((use: any) => [use.label, use.copies])).toEqual(
      expect.arrayContaining([
        ['/media-1', expect.arrayContaining(['draft', 'published'])],
        ['/media-2', expect.arrayContaining(['draft', 'published'])],
      ]),
    );
    expect(all.items.find((item: any) => item._id === documentId)).toMatchObject({ kind: 'document', name: 'annual-report.pdf', width: null, alt: null });
    expect(all.items.find((item: any) => item._id === documentId).uses).toHaveLength(2);

    expect((await list({ kind: 'document', size: '100' })).items.every((item: any) => item.kind === 'document')).toBe(true);
    expect((await list({ search: 'SPARE' })).items.map((item: any) => item._id)).toEqual([spare]);
    const unused = (await list({ unused: 'true', size: '100' })).items.map((item: any) => item._id);
    expect(unused).toContain(spare);
    expect(unused).not.toContain(used);
    expect((await list({ missingAlt: 'true', size: '100' })).items.every((item: any) => item.kind === 'image' && item.alt === '')).toBe(true);
  });

  it("changes a picture's default alternative text and a file's name; a document has no alternative text", async () => {
    const { item } = await ok(call('media/update', { body: { kind: 'image', _id: spare, alt: '  A quiet room  ', name: 'quiet-room.png' }, cookie: editor }));
    expect(item).toMatchObject({ alt: 'A quiet room', name: 'quiet-room.png' });
    expect((await list({ missingAlt: 'true', size: '100' })).items.map((i: any) => i._id)).not.toContain(spare);
    const refused = await call('media/update', { body: { kind: 'document', _id: documentId, alt: 'words' }, cookie: editor });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Only a picture has alternative text.');
    const renamed = await ok(call('media/update', { body: { kind: 'document', _id: documentId, name: 'Report 2026' }, cookie: editor }));
    expect(renamed.item.name).toBe('Report 2026.pdf');
    expect(await h.api.store.collection('auditLog').count({ action: 'media.update' })).toBe(2);
  });

  it('replaces a picture under the same id: both pages get it at new addresses, its crops scaled to the new size', async () => {
    h.api.invalidated.length = 0;
    const form = new FormData();
    form.set('kind', 'image');
    form.set('_id', used);
    form.set('file', asFile(await makeImage('png', 800, 600), 'group-2026.png'));
    const { item } = await ok(call('media/replace', { form, cookie: publisher }));
    expect(item).toMatchObject({ _id: used, contentType: 'image/png', width: 800, height: 600, revision: 1 });
    expect(h.api.invalidated).toEqual(expect.arrayContaining(['media', 'page:default:media-1', 'page:default:media-2']));
    // The service cuts variants from the new bytes.
    const variant = await readImage(await h.get(used, { width: 200, format: 'png', v: 1 }));
    expect(variant.meta).toMatchObject({ width: 200, height: 150, format: 'png' });
    expect(await h.api.store.collection('auditLog').count({ action: 'media.replace', target: used })).toBe(1);

    // As a page renders: the revision in the address, the old crop scaled to the new picture.
    const page = await h.api.store.collection('publishedPages').findOne({ _id: 'page-media-2' });
    const shown = applyImageRevisions(page!.contents, { [used]: { rev: 1, width: 800, height: 600 } }) as any[];
    expect(shown[0].image.desktop).toMatchObject({ imageId: used, rev: 1, width: 800, height: 600, crop: { left: 400, top: 300, width: 400, height: 300 } });
    const bytes = Buffer.from(await (await h.get(used, { crop: '400,300,400,300', width: 100, format: 'png', v: 1 })).arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(100);
  });

  it('refuses a replacement of the wrong kind, changing nothing', async () => {
    const form = new FormData();
    form.set('kind', 'image');
    form.set('_id', spare);
    form.set('file', asFile('%PDF-1.4\n%%EOF\n', 'not-a-picture.pdf', 'application/pdf'));
    const refused = await call('media/replace', { form, cookie: publisher });
    expect(refused.status).toBe(400);
    expect((await h.api.store.collection('images').findOne({ _id: spare }))?.revision).toBeUndefined();
  });

  it('deletes an unused file at once; a used one only once confirmed, after saying where it is used', async () => {
    const refused = await call('media/delete', { body: { kind: 'document', _id: documentId }, cookie: publisher });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('This file is used in 2 places: deleting it leaves those places without it. Confirm to delete it anyway.');
    expect(await h.api.store.collection('files').count({ _id: documentId })).toBe(1);
    const usage = await ok(call('media/usage', { query: { kind: 'document', _id: documentId }, cookie: editor }));
    expect(usage.item.uses.map((use: any) => use.label).sort()).toEqual(['/media-1', '/media-2']);
    await ok(call('media/delete', { body: { kind: 'document', _id: documentId, confirm: true }, cookie: publisher }));
    expect(await h.api.store.collection('files').count({ _id: documentId })).toBe(0);

    await ok(call('media/delete', { body: { kind: 'image', _id: spare }, cookie: publisher }));
    expect((await h.get(spare, { width: 50 })).status).toBe(404);
    expect(await h.api.store.collection('auditLog').count({ action: 'media.delete' })).toBe(2);
  });

  it('answers 401 signed out, 403 to editors replacing or deleting, 404 for an unknown file, 400 for bad input', async () => {
    expect((await call('media/list', {})).status).toBe(401);
    expect((await call('media/delete', { body: { kind: 'image', _id: used }, cookie: editor })).status).toBe(403);
    const form = new FormData();
    form.set('kind', 'image');
    form.set('_id', used);
    form.set('file', asFile(await makeImage('png', 10, 10), 'x.png'));
    expect((await call('media/replace', { form, cookie: editor })).status).toBe(403);
    const missing = await call('media/usage', { query: { kind: 'image', _id: 'AAAAAAAAAAAAAAAAAAAAAA' }, cookie: editor });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not_found');
    expect((await call('media/update', { body: { kind: 'image', _id: used, alt: 'x'.repeat(301) }, cookie: editor })).status).toBe(400);
    expect((await h.api.store.collection('images').findOne({ _id: used }))?.revision).toBe(1);
  });
});
