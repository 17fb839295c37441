import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { verifySession } from '@/lib/auth/sessions';
import { resolvePreviewLink } from '@/lib/preview/resolve-preview-link';
import { SECOND_SITE_HOSTNAMES } from '@/lib/seed/second-site';
import { harnessWithEditors, type Harness } from '../support/api-harness';

let h: Harness;
let admin: string;
let editor: string;
let formsOnly: string;

// The proxy reads the process-wide store: point it at this test's store.
const STORE_KEY = Symbol.for('charity-site.store');
const globals = globalThis as unknown as Record<symbol, unknown>;
let previousStore: unknown;

beforeAll(async () => {
  ({ h, admin, editor, formsOnly } = await harnessWithEditors());
  previousStore = globals[STORE_KEY];
  globals[STORE_KEY] = { pending: Promise.resolve(h.store) };
});
afterAll(async () => {
  globals[STORE_KEY] = previousStore;
  await h.close();
});

const DAY = 24 * 60 * 60 * 1000;
const create = (body: Record<string, unknown>, cookie: string | null = editor) => h.call('page/createPreviewLink', { body, cookie: cookie ?? undefined });
const list = (pageId: string, cookie: string | null = editor) => h.call('page/listPreviewLinks', { body: { pageId }, cookie: cookie ?? undefined });
const revoke = (id: string, cookie: string | null = editor) => h.call('page/revokePreviewLink', { body: { id }, cookie: cookie ?? undefined });
const tokenOf = (path: string) => path.replace(/^\/preview\//, '');
const load = async (slug: string) => (await h.call('page/load', { query: { slug, domainId: 'default' }, cookie: admin })).body;

/** A page of its own whose working copy says `title` (never published). */
async function draftPage(slug: string, title: string) {
  const about = await load('about');
  const saved = await h.call('page/save', { body: { page: { ...about, _id: `page-${slug}`, slug, version: 0, published: false, header: { ...about.header, title } } }, cookie: admin });
  expect(saved.status).toBe(200);
  return saved.body;
}

describe('page/createPreviewLink, page/listPreviewLinks, page/revokePreviewLink', () => {
  it('creates a link that expires after the chosen days (7 by default), lists it with its maker, and revokes it', async () => {
    const page = await draftPage('preview-basic', 'Draft only words');
    const before = Date.now();
    const made = await create({ pageId: page._id, collection: 'pages' });
    expect(made.status).toBe(200);
    const { link } = made.body;
    expect(link.status).toBe('active');
    expect(link.createdByName).toBe('eddie');
    expect(link.path).toMatch(/^\/preview\/[\w-]+\.[\w-]+\.[\w-]+$/);
    const lifetime = new Date(link.expiresAt).getTime() - new Date(link.createdAt).getTime();
    expect(lifetime).toBe(7 * DAY);
    expect(new Date(link.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const month = await create({ pageId: page._id, days: 30 }, admin);
    expect(new Date(month.body.link.expiresAt).getTime() - new Date(month.body.link.createdAt).getTime()).toBe(30 * DAY);

    const listed = await list(page._id);
    expect(listed.status).toBe(200);
    expect(listed.body.links.map((l: any) => [l._id, l.createdByName, l.status])).toEqual([
      [month.body.link._id, 'Site Administrator', 'active'],
      [link._id, 'eddie', 'active'],
    ]);
    // The same link always shows the same address, so it can be copied again later.
    expect(listed.body.links[1].path).toBe(link.path);

    const revoked = await revoke(link._id);
    expect(revoked.status).toBe(200);
    expect(revoked.body.link).toMatchObject({ status: 'revoked', path: null });
    expect((await revoke(link._id)).status).toBe(200);
    const after = await list(page._id);
    expect(after.body.links.map((l: any) => l.status)).toEqual(['active', 'revoked']);
    const audit = await h.store.collection('auditLog').find({ linkId: link._id }, { sort: { at: 1 } });
    expect(audit.map((a) => [a.action, a.userId])).toEqual([
      ['previewLink.create', 'user-eddie'],
      ['previewLink.revoke', 'user-eddie'],
    ]);
  });

  it("makes the editor's 'Preview widths' link last an hour and keeps it out of the list", async () => {
    const page = await draftPage('preview-widths', 'Widths');
    const made = await create({ pageId: page._id, purpose: 'widths', days: 30 });
    expect(made.status).toBe(200);
    const { link } = made.body;
    expect(new Date(link.expiresAt).getTime() - new Date(link.createdAt).getTime()).toBe(60 * 60 * 1000);
    expect((await resolvePreviewLink(h.store, tokenOf(link.path), 'localhost')).ok).toBe(true);
    expect((await list(page._id)).body.links).toEqual([]);
    expect((await revoke(link._id)).body.link.status).toBe('revoked');
  });

  it('401 without a session, 403 without an editing role, 404 for an unknown page or link, 400 for bad input', async () => {
    const page = await draftPage('preview-refusals', 'Refusals');
    expect((await create({ pageId: page._id }, null)).status).toBe(401);
    expect((await create({ pageId: page._id }, formsOnly)).status).toBe(403);
    expect((await list(page._id, formsOnly)).status).toBe(403);
    expect((await revoke('x', null)).status).toBe(401);
    const missing = await create({ pageId: 'page-nothing' });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Page not found.');
    expect((await list('page-nothing')).status).toBe(404);
    const unknownLink = await revoke('link-nothing');
    expect(unknownLink.status).toBe(404);
    expect(unknownLink.body.error.message).toBe('Preview link not found.');
    const badDays = await create({ pageId: page._id, days: 3 });
    expect(badDays.status).toBe(400);
    expect(badDays.body.error.fields.days).toBe('days must be 1, 7 or 30');
    expect((await h.call('page/createPreviewLink', { body: 'not json', cookie: editor })).status).toBe(400);
    expect(await h.store.collection('previewLinks').count({ pageId: page._id })).toBe(0);
  });
});

describe('preview tokens', () => {
  it("open the page's working copy on its own domain's host until they expire", async () => {
    const page = await draftPage('preview-open', 'Unsaved to visitors');
    const { link } = (await create({ pageId: page._id, days: 1 })).body;
    const opened = await resolvePreviewLink(h.store, tokenOf(link.path), 'localhost');
    expect(opened).toMatchObject({ ok: true, domainId: 'default', expiresAt: link.expiresAt });
    expect(opened.ok && opened.page.header.title).toBe('Unsaved to visitors');

    const later = new Date(Date.now() + 2 * DAY);
    expect(await resolvePreviewLink(h.store, tokenOf(link.path), 'localhost', later)).toEqual({ ok: false, refusal: 'gone' });
  });

  it('refuse an expired link even when the stored expiry was moved later', async () => {
    const page = await draftPage('preview-expiry', 'Expiry');
    const { link } = (await create({ pageId: page._id, days: 1 })).body;
    await h.store.collection('previewLinks').update({ _id: link._id }, { $set: { expiresAt: new Date(Date.now() + 60 * DAY).toISOString() } });
    const later = new Date(Date.now() + 2 * DAY);
    expect(await resolvePreviewLink(h.store, tokenOf(link.path), 'localhost', later)).toEqual({ ok: false, refusal: 'gone' });
  });

  it('refuse a tampered token, a revoked link, another domain and a deleted page', async () => {
    const page = await draftPage('preview-refused', 'Refused');
    const { link } = (await create({ pageId: page._id })).body;
    const token = tokenOf(link.path);
    const [head, body, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, pid: 'page-about' })).toString('base64url');
    expect(await resolvePreviewLink(h.store, `${head}.${forged}.${signature}`, 'localhost')).toEqual({ ok: false, refusal: 'unknown' });
    expect(await resolvePreviewLink(h.store, `${token.slice(0, -2)}xx`, 'localhost')).toEqual({ ok: false, refusal: 'unknown' });
    expect(await resolvePreviewLink(h.store, 'not-a-token', 'localhost')).toEqual({ ok: false, refusal: 'unknown' });

    expect(await resolvePreviewLink(h.store, token, SECOND_SITE_HOSTNAMES[0])).toEqual({ ok: false, refusal: 'unknown' });
    expect(await resolvePreviewLink(h.store, token, 'unknown.example.org')).toEqual({ ok: false, refusal: 'unknown' });

    const other = (await create({ pageId: page._id })).body.link;
    await revoke(link._id);
    expect(await resolvePreviewLink(h.store, token, 'localhost')).toEqual({ ok: false, refusal: 'gone' });
    expect((await resolvePreviewLink(h.store, tokenOf(other.path), 'localhost')).ok).toBe(true);

    const deleted = await h.call('page/delete', { body: { _id: page._id }, cookie: admin });
    expect(deleted.status).toBe(200);
    expect(await resolvePreviewLink(h.store, tokenOf(other.path), 'localhost')).toEqual({ ok: false, refusal: 'unknown' });
  });

  it('a session token is never a preview token, and a preview token is never a session', async () => {
    const page = await draftPage('preview-session', 'Sessions');
    const sessionToken = editor.replace(/^authToken=/, '');
    expect(await verifySession(h.store, sessionToken)).not.toBeNull();
    expect(await resolvePreviewLink(h.store, sessionToken, 'localhost')).toEqual({ ok: false, refusal: 'unknown' });

    const { link } = (await create({ pageId: page._id })).body;
    const previewToken = tokenOf(link.path);
    expect(await verifySession(h.store, previewToken)).toBeNull();
    const me = await h.call('user/me', { body: {}, cookie: `authToken=${previewToken}` });
    expect(me.status).toBe(401);
    expect((await create({ pageId: page._id }, `authToken=${previewToken}`)).status).toBe(401);
  });
});

describe('a preview address, as the proxy answers it', () => {
  const visit = (path: string, host = 'localhost:3000') => proxy(new NextRequest(`http://${host}${path}`, { headers: { host } }));

  it('goes on to the preview route for a working link, never cached or indexed', async () => {
    const page = await draftPage('preview-proxy', 'Proxy');
    const { link } = (await create({ pageId: page._id })).body;
    const response = await visit(link.path);
    expect(response.status).toBe(200);
    // Rewritten to the one preview address, the token handed over in a request header: nothing is kept per token.
    expect(new URL(response.headers.get('x-middleware-rewrite')!).pathname).toBe('/preview');
    expect(response.headers.get('x-middleware-request-x-preview-token')).toBe(link.path.split('/').pop());
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  it('refuses the preview route\'s own address, whatever token a request carries', async () => {
    const page = await draftPage('preview-direct', 'Direct');
    const { link } = (await create({ pageId: page._id })).body;
    const response = await proxy(new NextRequest('http://localhost/preview', { headers: { host: 'localhost', 'x-preview-token': link.path.split('/').pop()! } }));
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('Direct');
  });

  it('answers a revoked link 410 and a forged one 404, with the plain message and nothing of the page', async () => {
    const page = await draftPage('preview-proxy-refused', 'Secret draft words');
    const { link } = (await create({ pageId: page._id })).body;
    await revoke(link._id);
    const gone = await visit(link.path);
    expect(gone.status).toBe(410);
    expect(gone.headers.get('cache-control')).toBe('private, no-store');
    expect(gone.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await gone.text();
    expect(html).toContain('This preview link has expired or was revoked.');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toContain('Secret draft words');

    const forged = await visit('/preview/abc.def.ghi');
    expect(forged.status).toBe(404);
    expect(await forged.text()).toContain('This preview link has expired or was revoked.');
    // Another domain's host: the link does not open the page there.
    const fresh = (await create({ pageId: page._id })).body.link;
    expect((await visit(fresh.path, 'second.localhost:3000')).status).toBe(404);
  });
});
