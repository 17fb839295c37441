// A backup of a site that was edited, published and given pictures and documents restores into a new store as the
// same site; an archive that was cut short, altered or padded is refused and changes nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import sharp from 'sharp';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRegistry } from '@/api-handlers';
import { dispatch } from '@/lib/api/dispatch';
import type { Store } from '@/lib/db/port';
import { bucketsFor } from '@/lib/files/store-buckets';
import { signScriptToken } from '@/lib/auth/script-token';
import { BACKED_UP_COLLECTIONS, MANIFEST_ENTRY, type Manifest } from '@/lib/backup/format';
import { restoreBackup, storedDocumentCount } from '@/lib/backup/restore-backup';
import { lastBackup } from '@/lib/backup/backup-record';
import { ORIGIN } from '../support/api-harness';
import { openTestStore } from '../support/test-store';
import { asFile, createFileHarness, type FileHarness } from '../api/file-harness';
import { makePdf } from '../api/zip-fixture';

const tmp = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));
process.env.DATA_DIR ??= tmp('site-backup-default-');

let f: FileHarness;
let editor: string;
let archive: Buffer;
let snapshot: Record<string, unknown[]>;
let imageId: string;
let fileId: string;
const disposers: (() => Promise<void>)[] = [];

async function emptyStore(): Promise<Store> {
  const opened = await openTestStore('site-restore-');
  disposers.push(opened.dispose);
  return opened.store;
}

async function contents(store: Store) {
  const state: Record<string, unknown[]> = {};
  for (const name of BACKED_UP_COLLECTIONS) state[name] = await store.collection(name).find({}, { sort: { _id: 1 } });
  return state;
}

function download(headers: Record<string, string>) {
  const request = new Request(`${ORIGIN}/api/backup/download`, { headers: { host: 'localhost:3000', ...headers } });
  return dispatch(request, 'backup/download', { registry: apiRegistry, store: async () => f.api.store, invalidate: () => {}, secureCookies: false });
}

async function entries(buffer: Buffer): Promise<{ name: string; bytes: Buffer }[]> {
  const found: { name: string; bytes: Buffer }[] = [];
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c) => chunks.push(c as Buffer));
    stream.on('end', () => {
      found.push({ name: header.name, bytes: Buffer.concat(chunks) });
      next();
    });
  });
  await new Promise<void>((resolve, reject) => {
    extract.on('finish', resolve).on('error', reject);
    extract.end(zlib.gunzipSync(buffer));
  });
  return found;
}

async function repack(list: { name: string; bytes: Buffer }[]): Promise<Buffer> {
  const pack = tar.pack();
  for (const { name, bytes } of list) pack.entry({ name, size: bytes.length }, bytes);
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack) chunks.push(chunk as Buffer);
  return zlib.gzipSync(Buffer.concat(chunks));
}

const restore = (store: Store, bytes: Buffer, force = false) => restoreBackup(store, Readable.from([bytes]), path.join(tmp('site-staging-'), 'x'), { force });

beforeAll(async () => {
  f = await createFileHarness();
  editor = await f.api.signedInAs('eddie', ['editor']);
  const { h, admin } = { h: f.api, admin: f.admin };
  // Edit and publish a page, then leave a newer draft on it.
  const page = (await h.call('page/load', { query: { slug: 'about', domainId: 'default' }, cookie: admin })).body;
  const published = await h.call('page/publishPage', { body: { page: { ...page, header: { ...page.header, title: 'About us, published' } } }, cookie: admin });
  expect(published.status).toBe(200);
  const saved = await h.call('page/save', { body: { page: { ...published.body.page, header: { ...published.body.page.header, title: 'About us, draft' } } }, cookie: editor });
  expect(saved.status).toBe(200);
  // A picture and a document.
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a6f97' } }).png().toBuffer();
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'harbour.png');
  const image = await h.call('image/upload', { form, cookie: editor });
  expect(image.status).toBe(200);
  imageId = image.body.imageId ?? image.body._id;
  const file = await f.upload(asFile(makePdf(), 'Annual report.pdf', 'application/pdf'), { cookie: editor });
  expect(file.status).toBe(200);
  fileId = file.body.fileId ?? file.body._id;
  // Dates kept as dates must come back as dates.
  await h.store.collection('auditLog').insert({ _id: 'dated-entry', action: 'test.dated', at: new Date('2026-01-02T03:04:05.000Z') });

  snapshot = await contents(h.store);
  const response = await download({ cookie: admin });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/gzip');
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="site-backup-\d{4}-\d{2}-\d{2}-\d{4}\.tar\.gz"$/);
  expect(response.headers.get('cache-control')).toBe('no-store');
  archive = Buffer.from(await response.arrayBuffer());
});

