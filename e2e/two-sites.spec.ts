// Two domains on one server: each host gets its own pages, navigation, footer, sitemap and robots.txt; a domain
// that is not published shows visitors nothing; publishing on one domain leaves the other's cached pages alone.
// The server listens on every loopback address, so 127.0.0.2 (the second demo domain) reaches it.
import { test, expect, type APIRequest, type APIRequestContext } from './fixtures';
import { adminPassword, expectNoViolations } from './support';


/** The same server on another loopback address: 127.0.0.2 is the second demo domain's host name. */
const on = (baseURL: string | undefined, host: string) => {
  const url = new URL(baseURL!);
  url.hostname = host;
  return url.origin;
};

async function signedInApi(playwright: { request: APIRequest }, baseURL: string): Promise<APIRequestContext> {
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  expect((await api.post('/api/user/login', { data: { username: 'admin', password: adminPassword } })).ok()).toBe(true);
  return api;
}

async function call(api: APIRequestContext, path: string, data: unknown) {
  const response = await api.post(`/api/${path}`, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

const sitemapLocs = async (request: APIRequestContext, origin: string) => {
  const response = await request.get(`${origin}/sitemap.xml`);
  expect(response.ok()).toBe(true);
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
};

const cacheState = async (request: APIRequestContext, url: string) => (await request.get(url, { headers: { cookie: '' } })).headers()['x-nextjs-cache'];

test('the server answers on 127.0.0.2 as well as localhost', async ({ request, baseURL }) => {
  expect((await request.get(`${on(baseURL, '127.0.0.2')}/health`)).ok()).toBe(true);
});

test('each host shows its own home page, navigation and footer', async ({ page, baseURL }) => {
  await page.goto(`${on(baseURL, '127.0.0.2')}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Training that helps people stay safe' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Tidewell Training Hub home' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Workshops' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).not.toContainText('Get help');
  await expect(page.getByRole('contentinfo')).toContainText('The Tidewell Training Hub is part of Tidewell Community Support');

  await page.goto(`${on(baseURL, 'localhost')}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'You don’t have to face it alone' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Tidewell Community Support home' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Get help' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).not.toContainText('Workshops');
  await expect(page.getByRole('contentinfo')).not.toContainText('Training Hub');
});

test('a page of one domain is not found on the other', async ({ request, baseURL }) => {
  const first = on(baseURL, 'localhost');
  const second = on(baseURL, '127.0.0.2');
  expect((await request.get(`${second}/workshop-calendar`)).status()).toBe(200);
  expect((await request.get(`${first}/about`)).status()).toBe(200);
  for (const url of [`${first}/workshop-calendar`, `${second}/about`]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(404);
    expect(await response.text(), url).toContain('This page could not be found');
  }
});

test('each sitemap.xml lists only its own pages, on its own host', async ({ request, baseURL }) => {
  const first = on(baseURL, 'localhost');
  const second = on(baseURL, '127.0.0.2');
  expect(await sitemapLocs(request, second)).toEqual([`${second}/`, `${second}/workshop-calendar`]);
  const firstLocs = await sitemapLocs(request, first);
  expect(firstLocs).toContain(`${first}/about`);
  expect(firstLocs.every((loc) => loc.startsWith(`${first}/`))).toBe(true);
  expect(firstLocs).not.toContain(`${first}/workshop-calendar`);
  expect(await (await request.get(`${second}/robots.txt`)).text()).toContain(`Sitemap: ${second}/sitemap.xml`);
});

test('a domain not published yet shows visitors nothing, and its pages once it is', async ({ playwright, page, request, baseURL }) => {
  // 127.0.0.5: an address no other test uses (config-settings.spec.ts makes domains on 127.0.0.3 and .4).
  const first = on(baseURL, 'localhost');
  const fifth = on(baseURL, '127.0.0.5');
  const admin = await signedInApi(playwright, first);
  let { domain } = await call(admin, 'config/saveDomain', { domain: { name: `Tidewell Youth ${Date.now()}`, hostnames: ['127.0.0.5'] } });
  try {
    expect(domain).toMatchObject({ published: false, hostnames: ['127.0.0.5'] });
    // Built before it is published: a page published on the domain is still not shown.
    await call(admin, 'page/publishPage', {
      page: { _id: `youth-home-${Date.now()}`, domainId: domain._id, slug: '', header: { title: 'Tidewell Youth is coming' }, version: 0 },
      collection: 'pages',
    });

    for (const path of ['/', '/about', '/workshop-calendar']) {
      const response = await request.get(`${fifth}${path}`);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).not.toContain('Tidewell Youth is coming');
    }
    const robots = await (await request.get(`${fifth}/robots.txt`)).text();
    expect(robots).toMatch(/Disallow: \/\s*$/m);
    expect(robots).not.toMatch(/Allow:|Sitemap:/);
    expect(await sitemapLocs(request, fifth)).toEqual([]);
    // The frame is there (staff sign in on this host to build the site) but empty: no name, no links of any site.
    await page.goto(`${fifth}/`);
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).not.toContainText(/Tidewell|Traditional Custodians/);

    domain = (await call(admin, 'config/publishDomain', { domain: { _id: domain._id } })).domain;
    const home = await request.get(`${fifth}/`);
    expect(home.status()).toBe(200);
    expect(await home.text()).toContain('Tidewell Youth is coming');
    expect((await request.get(`${fifth}/about`)).status()).toBe(404);
    expect(await (await request.get(`${fifth}/robots.txt`)).text()).toContain(`Sitemap: ${fifth}/sitemap.xml`);
    expect(await sitemapLocs(request, fifth)).toEqual([`${fifth}/`]);
  } finally {
    // Lets go of the address and unpublishes, so the test can run again on the same server.
    const saved = await call(admin, 'config/saveDomain', { domain: { ...domain, hostnames: [] } });
    await call(admin, 'config/unpublishDomain', { domain: saved.domain });
    await admin.dispose();
  }
});

test('publishing navigation on one domain leaves the other domain’s cached pages as they were', async ({ playwright, request, baseURL }) => {
  const first = on(baseURL, 'localhost');
  const second = on(baseURL, '127.0.0.2');
  for (const url of [`${first}/contact`, `${second}/workshop-calendar`]) {
    await cacheState(request, url);
    expect(await cacheState(request, url), url).toBe('HIT');
  }
  const admin = await signedInApi(playwright, first);
  // The loaded navigation goes back as it came (with its domainId and version); the call ignores the rest.
  const { nav: edited } = await (await admin.get('/api/site/loadNav', { params: { domainId: 'second-site' } })).json();
  const label = `Book a workshop ${Date.now()}`;
  const published = await call(admin, 'site/publishNav', { nav: { ...edited, donate: { ...edited.donate, text: label } } });

  expect(await cacheState(request, `${first}/contact`)).toBe('HIT');
  expect(await (await request.get(`${first}/contact`)).text()).not.toContain(label);
  expect(await (await request.get(`${second}/workshop-calendar`)).text()).toContain(label);

  // Back as it was, for the checks that follow.
  await call(admin, 'site/publishNav', { nav: { ...published.nav, donate: edited.donate } });
  await admin.dispose();
});

test('the second domain’s seeded pages have zero axe violations', async ({ page, baseURL }) => {
  const second = on(baseURL, '127.0.0.2');
  for (const path of ['/', '/workshop-calendar', '/no/such/page']) {
    await page.goto(`${second}${path}`);
    await expectNoViolations(page, `${path} of the second domain`);
  }
});
