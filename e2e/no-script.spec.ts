// The site before and without its JavaScript: a visitor on an old phone, a slow network or a browser with scripts
// turned off still gets the menu, every disclosure's content and a readable 'not found' page.
import { test, expect } from './fixtures';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test('Menu opens the links without a script, and its links lead there', async ({ page }) => {
      await page.goto('/');
      // One Menu: the native disclosure; the scripted button is hidden.
      await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
      const menu = page.locator('header').getByRole('navigation', { name: 'Main' });
      await expect(menu).toBeHidden();
      await page.locator('header summary', { hasText: 'Menu' }).click();
      await expect(menu.getByRole('link', { name: 'Get help', exact: true })).toBeVisible();
      await menu.getByRole('link', { name: 'Volunteer' }).click();
      await expect(page).toHaveURL(/\/get-involved\/volunteer$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });

  test('an unknown address answers 404 with the whole page: language, title, site header, its texts and footer', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-AU');
    await expect(page).toHaveTitle('This page could not be found');
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByRole('link', { name: 'Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('accordion items open and close', async ({ page }) => {
    await page.goto('/training');
    const mhfa = page.locator('summary', { hasText: 'Mental Health First Aid - Standard' });
    const mhfaText = page.getByText('until professional help arrives');
    await expect(mhfaText).toBeHidden();
    await mhfa.click();
    await expect(mhfaText).toBeVisible();
    // Its header is still a heading, as with the script.
    await expect(page.getByRole('heading', { level: 2, name: 'Mental Health First Aid - Standard' })).toBeVisible();
    await mhfa.click();
    await expect(mhfaText).toBeHidden();
  });

  test("expandable details open with 'Read more' and close with 'Read less'", async ({ page }) => {
    await page.goto('/training/asist');
    const dayOne = page.locator('.cs-expandable').filter({ hasText: 'Day one: connecting and understanding' });
    const details = dayOne.getByText('We start by talking about our own experiences');
    await expect(details).toBeHidden();
    await dayOne.locator('summary', { hasText: 'Read more' }).click();
    await expect(details).toBeVisible();
    await expect(dayOne.getByText('Read more')).toBeHidden();
    await dayOne.locator('summary', { hasText: 'Read less' }).click();
    await expect(details).toBeHidden();
  });
});

test('an accordion item opened before the page’s script arrives stays open once it has', async ({ page }) => {
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/training', { waitUntil: 'domcontentloaded' });
  await page.locator('summary', { hasText: 'Mental Health First Aid - Standard' }).click();
  await expect(page.getByText('until professional help arrives')).toBeVisible();
  release();
  const mhfa = page.getByRole('button', { name: 'Mental Health First Aid - Standard' });
  await expect(mhfa).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('until professional help arrives')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Applied Suicide Intervention Skills Training (ASIST)' })).toHaveAttribute('aria-expanded', 'false');
  await mhfa.click();
  await expect(page.getByText('until professional help arrives')).toBeHidden();
});
