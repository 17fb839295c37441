// The site behind nginx (deploy/nginx/nginx.conf): visitors get cached pages, staff never do, and a publish
// reaches an anonymous visitor through nginx within the pages' shared lifetime (s-maxage) and one refresh.
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, type APIRequestContext } from './fixtures';
import { nginxBinary, startNginx, type RunningNginx } from '../deploy/nginx/run-nginx.cjs';
import { adminPassword } from './support';

// The browser tests run where nginx is installed (CI installs Debian's nginx package); elsewhere this is skipped.
test.skip(!nginxBinary(), 'nginx is not installed (Debian: apt-get install -y nginx)');

// A short shared lifetime for this test only: the configuration is the production one, in front of a relay that
// shortens the site's s-maxage from 60 s to SHARED_SECONDS.
const SHARED_SECONDS = 2;
let nginx: RunningNginx;
test.beforeAll(async ({ baseURL }) => {
  nginx = await startNginx({ upstream: `127.0.0.1:${new URL(baseURL!).port}`, sharedSeconds: SHARED_SECONDS });
});
test.afterAll(async () => nginx?.stop());

const proxied = (path: string) => `http://127.0.0.1:${nginx.port}${path}`;
const cacheStatus = async (request: APIRequestContext, path: string, headers: Record<string, string> = {}) => {
  const response = await request.get(proxied(path), { headers, maxRedirects: 0 });
  return { status: response.status(), cache: response.headers()['x-cache-status'], control: response.headers()['cache-control'], text: await response.text() };
};

test('visitors get pages from nginx; signed-in staff and the API always reach the site', async ({ playwright, baseURL }) => {
  const visitor = await playwright.request.newContext();
  await cacheStatus(visitor, '/privacy');
  const again = await cacheStatus(visitor, '/privacy');
  expect(again.status).toBe(200);
  expect(again.cache).toBe('HIT');
  expect(again.control).toContain('s-maxage=');

  expect((await cacheStatus(visitor, '/privacy', { cookie: 'authToken=anything' })).cache).toBe('BYPASS');
  const me = await cacheStatus(visitor, '/api/user/me');
  expect(me.cache).toBe('BYPASS');
  expect(me.control).toBe('no-store');

  const home = await (await visitor.get(baseURL!)).text();
  const image = /\/api\/image\/[^"\s]+?(?=[\s"])/.exec(home)?.[0]?.replace(/&amp;/g, '&');
  expect(image, 'the home page shows an image').toBeTruthy();
  await cacheStatus(visitor, image!);
  const cachedImage = await cacheStatus(visitor, image!);
  expect(cachedImage.cache).toBe('HIT');
  expect(cachedImage.control).toBe('public, max-age=31536000, immutable');
  await visitor.dispose();
});

test('cached pages are not held back by tcp_nopush', () => {
  // With tcp_nopush on, nginx (Linux) never sets TCP_NODELAY on keep-alive connections and each cached page can wait
  // 40 ms for the visitor's delayed ACK (deploy/nginx/README.md, "Sending"). Timing it here would be flaky on a
  // busy machine, so the configuration itself is checked.
  const config = fs.readFileSync(path.join(__dirname, '../deploy/nginx/nginx.conf'), 'utf8');
  expect(config).toMatch(/^\s*tcp_nopush off;/m);
  expect(config).not.toMatch(/^\s*tcp_nopush on;/m);
});

test('a publish reaches an anonymous visitor through nginx within the shared lifetime', async ({ playwright, baseURL }) => {
  const visitor = await playwright.request.newContext();
  const editor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  expect((await editor.post('/api/user/login', { data: { username: 'admin', password: adminPassword } })).ok()).toBe(true);
  const slug = `behind-nginx-${Date.now()}`;
  const first = await editor.post('/api/page/publishPage', {
    data: { page: { _id: `page-${slug}`, domainId: 'default', slug, header: { title: 'Before the change' }, version: 0 }, collection: 'pages' },
  });
  expect(first.ok(), await first.text()).toBe(true);
  const { page } = await first.json();

  expect((await cacheStatus(visitor, `/${slug}`)).text).toContain('Before the change');
  const cached = await cacheStatus(visitor, `/${slug}`);
  expect(cached.cache).toBe('HIT');
  expect(cached.text).toContain('Before the change');

  const changed = await editor.post('/api/page/publishPage', { data: { page: { ...page, header: { ...page.header, title: 'After the change' } }, collection: 'pages' } });
  expect(changed.ok(), await changed.text()).toBe(true);
  // Bound: the page's s-maxage, then the first request after it refreshes the copy in the background.
  await expect
    .poll(async () => (await cacheStatus(visitor, `/${slug}`)).text.includes('After the change'), { timeout: (SHARED_SECONDS + 8) * 1000, intervals: [250] })
    .toBe(true);
  await visitor.dispose();
  await editor.dispose();
});
