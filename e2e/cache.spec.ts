import { test, expect, type APIRequestContext } from './fixtures';
import { adminPassword } from './support';

const cacheState = async (request: APIRequestContext, path: string) =>
  (await request.get(path, { headers: { cookie: '' } })).headers()['x-nextjs-cache'];

test('visitor pages are cached, and publishing rebuilds exactly the published page', async ({ playwright, baseURL }) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const editor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  for (const path of ['/contact', '/privacy']) {
    await cacheState(visitor, path);
    expect(await cacheState(visitor, path), path).toBe('HIT');
  }
  expect((await editor.post('/api/user/login', { data: { username: 'admin', password: adminPassword } })).ok()).toBe(true);
  const page = await (await editor.get('/api/page/load', { params: { slug: 'contact', domainId: 'default' } })).json();
  const title = `Contact us ${Date.now()}`;
  const published = await editor.post('/api/page/publishPage', { data: { page: { ...page, header: { ...page.header, title } } } });
  expect(published.ok()).toBe(true);

  expect(await cacheState(visitor, '/contact')).toBe('MISS');
  expect(await (await visitor.get('/contact')).text()).toContain(title);
  expect(await cacheState(visitor, '/privacy')).toBe('HIT');
});

test("the redirect answering an RSC request without Next's _rsc parameter is never kept by a shared cache", async ({ playwright, baseURL }) => {
  const visitor = await playwright.request.newContext({ baseURL });
  // The home page too: one rule covers it and every other page's address.
  for (const path of ['/', '/contact']) {
    const page = await visitor.get(path, { headers: { cookie: '' } });
    expect(page.headers()['cache-control'], path).toContain('s-maxage=');
    const asked = await visitor.get(path, { headers: { cookie: '', rsc: '1' }, maxRedirects: 0 });
    expect(asked.status(), path).toBe(307);
    expect(asked.headers()['cache-control'], path).toBe('private, no-store');
    const editor = await visitor.get(path, { headers: { cookie: 'authToken=not-a-session' } });
    expect(editor.headers()['cache-control'], path).toBe('private, no-store');
  }
});
