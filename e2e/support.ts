import { expect, type Page, type Browser } from '@playwright/test';
import { e2eAdminPassword } from '../playwright.config';

export const adminPassword = e2eAdminPassword;

export async function signIn(page: Page, username = 'admin', password = adminPassword) {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Welcome' });
  await dialog.getByLabel('Username or Email').fill(username);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('button', { name: 'Select component' })).toBeVisible();
}

/** Slugs of every published page, read from the site's own sitemap. */
export async function publishedPaths(page: Page): Promise<string[]> {
  const response = await page.request.get('/sitemap.xml');
  expect(response.ok()).toBe(true);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

export async function anonymousPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}
