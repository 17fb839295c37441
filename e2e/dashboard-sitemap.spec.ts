import { test, expect, type Locator, type Page } from './fixtures';
import { signIn, userPassword, expectNoViolations, localDay } from './support';
import { createPage, unique } from './editor-pages';
import { sameSite } from './api';

const columns = ['Slug', 'Title', 'Page Type', 'Last Modified', 'Last Published', 'Currently Published', 'Publishable By You', 'Change Frequency', 'Priority', 'Scheduled', 'Open Notes'];

const dashboard = (page: Page) => page.getByRole('dialog', { name: /^Welcome to your dashboard, / });
const sitemapPanel = (page: Page) => dashboard(page).getByRole('tabpanel', { name: 'Sitemap' });
const drawer = (page: Page) => sitemapPanel(page).getByRole('region', { name: 'Filters' });
const bodyRows = (page: Page) => sitemapPanel(page).locator('tbody tr');
const slugLinks = (page: Page) => sitemapPanel(page).locator('tbody tr td:first-child a');

/** Signs in and opens the home page in the editor. */
async function signInAtHome(page: Page, ...account: [] | [string, string]) {
  await signIn(page, ...account);
  await page.goto('/');
  await expect(page.locator('#editor-page [data-edit="header.title"]')).toBeVisible();
}

async function openDashboard(page: Page) {
  await page.getByRole('button', { name: 'Dashboard' }).click();
  await expect(dashboard(page)).toBeVisible();
  await expect(sitemapPanel(page).getByRole('table')).toBeVisible();
}

