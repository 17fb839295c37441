import { expect, test, type Page } from './fixtures';
import { signIn } from './support';
import { keepSiteSettings, settingsPanel, toast } from './settings-support';

// The quick exit (GOV.UK's "Exit this page"): on phone and desktop, the button and Shift pressed three times both
// replace the page with the neutral site, so Back does not return to it, and forget the text size.
const destination = 'https://www.bom.gov.au/';

/** The neutral site, answered here: tests reach nothing outside this machine. */
async function standInForTheWeather(page: Page) {
  await page.route('https://www.bom.gov.au/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Weather</title><h1>Weather</h1>' }),
  );
}

async function visitTwoPagesWithLargerText(page: Page) {
  await standInForTheWeather(page);
  await page.goto('/about');
  await page.goto('/get-help');
  await page.getByRole('button', { name: 'Increase text size' }).first().click();
  expect(await page.evaluate(() => localStorage.getItem('fontSize'))).toBe('2');
}

async function expectLeftWithoutTrace(page: Page) {
  await expect(page).toHaveURL(destination);
  await expect(page.getByRole('heading', { name: 'Weather' })).toBeVisible();
  // Back skips the page the visitor was reading: it was replaced, not left behind.
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  expect(await page.evaluate(() => localStorage.getItem('fontSize'))).toBeNull();
}

for (const viewport of [
  { name: 'phone', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the Exit this page button comes right after the skip link and stays in view', async ({ page }) => {
      await page.goto('/get-help');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
      await page.keyboard.press('Tab');
      const exit = page.getByRole('link', { name: 'Exit this page' });
      await expect(exit).toBeFocused();
      await page.mouse.wheel(0, 2500);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      await expect(exit).toBeInViewport();
    });

    test('the button leaves for the neutral site and forgets the text size', async ({ page }) => {
      await visitTwoPagesWithLargerText(page);
      await page.getByRole('link', { name: 'Exit this page' }).click();
      await expectLeftWithoutTrace(page);
    });

    test('pressing Shift three times does the same, while Shift in typing does not', async ({ page }) => {
      await visitTwoPagesWithLargerText(page);
      // Capitals typed in between start the count again.
      await page.keyboard.press('Shift');
      await page.keyboard.press('Shift+KeyA');
      await page.keyboard.press('Shift');
      await expect(page).toHaveURL(/\/get-help$/);
      await page.keyboard.press('Shift');
      await page.keyboard.press('Shift');
      await page.keyboard.press('Shift');
      await expectLeftWithoutTrace(page);
    });
  });
}

test('the phone menu, which covers the page, carries the exit too', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await standInForTheWeather(page);
  await page.goto('/about');
  await page.goto('/get-help');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('link', { name: 'Exit this page' }).click();
  await expect(page).toHaveURL(destination);
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
});

test('the Staying safe online page explains private browsing and clearing history', async ({ page }) => {
  await page.goto('/get-help/staying-safe-online');
  await expect(page.getByRole('heading', { level: 1, name: 'Staying safe online' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Private browsing' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Clearing your history' })).toBeVisible();
});

test.describe('Site settings', () => {
  keepSiteSettings();

  test('a domain can turn the quick exit off in Site settings, and choose where it leads', async ({ page, browser }) => {
    await signIn(page);
    await page.goto('/about');
    await page.getByRole('button', { name: 'Site settings' }).click();
    const panel = settingsPanel(page);
    const address = panel.getByLabel('Quick exit address');
    await address.fill('http://example.org/');
    await panel.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(panel.getByText(/The quick exit address must be a full https:\/\/ address/).first()).toBeVisible();
    await address.fill('https://example.org/weather');
    await panel.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(toast(page, 'Site Settings Published')).toBeVisible();

    const visitor = await (await browser.newContext()).newPage();
    await expect.poll(async () => {
      await visitor.goto('/contact');
      return visitor.getByRole('link', { name: 'Exit this page' }).getAttribute('href');
    }).toBe('https://example.org/weather');

    await panel.getByLabel('Show the Exit this page button').uncheck();
    await address.fill('https://www.bom.gov.au/');
    await panel.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(toast(page, 'Site Settings Published')).toBeVisible();
    await expect.poll(async () => {
      await visitor.goto('/contact');
      return visitor.getByRole('link', { name: 'Exit this page' }).count();
    }).toBe(0);

    await panel.getByLabel('Show the Exit this page button').check();
    await panel.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect.poll(async () => {
      await visitor.goto('/contact');
      return visitor.getByRole('link', { name: 'Exit this page' }).count();
    }).toBe(1);
  });
});
