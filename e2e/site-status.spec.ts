import { test, expect, type Page, type Request } from './fixtures';

import { signIn, userPassword, expectNoViolations } from './support';

const expectTabWithoutViolations = (page: Page, label: string) => expectNoViolations(page, label, { include: '[role="tabpanel"]:not([hidden])' });

const notice = (page: Page) => page.getByRole('status', { name: 'The site needs attention' });
const dashboard = (page: Page) => page.getByRole('dialog', { name: /^Welcome to your dashboard, / });
const statusPanel = (page: Page) => dashboard(page).getByRole('tabpanel', { name: 'Site status' });
const region = (page: Page, name: string) => statusPanel(page).getByRole('region', { name });
/** The value beside a term of the tab's figures. */
const figure = (page: Page, section: string, term: string) => region(page, section).getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');

const size = /^\d+(\.\d)? (bytes?|kB|MB|GB|TB)$/;
const files = /^\d+ files?, \d+(\.\d)? (bytes?|kB|MB|GB|TB)$/;

/** Collects the page's requests for the site status. */
function statusRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/site/status') seen.push(request);
  });
  return seen;
}

test('an admin is told the site needs attention, opens Site status, downloads a backup, and the warning goes', async ({ page }) => {
  test.setTimeout(120_000);
  const requests = statusRequests(page);
  await signIn(page);
  await page.goto('/');
  await expect(page.locator('#editor-page [data-edit="header.title"]')).toBeVisible();

  // The test server's data directory has never been backed up.
  await expect(notice(page)).toBeVisible();
  await expect(notice(page).getByRole('listitem').filter({ hasText: /^No backup of the site has been made yet\./ })).toHaveCount(1);
  // In the flow of the page, at the top of the main content: it covers nothing.
  await expect(page.locator('#main-content > #editor-site-attention').getByRole('status')).toBeVisible();
  await expectNoViolations(page, 'editor with the attention notice');

  await notice(page).getByRole('button', { name: 'Show site status' }).click();
  await expect(dashboard(page)).toBeVisible();
  await expect(dashboard(page).getByRole('tab', { name: 'Site status' })).toHaveAttribute('aria-selected', 'true');

  // Warnings first, then the figures in words with units.
  const warnings = statusPanel(page).getByRole('status', { name: 'Needs attention' });
  await expect(warnings.getByRole('listitem').filter({ hasText: /^No backup of the site has been made yet\./ })).toHaveCount(1);
  await expect(figure(page, 'Storage', 'Content and settings')).toHaveText(size);
  await expect(figure(page, 'Storage', 'Pictures as uploaded')).toHaveText(files);
  await expect(figure(page, 'Storage', 'Picture sizes made for pages')).toHaveText(files);
  await expect(figure(page, 'Storage', 'Documents')).toHaveText(files);
  await expect(figure(page, 'Storage', 'Free disk space')).toHaveText(/^\d+(\.\d)? (bytes?|kB|MB|GB|TB) free of \d+(\.\d)? (kB|MB|GB|TB) \(\d{1,3}%\)$/);
  await expect(figure(page, 'Form emails', 'Waiting to be sent')).toHaveText(/^(None|\d+)$/);
  await expect(figure(page, 'Form emails', 'Given up on, in all')).toHaveText(/^\d+$/);
  await expect(figure(page, 'This site', 'Version')).toHaveText(/^\d+\.\d+\.\d+/);
  await expect(figure(page, 'This site', 'Figures read at')).toHaveText(/^\d{1,2}:\d{2} (AM|PM), \d{2}\/\d{2}\/\d{4}$/);
  await expect(region(page, 'Backup')).toContainText('No backup has been made yet.');
  await expectTabWithoutViolations(page, 'Site status tab');

  // Dismissed, the notice stays away for the rest of this browser tab's session, without asking again.
  await dashboard(page).getByRole('button', { name: 'Close' }).click();
  await notice(page).getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice(page)).toHaveCount(0);
  const asked = requests.length;
  await page.reload();
  await expect(page.locator('#editor-page [data-edit="header.title"]')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dashboard' })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  expect(requests.length).toBe(asked);

  // The download: a whole-site archive, then listed as the last backup.
  await page.getByRole('button', { name: 'Dashboard' }).click();
  await dashboard(page).getByRole('tab', { name: 'Site status' }).click();
  const link = region(page, 'Backup').getByRole('link', { name: 'Download a backup' });
  await expect(link).toHaveAttribute('href', '/api/backup/download');
  await expect(link).toHaveAttribute('download', '');
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^site-backup-\d{4}-\d{2}-\d{2}-\d{4}\.tar\.gz$/);
  expect(await download.failure()).toBeNull();
  await expect(async () => {
    await statusPanel(page).getByRole('button', { name: 'Refresh' }).click();
    await expect(region(page, 'Backup')).toContainText(/The last backup was made at \d{1,2}:\d{2} (AM|PM), \d{2}\/\d{2}\/\d{4}/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(statusPanel(page).getByText(/^No backup of the site has been made yet\./)).toHaveCount(0);
  await expectTabWithoutViolations(page, 'Site status tab after a backup');
});

test('staff who are not admins never ask for the site status', async ({ page }) => {
  const requests = statusRequests(page);
  await signIn(page, 'eddie@example.org', userPassword);
  await page.goto('/');
  await expect(page.locator('#editor-page [data-edit="header.title"]')).toBeVisible();
  await page.getByRole('button', { name: 'Dashboard' }).click();
  await expect(dashboard(page).getByRole('tab')).toHaveText(['Sitemap', 'Reviews', 'Content health', 'Media library', 'Searches']);
  await expect(notice(page)).toHaveCount(0);
  expect(requests).toEqual([]);
});