/** Stores three pages under one new prefix with known sitemap settings; answers their slugs. */
async function createSitemapPages(page: Page) {
  const prefix = unique('e2e-sitemap');
  const made = { alpha: `${prefix}-alpha`, beta: `${prefix}-beta`, gamma: `${prefix}-gamma` };
  const settings = { alpha: { frequency: 'weekly', priority: 0.3 }, beta: { frequency: 'daily', priority: 0.9 }, gamma: { frequency: 'weekly', priority: 0.9 } };
  for (const [name, slug] of Object.entries(made) as [keyof typeof made, string][]) {
    const response = await page.request.post('/api/page/save', {
      headers: sameSite,
      data: { page: { _id: `page-${slug}`, domainId: 'default', slug, header: { title: `Sitemap ${name}`, description: '' }, contents: [], version: 0, ...settings[name] }, collection: 'pages' },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
  return { prefix, ...made };
}

async function expectSlugs(page: Page, slugs: string[]) {
  await expect(slugLinks(page)).toHaveText(slugs);
}

async function choose(select: Locator, label: string) {
  await select.selectOption({ label });
}

test('the dashboard opens from the menu with the Sitemap table; Close and Escape close it and give focus back', async ({ page }) => {
  await signInAtHome(page);
  await openDashboard(page);
  await expect(dashboard(page).getByRole('heading', { level: 2 })).toHaveText('Welcome to your dashboard, Site Administrator.');
  await expect(dashboard(page).getByRole('tab')).toHaveText(['Sitemap', 'Reviews', 'Content health', 'Media library', 'Searches', 'Trash', 'Users', 'Form Submissions', 'Access log', 'Export and import', 'Site status']);
  await expect(dashboard(page).getByRole('tab', { name: 'Sitemap' })).toHaveAttribute('aria-selected', 'true');
  await expect(dashboard(page).getByRole('tab', { name: 'Sitemap' })).toBeFocused();
  await expect(sitemapPanel(page).getByRole('columnheader')).toHaveText(columns);

  // Arrow keys move between the tabs.
  await page.keyboard.press('ArrowRight');
  await expect(dashboard(page).getByRole('tab', { name: 'Reviews' })).toBeFocused();
  await expect(dashboard(page).getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
  await expect(sitemapPanel(page)).toBeHidden();
  await page.keyboard.press('ArrowLeft');
  await expect(sitemapPanel(page)).toBeVisible();

  // Tab stays inside the dialog.
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await dashboard(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }

  await dashboard(page).getByRole('button', { name: 'Close' }).click();
  await expect(dashboard(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Dashboard' })).toBeFocused();

  await page.getByRole('button', { name: 'Dashboard' }).click();
  await expect(dashboard(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dashboard(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Dashboard' })).toBeFocused();
});

test('an editor sees only the Sitemap, Reviews, Content health, Media library and Searches tabs, and no page is publishable by them', async ({ page }) => {
  await signInAtHome(page, 'eddie@example.org', userPassword);
  await openDashboard(page);
  await expect(dashboard(page).getByRole('heading', { level: 2 })).toHaveText('Welcome to your dashboard, eddie.');
  await expect(dashboard(page).getByRole('tab')).toHaveText(['Sitemap', 'Reviews', 'Content health', 'Media library', 'Searches']);
  await expect(bodyRows(page).first()).toBeVisible();
  await expect(bodyRows(page).locator('td:nth-child(7)')).toHaveText(Array(await bodyRows(page).count()).fill('✗ No'));
});

test('every filter narrows the table on the real server, and Clear Filters shows everything again', async ({ page }) => {
  await signIn(page);
  const made = await createSitemapPages(page);
  await page.goto('/');
  await expect(page.locator('#editor-page [data-edit="header.title"]')).toBeVisible();
  await openDashboard(page);

  const toggle = sitemapPanel(page).getByRole('button', { name: 'Filters', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(drawer(page)).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer(page)).toBeVisible();

  const status = sitemapPanel(page).getByRole('status');
  await drawer(page).getByLabel('Slug').fill(made.alpha);
  await expectSlugs(page, [made.alpha]);
  await expect(status).toHaveText('1 page');
  const alphaCells = bodyRows(page).first().locator('td');
  await expect(alphaCells).toHaveText([made.alpha, 'Sitemap alpha', 'Generic', /^\d{1,2}:\d{2} [AP]M, \d{2}\/\d{2}\/\d{4}$/, '', '✗ No', '✓ Yes', 'weekly', '0.3', '', '']);

  await drawer(page).getByLabel('Slug').fill(made.prefix);
  await expectSlugs(page, [made.alpha, made.beta, made.gamma]);

  await choose(drawer(page).getByLabel('Change Frequency'), 'weekly');
  await expectSlugs(page, [made.alpha, made.gamma]);
  await drawer(page).getByLabel('Priority').fill('0.9');
  await expectSlugs(page, [made.gamma]);
  await choose(drawer(page).getByLabel('Change Frequency'), 'Any');
  await expectSlugs(page, [made.beta, made.gamma]);
  await drawer(page).getByLabel('Priority').fill('');
  await expectSlugs(page, [made.alpha, made.beta, made.gamma]);

  await choose(drawer(page).getByLabel('Page Type'), 'Generic');
  await expectSlugs(page, [made.alpha, made.beta, made.gamma]);

  await choose(drawer(page).getByLabel('Publishable By You'), 'No');
  await expect(sitemapPanel(page).getByText('No pages match these filters.')).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(0);
  await choose(drawer(page).getByLabel('Publishable By You'), 'Yes');
  await expectSlugs(page, [made.alpha, made.beta, made.gamma]);

  const from = drawer(page).getByLabel('Last Modified From');
  const to = drawer(page).getByLabel('Last Modified To');
  const [yesterday, today, tomorrow] = [await localDay(page, -1), await localDay(page, 0), await localDay(page, 1)];
  await from.fill(tomorrow);
  await expect(to).toHaveAttribute('min', tomorrow);
  await expect(sitemapPanel(page).getByText('No pages match these filters.')).toBeVisible();
  await from.fill(today);
  await expectSlugs(page, [made.alpha, made.beta, made.gamma]);
  await from.fill('');
  await to.fill(yesterday);
  await expect(from).toHaveAttribute('max', yesterday);
  await expect(sitemapPanel(page).getByText('No pages match these filters.')).toBeVisible();
  await to.fill(today);
  await expectSlugs(page, [made.alpha, made.beta, made.gamma]);

  await drawer(page).getByRole('button', { name: 'Clear Filters' }).click();
  await expect(drawer(page).getByLabel('Slug')).toHaveValue('');
  await expect(to).toHaveValue('');
  await expect(bodyRows(page)).toHaveCount(10);
  await expect(status).toHaveText(/^\d+ pages$/);
  expect(Number((await status.textContent())!.split(' ')[0])).toBeGreaterThanOrEqual(20);

  await expectNoViolations(page, 'dashboard with the filter drawer open');
});

test('pages through the sitemap ten at a time; a new page size goes back to page 1', async ({ page }) => {
  await signIn(page);
  await createSitemapPages(page);
  await page.goto('/');
  await expect(page.locator('#editor-page [data-edit="header.title"]')).toBeVisible();
  await openDashboard(page);
  const status = sitemapPanel(page).getByRole('status');
  await expect(status).toHaveText(/^\d+ pages$/);
  const total = Number((await status.textContent())!.split(' ')[0]);
  expect(total).toBeGreaterThan(10);
  const pages = Math.ceil(total / 10);

  await expect(sitemapPanel(page).getByLabel('Page size')).toHaveValue('10');
  await expect(sitemapPanel(page).getByText(`Page 1 of ${pages}`)).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(10);
  const firstPage = await slugLinks(page).allTextContents();
  const previous = sitemapPanel(page).getByRole('button', { name: 'Previous' });
  const next = sitemapPanel(page).getByRole('button', { name: 'Next' });
  await expect(previous).toBeDisabled();

  await next.click();
  await expect(sitemapPanel(page).getByText(`Page 2 of ${pages}`)).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(Math.min(10, total - 10));
  // The rows change when the second page's answer arrives: wait for it, then none of the first page's is there.
  await expect.poll(async () => (await slugLinks(page).allTextContents()).filter((slug) => firstPage.includes(slug))).toEqual([]);
  await expect(previous).toBeEnabled();

  await sitemapPanel(page).getByLabel('Page size').selectOption('25');
  await expect(sitemapPanel(page).getByText(`Page 1 of ${Math.ceil(total / 25)}`)).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(Math.min(25, total));
  await expect.poll(async () => (await slugLinks(page).allTextContents()).slice(0, 10)).toEqual(firstPage);
});

test('clicking a slug closes the dashboard and opens that page in the editor', async ({ page }) => {
  await signIn(page);
  const made = await createSitemapPages(page);
  await page.goto('/');
  await expect(page.locator('#editor-page [data-edit="header.title"]')).toBeVisible();
  await openDashboard(page);
  await sitemapPanel(page).getByRole('button', { name: 'Filters', exact: true }).click();
  await drawer(page).getByLabel('Slug').fill(made.beta);
  await expectSlugs(page, [made.beta]);
  await slugLinks(page).first().click();
  await expect(page).toHaveURL(new RegExp(`/${made.beta}$`));
  await expect(page.locator('#editor-page [data-edit="header.title"]')).toHaveText('Sitemap beta');
  await expect(dashboard(page)).toBeHidden();
});

test('a slug typed with its leading slash finds the page', async ({ page }) => {
  await signIn(page);
  const slug = unique('e2e-sitemap-single');
  await createPage(page, { slug, title: 'Single sitemap page' });
  await page.goto('/');
  await expect(page.locator('#editor-page [data-edit="header.title"]')).toBeVisible();
  await openDashboard(page);
  await sitemapPanel(page).getByRole('button', { name: 'Filters', exact: true }).click();
  await drawer(page).getByLabel('Slug').fill(`/${slug}`);
  await expectSlugs(page, [slug]);
});

