// page/addRedirect (the offer after a published page moved) and the rules every redirect list keeps.
import { describe, expect, it } from 'vitest';
import { checkRedirects, RedirectSchema, loadRedirects, type Redirect } from '@/lib/content/site/redirects';
import { withEditors, type Harness } from '../support/api-harness';

let h: Harness, admin: string, editor: string, publisher: string;
withEditors(async (opened) => {
  ({ h, admin, editor } = opened);
  publisher = await h.signedInAs('polly', ['publisher']);
});

let counter = 0;
/** A page published at `from`, then renamed to `to` and published again: its old address is free. */
async function movedPage(from: string, to: string, roles: string[] = []) {
  const _id = `moved-${++counter}`;
  let result = await h.call('page/publishPage', { body: { page: { _id, domainId: 'default', slug: from, version: 0 } }, cookie: admin });
  expect(result.status).toBe(200);
  result = await h.call('page/publishPage', { body: { page: { ...result.body.page, slug: to } }, cookie: admin });
  expect(result.status).toBe(200);
  expect(result.body.renamedFrom).toBe(from);
  if (roles.length) {
    const applied = await h.call('roles/applyToPage', { body: { page: { _id }, roles }, cookie: admin });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  }
  return _id;
}
const add = (body: Record<string, unknown>, cookie = publisher) => h.call('page/addRedirect', { body: { collection: 'pages', type: 301, ...body }, cookie });

describe('publishing a moved page', () => {
  it('answers the address it left, and only when it moved', async () => {
    const first = await h.call('page/publishPage', { body: { page: { _id: 'not-moved', domainId: 'default', slug: 'stays-put', version: 0 } }, cookie: admin });
    expect(first.body.renamedFrom).toBeUndefined();
    const again = await h.call('page/publishPage', { body: { page: first.body.page }, cookie: admin });
    expect(again.status).toBe(200);
    expect(again.body.renamedFrom).toBeUndefined();
  });
});

describe('page/addRedirect', () => {
  it('sends the old address to the page, in the working and the published redirects, and audits it', async () => {
    const _id = await movedPage('old-courses', 'training/course-list');
    const result = await add({ _id, from: '/Old-Courses/' });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.redirect).toEqual({ from: '/old-courses', to: '/training/course-list', type: 301 });
    expect(await loadRedirects(h.store, 'default')).toContainEqual({ from: '/old-courses', to: '/training/course-list', type: 301 });
    expect(await loadRedirects(h.store, 'default', 'draft')).toContainEqual({ from: '/old-courses', to: '/training/course-list', type: 301 });
    expect(await h.store.collection('auditLog').count({ action: 'redirect.add', from: '/old-courses' })).toBe(1);
  });

  it('replaces an earlier redirect from the same address instead of keeping two', async () => {
    const first = await movedPage('moving-twice', 'moved-once');
    expect((await add({ _id: first, from: 'moving-twice' })).status).toBe(200);
    const second = await movedPage('moving-twice-b', 'moved-elsewhere');
    expect((await add({ _id: second, from: 'moving-twice', type: 302 })).status).toBe(200);
    const from = (await loadRedirects(h.store, 'default')).filter((r) => r.from === '/moving-twice');
    expect(from).toEqual([{ from: '/moving-twice', to: '/moved-elsewhere', type: 302 }]);
  });

  it('refuses an address a page still uses, the page’s own address, and an unpublished page, changing nothing', async () => {
    const _id = await movedPage('was-here', 'is-here');
    const before = await loadRedirects(h.store, 'default');
    await h.call('page/save', { body: { page: { _id: 'holder', domainId: 'default', slug: 'someone-else', version: 0 } }, cookie: admin });
    const taken = await add({ _id, from: '/someone-else' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toContain('/someone-else');
    expect((await add({ _id, from: '/is-here' })).status).toBe(400);
    await h.call('page/save', { body: { page: { _id: 'draft-only', domainId: 'default', slug: 'draft-only', version: 0 } }, cookie: admin });
    expect((await add({ _id: 'draft-only', from: '/nowhere' })).status).toBe(409);
    expect(await loadRedirects(h.store, 'default')).toEqual(before);
  });

  it('gives an address back to a page published there: the redirect from it is removed', async () => {
    const _id = await movedPage('given-back', 'taken-forward');
    expect((await add({ _id, from: '/given-back' })).status).toBe(200);
    const returning = await h.call('page/publishPage', { body: { page: { _id: 'returning', domainId: 'default', slug: 'given-back', version: 0 } }, cookie: admin });
    expect(returning.status).toBe(200);
    expect((await loadRedirects(h.store, 'default')).some((r) => r.from === '/given-back')).toBe(false);
    expect((await loadRedirects(h.store, 'default', 'draft')).some((r) => r.from === '/given-back')).toBe(false);
    expect(await h.store.collection('auditLog').count({ action: 'redirect.remove', from: '/given-back' })).toBe(1);
  });

  it('answers 400 for bad input, 401 signed out, 403 for editors and for a page whose roles exclude the publisher, 404 for no page', async () => {
    const _id = await movedPage('guarded-old', 'guarded-new', ['admin']);
    expect((await add({ _id, from: 42 })).status).toBe(400);
    expect((await add({ _id, from: '/x', type: 307 })).status).toBe(400);
    expect((await add({ _id, from: '/x', to: 'https://elsewhere.example' })).status).toBe(400);
    expect((await add({ _id, from: { $ne: null } })).status).toBe(400);
    expect((await add({ _id, from: 'x'.repeat(600) })).status).toBe(400);
    expect((await h.call('page/addRedirect', { body: { _id, collection: 'pages', from: '/x' } })).status).toBe(401);
    expect((await add({ _id, from: '/guarded-old' }, editor)).status).toBe(403);
    expect((await add({ _id, from: '/guarded-old' }, publisher)).status).toBe(403);
    expect((await add({ _id: 'no-such-page', from: '/guarded-old' })).status).toBe(404);
    expect((await add({ _id, from: '/guarded-old' }, admin)).status).toBe(200);
  });
});

describe('redirect rules', () => {
  const parse = (r: Record<string, unknown>) => RedirectSchema.safeParse(r);
  it('keeps targets on this site', () => {
    for (const to of ['https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'relative', '/a b']) {
      expect(parse({ from: '/a', to }).success, to).toBe(false);
    }
    expect(parse({ from: '/a', to: '/b?c=1#d' }).success).toBe(true);
  });
  it('stores the source as the path a visitor opens', () => {
    expect(parse({ from: ' https://charity.example/Old Page/ ', to: '/b' }).data?.from).toBe('/old-page');
  });
  it('refuses an address redirected twice, a redirect to itself and a chain that comes back', () => {
    const r = (from: string, to: string): Redirect => ({ from, to, type: 301 });
    expect(() => checkRedirects([r('/a', '/b'), r('/a', '/c')])).toThrow('two redirects from /a');
    expect(() => checkRedirects([r('/a', '/a#top')])).toThrow('loop');
    expect(() => checkRedirects([r('/a', '/b'), r('/b', '/c'), r('/c', '/d')])).not.toThrow();
    expect(() => checkRedirects([r('/loop-a', '/loop-b'), r('/loop-b', '/loop-a?x=1')])).toThrow('These redirects go round in a loop: /loop-a → /loop-b → /loop-a.');
  });
});
