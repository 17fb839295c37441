import { test, expect, type APIRequestContext } from './fixtures';
import { adminPassword, anonymousPage, expectHydrated, signIn } from './support';
import { callApi } from './api';
import { createPage, textBlock, unique } from './editor-pages';
import { reactDataOf } from '../tests/support/react-data';

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

/** React's data for the browser, from the page's inline scripts. */
const reactData = (html: string) => reactDataOf([...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, script]) => script));

test('a cached page is kept with its wider characters as references: the browser reads the same page, and React takes it over', async ({ page, browser }) => {
  await signIn(page);
  const slug = unique('wide-words');
  const words = 'You don’t have to face it alone — “together”, in Ŵales too 😀';
  const path = await createPage(page, { slug, title: words, contents: [textBlock('words', words)] });
  await callApi(page, 'page/publishPage', { page: await (await page.request.get(`/api/page/load?slug=${slug}&domainId=default`)).json() });

  const visitor = await anonymousPage(browser);
  const rendered = await visitor.request.get(path);
  const cached = await visitor.request.get(path);
  expect(rendered.headers()['x-nextjs-cache']).toBe('MISS');
  expect(cached.headers()['x-nextjs-cache']).toBe('HIT');
  const [renderedHtml, cachedHtml] = [await rendered.text(), await cached.text()];
  expect(renderedHtml).toContain(words);
  // Every character above U+00FF escaped: the page is served from a one-byte string (lib/cache/one-byte-html.cjs).
  expect(cachedHtml.match(/[^\x00-\xff]/gu)).toBeNull();
  expect(reactData(cachedHtml)).toEqual(reactData(renderedHtml));
  const readings = await visitor.evaluate(
    (pages) =>
      pages.map((html) => {
        const document = new DOMParser().parseFromString(html, 'text/html');
        for (const script of document.querySelectorAll('script')) script.remove();
        const attributes = [...document.querySelectorAll('*')].flatMap((element) => [...element.attributes].map(({ name, value }) => `${name}=${value}`));
        return { title: document.title, text: document.body.textContent, attributes };
      }),
    [renderedHtml, cachedHtml],
  );
  expect(readings[1]).toEqual(readings[0]);

  const errors: string[] = [];
  visitor.on('pageerror', (error) => errors.push(error.message));
  visitor.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await visitor.goto(path);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(words);
  await expect(visitor.locator('#main-content .cs-page-contents .cs-text')).toHaveText(words);
  const larger = visitor.getByRole('button', { name: 'Increase text size' });
  await expectHydrated(larger);
  await larger.click();
  await expect(visitor.getByRole('group', { name: 'Text size' }).getByRole('status')).toHaveText(/^Text size \d of 6/);
  expect(errors).toEqual([]);
});
