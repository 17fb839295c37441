import { expect, type Page, type Browser } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { e2eAdminPassword, e2eMailbox, e2eUserPassword } from '../playwright.config';

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

export const userPassword = e2eUserPassword;

/** Waits for the newest mail to an address in the test server's SMTP mailbox; answers its decoded text. */
export async function waitForMail(to: string, after: number): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(() => {
      const names = fs.existsSync(e2eMailbox) ? fs.readdirSync(e2eMailbox) : [];
      const name = names.filter((n) => n.endsWith(`-${to}.eml`) && Number(n.split('-')[0]) >= after).sort().at(-1);
      found = name && fs.readFileSync(path.join(e2eMailbox, name), 'utf8');
      return Boolean(found);
    }, { timeout: 10_000 })
    .toBe(true);
  return found!.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
