// The default domain's site settings in browser tests: read them, and put them back after each test, so the
// tests after a settings test see the demo site unchanged.
import { test, expect, type Browser, type Page } from './fixtures';
import { signIn } from './support';
import { sameSite } from './api';

export type SettingsState = {
  siteSettings: Record<string, unknown> & { version: number; redirectsVersion: number; categoriesVersion: number };
  redirects: unknown[];
  categories: unknown[];
};

export const settingsPanel = (page: Page) => page.getByRole('complementary', { name: 'Site Settings' });
/** The newest toast with this text (an earlier one may still be showing). */
export const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).last();

export async function loadSettings(page: Page): Promise<SettingsState> {
  const response = await page.request.get('/api/siteSettings/loadSiteSettings?domainId=default');
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

/** Publishes `original` over whatever is stored now, as an admin in a context of its own. */
async function restoreSettings(browser: Browser, original: SettingsState) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page);
  const { version, redirectsVersion, categoriesVersion } = (await loadSettings(page)).siteSettings;
  const response = await page.request.post('/api/siteSettings/publishSiteSettings', {
    headers: sameSite,
    data: { siteSettings: { ...original.siteSettings, version, redirectsVersion, categoriesVersion }, redirects: original.redirects, categories: original.categories },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await context.close();
}

/** Reads the settings before the file's tests and publishes them back after each one. */
export function keepSiteSettings(): void {
  let original: SettingsState;
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page);
    original = await loadSettings(page);
    await context.close();
  });
  test.afterEach(async ({ browser }) => {
    await restoreSettings(browser, original);
  });
}