afterAll(async () => {
  for (const dispose of disposers) await dispose();
  await f.close();
});

describe('backup/download', () => {
  it('holds every collection and stored file, with a manifest of counts and checksums', async () => {
    const list = await entries(archive);
    const manifest = JSON.parse(list.find((e) => e.name === MANIFEST_ENTRY)!.bytes.toString()) as Manifest;
    expect(Object.keys(manifest.collections).sort()).toEqual([...BACKED_UP_COLLECTIONS].sort());
    for (const name of BACKED_UP_COLLECTIONS) expect(manifest.collections[name].count, name).toBe(snapshot[name].length);
    expect(Object.keys(manifest.blobs).sort()).toEqual([`files/${fileId}`, `images/${imageId}`]);
    expect(manifest.missing).toEqual([]);
    expect(list.at(-1)!.name).toBe(MANIFEST_ENTRY);
  });

  it('is recorded as the last backup, by whom, once the archive has gone out', async () => {
    const admin = await f.api.store.collection('users').findOne({ username: 'admin' });
    await expect.poll(async () => (await lastBackup(f.api.store))?.by).toBe(admin!._id);
    const record = await lastBackup(f.api.store);
    expect(record).toMatchObject({ documents: Object.values(snapshot).reduce((n, docs) => n + docs.length, 0), storedFiles: 2, bytes: archive.length });
  });

  it('refuses people who are not admins, and a command holding anything but a live backup token', async () => {
    expect((await download({})).status).toBe(401);
    expect((await download({ cookie: editor })).status).toBe(403);
    expect((await download({ authorization: `Bearer ${await signScriptToken('another-command')}` })).status).toBe(401);
    const old = await signScriptToken('backup', new Date(Date.now() - 5 * 60_000));
    expect((await download({ authorization: `Bearer ${old}` })).status).toBe(401);
    expect((await download({ authorization: 'Bearer not-a-token-at-all-not-a-token' })).status).toBe(401);
    const scripted = await download({ authorization: `Bearer ${await signScriptToken('backup')}` });
    expect(scripted.status).toBe(200);
    expect((await entries(Buffer.from(await scripted.arrayBuffer()))).some((e) => e.name === MANIFEST_ENTRY)).toBe(true);
    await expect.poll(async () => (await lastBackup(f.api.store))?.by).toBe('script:backup');
  });

  it('is refused when a page asks for it (an image or frame pointing at it, a link from another site), making nothing', async () => {
    const before = await lastBackup(f.api.store);
    for (const [what, headers] of [
      ['an <img>', { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' }],
      ['a frame', { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' }],
      ['a link on another site', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' }],
      ["another site's script", { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' }],
    ] as const) {
      const refused = await download({ cookie: f.admin, ...headers });
      expect(refused.status, what).toBe(403);
      expect(((await refused.json()) as { error: { message: string } }).error.message, what).toMatch(/only be opened by itself/);
    }
    expect(await lastBackup(f.api.store)).toEqual(before);
    // The Download a backup link of the Site status tab, followed by the admin.
    const opened = await download({ cookie: f.admin, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'empty' });
    expect(opened.status).toBe(200);
    await opened.arrayBuffer();
  });
});

describe('restore', () => {
  it('brings back every document and every stored file, equal, into an empty store', async () => {
    const store = await emptyStore();
    const report = await restore(store, archive);
    expect(await contents(store)).toEqual(snapshot);
    expect((await store.collection('auditLog').findOne({ _id: 'dated-entry' }))!.at).toEqual(new Date('2026-01-02T03:04:05.000Z'));
    const buckets = await bucketsFor(store);
    const sourceBuckets = await bucketsFor(f.api.store);
    expect(await buckets.bucket('images').read(imageId)).toEqual(await sourceBuckets.bucket('images').read(imageId));
    expect(await buckets.bucket('files').read(fileId)).toEqual(await sourceBuckets.bucket('files').read(fileId));
    expect(report).toMatchObject({ images: 1, files: 1, missing: [] });
    expect(report.collections.pages).toBe(snapshot.pages.length);
  });

  it('gives a working site: the same people can sign in and find the draft and the published page', async () => {
    const store = await emptyStore();
    await restore(store, archive);
    const call = (callPath: string, query: Record<string, string>) =>
      dispatch(new Request(`${ORIGIN}/api/${callPath}?${new URLSearchParams(query)}`, { headers: { host: 'localhost:3000', cookie: f.admin } }), callPath, {
        registry: apiRegistry,
        store: async () => store,
        invalidate: () => {},
        secureCookies: false,
      });
    const page = await (await call('page/load', { slug: 'about', domainId: 'default' })).json();
    expect(page.header.title).toBe('About us, draft');
    expect((await store.collection('publishedPages').findOne({ _id: page._id }))!.header).toMatchObject({ title: 'About us, published' });
  });

  it('refuses a truncated archive with a clear message and writes nothing', async () => {
    const store = await emptyStore();
    await expect(restore(store, archive.subarray(0, Math.floor(archive.length / 2)))).rejects.toThrow('The archive is incomplete or damaged (it could not be unpacked to the end). Nothing was restored.');
    expect(await storedDocumentCount(store)).toBe(0);
  });

  it('refuses an archive whose contents were altered after the manifest was written', async () => {
    const list = await entries(archive);
    const pages = list.find((e) => e.name === 'collections/pages.jsonl')!;
    const altered = list.map((e) => (e === pages ? { name: e.name, bytes: Buffer.from(e.bytes.toString().replace('About us, draft', 'About us, forged')) } : e));
    const store = await emptyStore();
    await expect(restore(store, await repack(altered))).rejects.toThrow('collections/pages.jsonl in the archive does not match its checksum: the archive was altered or damaged. Nothing was restored.');
    expect(await storedDocumentCount(store)).toBe(0);
  });

  it('refuses archives with a stored file taken out, something added, a path outside its folder, or no manifest', async () => {
    const list = await entries(archive);
    const cases: [{ name: string; bytes: Buffer }[], string][] = [
      [list.filter((e) => !e.name.startsWith('images/')), `The archive is missing images/${imageId}, which its manifest lists`],
      [[{ name: `files/${'a'.repeat(22)}`, bytes: Buffer.from('extra') }, ...list], `holds files/${'a'.repeat(22)}, which its manifest does not list`],
      [[{ name: '../outside.txt', bytes: Buffer.from('x') }, ...list], 'The archive holds "../outside.txt", which a site backup never does'],
      [list.filter((e) => e.name !== MANIFEST_ENTRY), 'The archive has no manifest'],
    ];
    for (const [changed, message] of cases) {
      const store = await emptyStore();
      await expect(restore(store, await repack(changed))).rejects.toThrow(message);
      expect(await storedDocumentCount(store)).toBe(0);
    }
    expect(fs.existsSync(path.join(os.tmpdir(), 'outside.txt'))).toBe(false);
  });

  it('refuses a file that is not an archive at all', async () => {
    const store = await emptyStore();
    await expect(restore(store, Buffer.from('{"pages": []}'))).rejects.toThrow('Nothing was restored.');
    expect(await storedDocumentCount(store)).toBe(0);
  });

  it('refuses a store that is not empty unless forced, and then replaces what it held', async () => {
    const store = await emptyStore();
    await restore(store, archive);
    await store.collection('pages').update({ slug: 'about' }, { $set: { 'header.title': 'Changed after the backup' } });
    await store.collection('auditLog').insert({ _id: 'after-backup', action: 'test.after', at: new Date().toISOString() });
    await expect(restore(store, archive)).rejects.toThrow(/^The store is not empty \(it holds \d+ records\)\. Restore into an empty store, or add --force to replace everything in it\. Nothing was restored\.$/);
    expect((await store.collection('pages').findOne({ slug: 'about' }))!.header).toMatchObject({ title: 'Changed after the backup' });
    await restore(store, archive, true);
    expect(await contents(store)).toEqual(snapshot);
  });
});
