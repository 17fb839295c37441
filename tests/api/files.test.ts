import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentMessages, MAX_DOCUMENT_BYTES } from '@/lib/files/document-rules';
import { asFile, createFileHarness, type FileHarness } from './file-harness';
import { makeDocx, makePdf, makeZip } from './zip-fixture';

let h: FileHarness;
let editor: string;
let formsOnly: string;
beforeAll(async () => {
  h = await createFileHarness();
  editor = await h.api.signedInAs('eddie', ['editor']);
  formsOnly = await h.api.signedInAs('fiona', ['forms']);
});
afterAll(() => h.close());

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const refusal = (message: string) => ({ error: { code: 'invalid_input', message, fields: { file: message } } });

describe('POST /api/file/upload', () => {
  it('keeps an editor’s PDF under a new random id, in DATA_DIR/files, and answers its id, name and address', async () => {
    const result = await h.upload(asFile(makePdf(), 'Annual report 2025.pdf', 'application/pdf'), { cookie: editor });
    expect(result.status).toBe(200);
    const { fileId, name, href } = result.body;
    expect(fileId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect([name, href]).toEqual(['Annual report 2025.pdf', `/api/file/${fileId}`]);
    const meta = await h.api.store.collection('files').findOne({ _id: fileId });
    expect(meta).toMatchObject({ contentType: 'application/pdf', originalName: 'Annual report 2025.pdf', uploadedBy: 'user-eddie', bytes: makePdf().length });
    // Stored under the id, never under the name that was sent.
    expect(fs.readdirSync(path.join(h.dataDir, 'files'))).toEqual([fileId]);
    expect(await h.api.store.collection('auditLog').count({ action: 'file.upload', target: fileId })).toBe(1);
  });

  it('recognises a Word document by the parts listed in its ZIP directory, and names it .docx', async () => {
    const result = await h.upload(asFile(makeDocx(), 'minutes'), { cookie: h.admin });
    expect(result.status).toBe(200);
    expect(result.body.name).toBe('minutes.docx');
    expect(await h.api.store.collection('files').findOne({ _id: result.body.fileId })).toMatchObject({ contentType: DOCX_TYPE });
  });

  it('refuses files that are not what they claim, empty or too large, and stores nothing', async () => {
    const before = await h.api.store.collection('files').count();
    const cases: [File, string][] = [
      [asFile('Just some notes, renamed.', 'notes.pdf', 'application/pdf'), documentMessages.wrongType],
      [asFile('PK\u0003\u0004 not really a zip', 'fake.docx', DOCX_TYPE), documentMessages.wrongType],
      [asFile(makeZip({ 'photo.jpg': 'x', 'readme.txt': 'y' }), 'archive.docx', DOCX_TYPE), documentMessages.wrongType],
      [asFile(makeZip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<w/>' }), 'sheet.docx', DOCX_TYPE), documentMessages.wrongType],
      [asFile('<html><script>alert(1)</script></html>', 'page.pdf', 'application/pdf'), documentMessages.wrongType],
      [asFile('', 'empty.pdf', 'application/pdf'), documentMessages.empty],
      [asFile(Buffer.concat([makePdf(), Buffer.alloc(MAX_DOCUMENT_BYTES)]), 'huge.pdf', 'application/pdf'), documentMessages.tooLarge],
    ];
    for (const [file, message] of cases) {
      const result = await h.upload(file, { cookie: editor });
      expect(result.status, file.name).toBe(400);
      expect(result.body).toEqual(refusal(message));
    }
    expect(await h.api.store.collection('files').count()).toBe(before);
  });

  it('needs a signed-in editor', async () => {
    expect((await h.upload(asFile(makePdf(), 'a.pdf'))).status).toBe(401);
    expect((await h.upload(asFile(makePdf(), 'a.pdf'), { cookie: formsOnly })).status).toBe(403);
  });
});

describe('GET /api/file/:fileId', () => {
  const upload = async (name: string, bytes: Buffer = makePdf()) => (await h.upload(asFile(bytes, name), { cookie: editor })).body.fileId as string;

  it('answers the bytes as a download with its type, nosniff, an ETag and caching that asks whether it is current (a document can be replaced), to anyone', async () => {
    const fileId = await upload('Volunteer handbook.docx', makeDocx('Welcome'));
    const response = await h.get(fileId);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(DOCX_TYPE);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="Volunteer handbook.docx"; filename*=UTF-8''Volunteer%20handbook.docx`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
    expect(response.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.equals(makeDocx('Welcome'))).toBe(true);
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);

    const again = await h.get(fileId, { 'if-none-match': response.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('offers a safe download name whatever the uploaded name held: quotes, line breaks, unicode', async () => {
    const fileId = await upload('Rapport "final"\r\nSet-Cookie: x=1 – été ✓.pdf');
    const disposition = (await h.get(fileId)).headers.get('content-disposition')!;
    expect(disposition).not.toMatch(/[\r\n]/);
    const [, plain] = /filename="([^"]*)"/.exec(disposition)!;
    expect(plain).toMatch(/^[\x20-\x7e]+$/);
    expect(plain).not.toContain('"');
    const [, encoded] = /filename\*=UTF-8''(\S+)$/.exec(disposition)!;
    expect(decodeURIComponent(encoded)).toBe('Rapport finalSet-Cookie: x=1 – été ✓.pdf');
    expect(disposition.startsWith('attachment; ')).toBe(true);
  });

  it('answers 404 for an unknown id and 400 for something that is not a file address', async () => {
    const missing = await h.get('AAAAAAAAAAAAAAAAAAAAAA');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: 'not_found', message: 'This file could not be found.' } });
    for (const bad of ['..', '..%2F..%2Fetc%2Fpasswd', 'short']) expect((await h.get(bad)).status, bad).toBe(400);
  });

  it('answers 404 when the bytes went missing, rather than an empty download', async () => {
    const fileId = await upload('gone.pdf');
    fs.rmSync(path.join(h.dataDir, 'files', fileId));
    expect((await h.get(fileId)).status).toBe(404);
  });
});

describe('GET /api/file/list', () => {
  it('lists documents newest first, a page at a time, searchable by name with regex characters taken literally', async () => {
    for (const name of ['Board minutes (March).pdf', 'Board minutes (April).pdf', 'Budget 2025.pdf', 'Budget 2025 draft.pdf']) {
      await h.upload(asFile(makePdf(name), name), { cookie: editor });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const list = (query: Record<string, string>) => h.api.call('file/list', { query, cookie: editor });
    const first = await list({ search: 'minutes (', size: '1' });
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(2);
    expect(first.body.files).toHaveLength(1);
    expect(first.body.files[0]).toMatchObject({ name: 'Board minutes (April).pdf', contentType: 'application/pdf' });
    expect(Object.keys(first.body.files[0]).sort()).toEqual(['bytes', 'contentType', 'createdAt', 'fileId', 'name']);
    expect((await list({ search: 'minutes (', size: '1', page: '2' })).body.files[0].name).toBe('Board minutes (March).pdf');
    // '.' is a dot, not "any character"; '.*' matches nothing literal.
    expect((await list({ search: 'budget 2025.' })).body.files.map((f: { name: string }) => f.name)).toEqual(['Budget 2025.pdf']);
    expect((await list({ search: '.*' })).body.total).toBe(0);
    expect((await list({ search: '{"$gt":""}' })).body.total).toBe(0);
  });

  it('needs a signed-in editor and refuses unknown keys', async () => {
    expect((await h.api.call('file/list', {})).status).toBe(401);
    expect((await h.api.call('file/list', { cookie: formsOnly })).status).toBe(403);
    expect((await h.api.call('file/list', { query: JSON.parse('{"__proto__":"x"}'), cookie: editor })).status).toBe(400);
  });
});
