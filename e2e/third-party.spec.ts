import { expect, startTestServer, test, type Page } from './fixtures';

import { coveringPaths } from './seeded-pages';
import { expectHydrated, expectNoViolations } from './support';

// Nothing third-party before the visitor acts: a second server of the same build with the tag manager and a Maps
// key configured (what a real site has), so the test sees every outside request a visitor's browser would make.
let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
let origin = '';

test.describe.configure({ mode: 'serial', timeout: 360_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startTestServer({ GTM_ID: 'GTM-E2ETEST', GOOGLE_MAPS_API_KEY: 'e2e-maps-key' });
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
});

/** Every request to another origin is recorded and answered here: nothing leaves the machine. */
async function recordOutside(page: Page): Promise<string[]> {
  const outside: string[] = [];
  await page.route(
    (url) => url.origin !== origin,
    (route) => {
      outside.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    },
  );
  return outside;
}

test('no demo page contacts another site before the visitor acts, with the tag manager and Maps configured', async ({ page }) => {
  // The pages that together have every header and block (seeded-pages.ts): what a page loads from elsewhere depends
  // on its header and blocks. The crawl
  // (crawl.spec.ts) checks every seeded page on a server without them.
  const outside = await recordOutside(page);
  // The page's clock is the test's: timers (the tag manager's 2 s start delay) run when the test moves it on.
  await page.clock.install();
  expect(coveringPaths).toContain('/contact');
  for (const pathname of coveringPaths) {
    await page.goto(`${origin}${pathname}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    expect(outside, `requests to other sites from ${pathname}`).toEqual([]);
  }
  // Past anything started after the page load (the tag manager waits 2 s): its script is not even added.
  await page.clock.runFor(5_000);
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
  expect(outside).toEqual([]);
  // The question is asked, and its answer is what lets the tag manager load.
  await expect(page.getByRole('region', { name: 'Analytics cookies' })).toBeVisible();
  await expectNoViolations(page, 'a page with the analytics question');
});

test('the tag manager loads only once the visitor allows it, and never after No thanks', async ({ browser }) => {
  const refuser = await (await browser.newContext()).newPage();
  const refused = await recordOutside(refuser);
  await refuser.clock.install();
  await refuser.goto(`${origin}/about`);
  await refuser.getByRole('button', { name: 'No thanks' }).click();
  await refuser.goto(`${origin}/get-help`);
  await expect(refuser.getByRole('region', { name: 'Analytics cookies' })).toContainText('Analytics cookies are off on this site.');
  await expect(refuser.getByRole('button', { name: 'No thanks' })).toHaveCount(0);
  await refuser.clock.runFor(5_000);
  await expect(refuser.locator('script[src*="googletagmanager"]')).toHaveCount(0);
  expect(refused).toEqual([]);

  const page = await (await browser.newContext()).newPage();
  const outside = await recordOutside(page);
  await page.goto(`${origin}/about`);
  await page.getByRole('button', { name: 'Allow analytics' }).click();
  // The script is added to the page (whether the browser then fetches it depends on the build's Content-Security-Policy,
  // which lets the tag manager through only when GTM_ID was set at build time).
  await expect(page.locator('script[src="https://www.googletagmanager.com/gtm.js?id=GTM-E2ETEST"]')).toHaveCount(1);
  await page.goto(`${origin}/get-help`);
  await expect(page.getByRole('button', { name: 'Allow analytics' })).toHaveCount(0);
  // The answer can be changed: the question comes back.
  await page.getByRole('button', { name: 'Change your choice' }).click();
  await expect(page.getByRole('button', { name: 'Allow analytics' })).toBeVisible();
});

test('the map is fetched from Google only when the visitor asks for it', async ({ page }) => {
  const outside = await recordOutside(page);
  await page.goto(`${origin}/contact`);
  await page.getByRole('region', { name: 'Analytics cookies' }).getByRole('button', { name: 'No thanks' }).click();
  await expect(page.getByText('Showing it sends Google your IP address')).toBeVisible();
  expect(outside).toEqual([]);
  // A press before React has hydrated the button would be kept and carried out later (early-presses.ts); this test
  // is about what the press fetches, so it presses the button once the page's code runs it.
  const show = page.getByRole('button', { name: /^Show the map/ });
  await expectHydrated(show);
  await show.click();
  await expect(page.locator('iframe[title^="Map:"]')).toBeVisible();
  await expect.poll(() => outside.some((url) => url.startsWith('https://www.google.com/maps/embed/v1/place?key=e2e-maps-key'))).toBe(true);
});
