// The Downloads list block's server data and the demo documents it lists: each document's kind and size come from
// the library with the visitor's page, and the demo documents are real PDFs the site serves.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Outside Next the cache functions do nothing: every call reads the store.
vi.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));
import { preloadBlockData } from '@/components/blocks/server-data';
import { demoDocumentHref, demoDocumentId, demoDocuments } from '@/lib/seed/demo-documents';
import { seedDemoDocuments, simplePdf } from '@/lib/files/seed-documents';
import { sniffDocumentType } from '@/lib/files/sniff-document-type';
import { asFile, createFileHarness, type FileHarness } from './file-harness';
import { makePdf } from './zip-fixture';

let h: FileHarness;
const STORE_KEY = Symbol.for('charity-site.store');
beforeAll(async () => {
  h = await createFileHarness();
  // The visitor page's loaders read the process-wide store: this test's store.
  (globalThis as Record<symbol, unknown>)[STORE_KEY] = { pending: Promise.resolve(h.api.store) };
});
afterAll(async () => {
  delete (globalThis as Record<symbol, unknown>)[STORE_KEY];
  await h.close();
});

describe('the demo documents', () => {
  it('are PDFs whose cross-reference table points at each object, stored once under their fixed ids and served', async () => {
    const pdf = simplePdf(['A (bracketed) line', 'and a back\\slash']);
    const text = pdf.toString('latin1');
    expect(sniffDocumentType(pdf)).toBe('pdf');
    const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
    expect(text).toContain('(A \\(bracketed\\) line) Tj');

    const now = new Date('2026-11-26T10:00:00Z');
    expect(await seedDemoDocuments(h.api.store, now)).toEqual(Object.fromEntries(demoDocuments.map((d) => [d.name, demoDocumentId(d.name)])));
    await seedDemoDocuments(h.api.store, now);
    expect(await h.api.store.collection('files').count({})).toBe(demoDocuments.length);
    const served = await h.get(demoDocumentId('carers-guide'));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(400);
  });
});

describe("the Downloads list block's server data", () => {
  it('hands the block the kind and size of each library document it links to, and nothing for other links', async () => {
    const uploaded = await h.upload(asFile(makePdf(), 'Report.pdf', 'application/pdf'), { cookie: h.admin });
    const list = {
      componentType: 'DownloadsList',
      key: 'docs',
      items: [
        { document: { type: 'file', href: uploaded.body.href, text: 'Report' } },
        { document: { type: 'file', href: demoDocumentHref('first-visit-leaflet'), text: 'Leaflet' } },
        { document: { type: 'external', href: 'https://example.org/x.pdf', text: 'Elsewhere' } },
        { document: { type: 'file', href: '/api/file/no-such-document-1', text: 'Gone' } },
      ],
    };
    const page = { _id: 'page-docs', contents: [{ componentType: 'ContentPanel', key: 'panel', contents: [list] }] };
    const data = (await preloadBlockData('default', page)) as { docs: { documents: Record<string, { kind: string; bytes: number }> } };
    expect(data.docs.documents).toEqual({
      [uploaded.body.fileId]: { kind: 'PDF', bytes: makePdf().length },
      [demoDocumentId('first-visit-leaflet')]: { kind: 'PDF', bytes: expect.any(Number) },
    });
  });
});
