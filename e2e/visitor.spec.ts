import { test, expect } from './fixtures';
import { expectHydrated } from './support';
// Every seeded page answering 200 with one main heading: the crawl (crawl.spec.ts).

test('the home page shows its header, navigation, footer and the Listen button', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Listen' })).toBeVisible();
  await expect(page).toHaveTitle(/.+/);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length).toBeGreaterThan(10);
  await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
});

test('an unknown address gets the 404 page with its texts and a Homepage button', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await expect(page.getByText('Something went wrong. Please click the homepage button below to begin your journey again.')).toBeVisible();
  await page.getByRole('link', { name: 'Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('from the 404 page a link opens the next page in place, with no error in the browser', async ({ page }) => {
  // The 404 status is set by a part only the server renders (app/sites/[host]/[[...slug]]/page.tsx). Once, the
  // browser kept it as a failed part and reported it, as two React errors, when the next page opened.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  const link = page.getByRole('contentinfo').getByRole('link', { name: '24/7 crisis line' });
  await expectHydrated(link);
  await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our 24/7 crisis line');
  expect(await page.evaluate(() => 'stayedOnPage' in window), 'opened in place, without loading a new document').toBe(true);
  expect(errors).toEqual([]);
});

test('a saved but unpublished page is a 404 for visitors', async ({ page }) => {
  const response = await page.goto('/news/winter-appeal');
  expect(response?.status()).toBe(404);
});

test('/health reports the store', async ({ request }) => {
  const response = await request.get('/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok', store: { kind: 'embedded', status: 'ok' } });
});

test('robots.txt points at the sitemap, which lists published pages only', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
  expect(robots).toContain('Disallow: /api/');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>http://localhost');
  expect(sitemap).not.toContain('winter-appeal');
});

test('text size goes up and down between 1 and 6 and is remembered', async ({ page }) => {
  await page.goto('/');
  const root = page.locator('#site-root');
  const bigger = page.getByRole('button', { name: 'Increase text size' });
  const smaller = page.getByRole('button', { name: 'Decrease text size' });
  await expect(smaller).toBeDisabled(); // already at the smallest size, 1
  for (let level = 2; level <= 6; level++) {
    await bigger.click();
    await expect(root).toHaveClass(new RegExp(`font-size-${level}`));
  }
  await expect(bigger).toBeDisabled(); // clamped at 6
  await page.reload();
  await expect(root).toHaveClass(/font-size-6/);
  for (let i = 0; i < 5; i++) await smaller.click();
  await expect(root).not.toHaveClass(/font-size-\d/);
  await expect(smaller).toBeDisabled();
  expect(await page.evaluate(() => localStorage.getItem('fontSize'))).toBe('1');
});

test('Listen reads the page aloud in en-AU and a second click cancels', async ({ page }) => {
  await page.addInitScript(() => {
    const spoken: { lang: string; text: string }[] = [];
    let speaking = false;
    (window as unknown as { __spoken: typeof spoken }).__spoken = spoken;
    Object.defineProperty(window, 'speechSynthesis', {
      value: {
        get speaking() {
          return speaking;
        },
        speak: (u: SpeechSynthesisUtterance) => {
          speaking = true;
          spoken.push({ lang: u.lang, text: u.text });
        },
        cancel: () => {
          speaking = false;
          spoken.push({ lang: 'cancel', text: '' });
        },
        getVoices: () => [],
      },
    });
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Listen' }).click();
  const first = await page.evaluate(() => (window as unknown as { __spoken: { lang: string; text: string }[] }).__spoken[0]);
  expect(first.lang).toBe('en-AU');
  expect(first.text.length).toBeGreaterThan(50);
  await page.getByRole('button', { name: 'Stop listening' }).click();
  const calls = await page.evaluate(() => (window as unknown as { __spoken: { lang: string }[] }).__spoken.map((s) => s.lang));
  expect(calls).toContain('cancel');
  await expect(page.getByRole('button', { name: 'Listen' })).toBeVisible();
});
