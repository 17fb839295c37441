import { expect, test, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { e2eAdminPassword, e2eUserPassword } from '../playwright.config';
import { expectNoViolations } from './settings-support';

// Nothing third-party before the visitor acts: a second server of the same build with the tag manager and a Maps
// key configured (what a real site has), so the test sees every outside request a visitor's browser would make.
const port = Number(process.env.E2E_PORT ?? 3100) + 50;
const origin = `http://localhost:${port}`;
let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial', timeout: 360_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = spawn('node', ['scripts/e2e-server.mjs', String(port)], {
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      GTM_ID: 'GTM-E2ETEST',
      GOOGLE_MAPS_API_KEY: 'e2e-maps-key',
      E2E_ADMIN_PASSWORD: e2eAdminPassword,
      E2E_USER_PASSWORD: e2eUserPassword,
      E2E_MAILBOX: path.join(os.tmpdir(), `site-e2e-mailbox-${port}`),
      E2E_LEADS: path.join(os.tmpdir(), `site-e2e-leads-${port}`),
    },
  });
  const deadline = Date.now() + 150_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('The second test server did not start');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
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

async function publishedPaths(page: Page): Promise<string[]> {
  const xml = await (await page.request.get(`${origin}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

test('no demo page contacts another site before the visitor acts', async ({ page }) => {
  const outside = await recordOutside(page);
  const paths = await publishedPaths(page);
  expect(paths.length).toBeGreaterThan(30);
  for (const pathname of paths) {
    await page.goto(`${origin}${pathname}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    expect(outside, `requests to other sites from ${pathname}`).toEqual([]);
  }
  // Long enough for anything started after the page load (the tag manager waits 2 s) to have gone out.
  await page.waitForTimeout(3000);
  expect(outside).toEqual([]);
  // The question is asked, and its answer is what lets the tag manager load.
  await expect(page.getByRole('region', { name: 'Analytics cookies' })).toBeVisible();
  await expectNoViolations(page, 'a page with the analytics question');
});

test('the tag manager loads only once the visitor allows it, and never after No thanks', async ({ browser }) => {
  const refuser = await (await browser.newContext()).newPage();
  const refused = await recordOutside(refuser);
  await refuser.goto(`${origin}/about`);
  await refuser.getByRole('button', { name: 'No thanks' }).click();
  await refuser.goto(`${origin}/get-help`);
  await expect(refuser.getByRole('region', { name: 'Analytics cookies' })).toContainText('Analytics cookies are off on this site.');
  await expect(refuser.getByRole('button', { name: 'No thanks' })).toHaveCount(0);
  await refuser.waitForTimeout(3000);
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
  await page.getByRole('button', { name: /^Show the map/ }).click();
  await expect(page.locator('iframe[title^="Map:"]')).toBeVisible();
  await expect.poll(() => outside.some((url) => url.startsWith('https://www.google.com/maps/embed/v1/place?key=e2e-maps-key'))).toBe(true);
});
