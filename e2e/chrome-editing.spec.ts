// The navigation and the footer edited in place: selected on the page like any value, changed with the page's field
// editors, saved and published from the menu, never seen by a visitor before they are published.
import { test, expect, type Browser, type Page } from './fixtures';
import { anonymousPage, signIn, expectNoViolations } from './support';
import { sidebar } from './editor-pages';
import { sameSite } from './api';

const DOMAIN = 'default';
const editorHeader = (page: Page) => page.locator('#editor-header');
const editorFooter = (page: Page) => page.locator('#editor-footer');
// A menu button's name may end with its marker ('Unsaved changes').
const menuButton = (page: Page, name: string) => page.getByRole('navigation', { name: 'Editor menu' }).getByRole('button', { name: new RegExp(`^${name}( |$)`) });

type Stored = Record<string, unknown> & { version: number };

async function loadDocument(page: Page, kind: 'Nav' | 'Footer'): Promise<Stored> {
  const response = await page.request.get(`/api/site/load${kind}?domainId=${DOMAIN}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as Record<string, Stored>;
  return body[kind === 'Nav' ? 'nav' : 'footer'];
}

/** Saves and publishes a navigation or footer through the API, as another person would (or to put the demo back). */
async function publishDocument(page: Page, kind: 'Nav' | 'Footer', value: Record<string, unknown>) {
  const key = kind === 'Nav' ? 'nav' : 'footer';
  const current = await loadDocument(page, kind);
  const { updatedAt: _u, publishedAt: _p, pendingChanges: _c, ...rest } = value;
  const response = await page.request.post(`/api/site/publish${kind}`, { headers: sameSite, data: { [key]: { ...rest, domainId: DOMAIN, version: current.version } } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Signs in, opens a page and switches to select state once the editor's header and footer are shown. */
async function openChromeEditor(page: Page, path = '/about') {
  await signIn(page);
  await page.goto(path);
  await expect(editorHeader(page).locator('[data-edit="donate"]')).toBeVisible();
  await expect(editorFooter(page).locator('[data-edit="privacy"]')).toBeVisible();
  await menuButton(page, 'Select component').click();
  await expect(menuButton(page, 'Select component')).toHaveAttribute('aria-pressed', 'true');
}

async function visitorSees(browser: Browser, path: string) {
  const visitor = await anonymousPage(browser);
  await visitor.goto(path);
  return visitor;
}

let originalNav: Stored;
let originalFooter: Stored;

test.beforeAll(async ({ browser }) => {
  const page = await anonymousPage(browser);
  await signIn(page);
  originalNav = await loadDocument(page, 'Nav');
  originalFooter = await loadDocument(page, 'Footer');
  await page.context().close();
});

test.afterEach(async ({ browser }) => {
  // Every test leaves the demo navigation and footer as it found them, published.
  const page = await anonymousPage(browser);
  await signIn(page);
  await publishDocument(page, 'Nav', originalNav);
  await publishDocument(page, 'Footer', originalFooter);
  await page.context().close();
});

test('a navigation item, a submenu link and a footer link are edited in place, saved, then published for visitors', async ({ page, browser }) => {
  await openChromeEditor(page);

  // A first-level item: clicking it on the page opens the sidebar on it.
  await editorHeader(page).locator('[data-edit="tierOneItems.4"]').click();
  // The sidebar names the item it edits, and follows its words as they change.
  await expect(sidebar(page).getByRole('heading', { level: 2 })).toHaveText('Navigation: About');
  await sidebar(page).getByLabel('Link text').first().fill('About Tidewell');
  await expect(editorHeader(page).locator('[data-edit="tierOneItems.4"]')).toHaveText('About Tidewell');
  await expect(sidebar(page).getByRole('heading', { level: 2 })).toHaveText('Navigation: About Tidewell');

  // A second-level link: its submenu opens with the button beside the item.
  await editorHeader(page).getByRole('button', { name: 'Show the links under Get help' }).click();
  await editorHeader(page).locator('[data-edit="tierOneItems.0.children.1"]').click();
  await sidebar(page).getByLabel('Link text').first().fill('Crisis line, day and night');
  await expect(editorHeader(page).locator('[data-edit="tierOneItems.0.children.1"]')).toHaveText('Crisis line, day and night');
  await expect(menuButton(page, 'Save navigation')).toHaveAccessibleDescription('Unsaved changes');

  // The footer, with the same field editors.
  await editorFooter(page).locator('[data-edit="privacy"]').click();
  await expect(sidebar(page).getByRole('heading', { name: 'Footer' })).toBeVisible();
  await sidebar(page).getByLabel('Link text').first().fill('Privacy and your data');
  await expect(editorFooter(page).locator('[data-edit="privacy"]')).toHaveText('Privacy and your data');

  await menuButton(page, 'Save navigation').click();
  await expect(page.getByText('Nav Saved')).toBeVisible();
  await menuButton(page, 'Save footer').click();
  await expect(page.getByText('Footer Saved')).toBeVisible();

  // Saved is not published: a visitor still sees the published navigation and footer.
  const before = await visitorSees(browser, '/about');
  await expect(before.getByRole('navigation', { name: 'Main' }).getByText('About', { exact: true })).toBeVisible();
  await expect(before.getByRole('navigation', { name: 'Main' }).getByText('About Tidewell')).toHaveCount(0);
  await expect(before.locator('footer').getByText('Privacy and your data')).toHaveCount(0);
  await before.context().close();

  // The editor keeps the saved copy across a reload.
  await page.reload();
  await expect(editorHeader(page).locator('[data-edit="tierOneItems.4"]')).toHaveText('About Tidewell');

  await menuButton(page, 'Publish navigation').click();
  // What visitors will see change is shown before it goes live.
  const confirm = page.getByRole('dialog', { name: 'Publish navigation?' });
  await expect(confirm.getByRole('listitem').filter({ hasText: 'About → About Tidewell' })).toHaveText('Renamed: About → About Tidewell');
  await expect(confirm.getByRole('listitem').filter({ hasText: 'Crisis line, day and night' })).toHaveText(/^Renamed: Get help › .+ → Crisis line, day and night$/);
  await expectNoViolations(page, 'Publish navigation? dialog');
  await confirm.getByRole('button', { name: 'Publish navigation' }).click();
  await expect(page.getByText('Nav Published')).toBeVisible();
  await menuButton(page, 'Publish footer').click();
  await expect(page.getByText('Footer Published')).toBeVisible();

  // Every page shows the chrome: the home page and /about both show the published change.
  for (const path of ['/about', '/']) {
    const visitor = await visitorSees(browser, path);
    const main = visitor.getByRole('navigation', { name: 'Main' });
    // An item with a submenu is the button that opens it.
    await expect(main.getByRole('button', { name: 'About Tidewell' })).toBeVisible();
    await main.getByRole('button', { name: 'Get help' }).click();
    await expect(main.getByRole('link', { name: 'Crisis line, day and night' })).toBeVisible();
    await expect(visitor.locator('footer').getByRole('link', { name: 'Privacy and your data' })).toBeVisible();
    await visitor.context().close();
  }
});

test('unsaved footer changes left by a closed tab are offered back', async ({ page }) => {
  await openChromeEditor(page);
  await editorFooter(page).locator('[data-edit="acknowledgement"]').click();
  await sidebar(page).getByLabel('Acknowledgement').fill('We acknowledge the Kaurna people.');
  await expect(editorFooter(page).locator('[data-edit="acknowledgement"]')).toHaveText('We acknowledge the Kaurna people.');
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('editor-chrome-backup:')).length))
    .toBe(1);

  await page.close();
  const again = await page.context().newPage();
  await again.goto('/about');
  const dialog = again.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(dialog.getByText(/^Restore unsaved changes to the footer from /)).toBeVisible();
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(editorFooter(again).locator('[data-edit="acknowledgement"]')).toHaveText('We acknowledge the Kaurna people.');
  // Restored, not saved: the server still holds the old words until Save footer.
  expect((await loadDocument(again, 'Footer')).acknowledgement).toBe(originalFooter.acknowledgement);
  await menuButton(again, 'Save footer').click();
  await expect(again.getByText('Footer Saved')).toBeVisible();
  expect((await loadDocument(again, 'Footer')).acknowledgement).toBe('We acknowledge the Kaurna people.');
});

test('a stale navigation save keeps my edits and asks; Keep mine saves over theirs', async ({ page }) => {
  await openChromeEditor(page);
  await editorHeader(page).locator('[data-edit="donate"]').click();
  await sidebar(page).getByLabel('Link text').first().fill('Give today');

  // Someone else saves the navigation meanwhile.
  const theirs = await loadDocument(page, 'Nav');
  const { updatedAt: _u, publishedAt: _p, pendingChanges: _c, ...rest } = theirs;
  const response = await page.request.post('/api/site/saveNav', { headers: sameSite, data: { nav: { ...rest, emergency: { type: 'page', href: '/get-help', text: 'Call 000 now' } } } });
  expect(response.ok()).toBe(true);

  await menuButton(page, 'Save navigation').click();
  const dialog = page.getByRole('dialog', { name: 'The navigation has changed' });
  await expect(dialog.getByText('Someone else saved the navigation after you opened it.')).toBeVisible();
  await expect(editorHeader(page).locator('[data-edit="donate"]')).toHaveText('Give today');
  await dialog.getByRole('button', { name: 'Keep mine and save over theirs' }).click();
  await expect(page.getByText('Nav Saved')).toBeVisible();
  const stored = await loadDocument(page, 'Nav');
  expect((stored.donate as { text: string }).text).toBe('Give today');
});

test('Undo and Redo in the menu step back and forward through navigation edits, as they do for the page', async ({ page }) => {
  await openChromeEditor(page);
  const donate = editorHeader(page).locator('[data-edit="donate"]');
  const before = (await donate.textContent()) ?? '';
  await donate.click();
  await sidebar(page).getByLabel('Link text').first().fill('Give today');
  await expect(donate).toHaveText('Give today');
  await expect(menuButton(page, 'Save navigation')).toHaveAccessibleName(/Unsaved changes/);

  await menuButton(page, 'Undo').click();
  await expect(donate).toHaveText(before);
  await expect(sidebar(page).getByLabel('Link text').first()).toHaveValue(before);
  await expect(menuButton(page, 'Save navigation')).not.toHaveAccessibleName(/Unsaved changes/);
  await expect(menuButton(page, 'Undo')).toBeDisabled();

  await menuButton(page, 'Redo').click();
  await expect(donate).toHaveText('Give today');
  await expect(menuButton(page, 'Save navigation')).toHaveAccessibleName(/Unsaved changes/);
});

test('Add link under a menu item adds a submenu link, opens it by name in the sidebar, and takes its words from the page chosen', async ({ page }) => {
  await openChromeEditor(page);
  await editorHeader(page).getByRole('button', { name: 'Add link under Get involved' }).click();
  const heading = sidebar(page).getByRole('heading', { level: 2 });
  await expect(heading).toHaveText('Navigation: Get involved › Submenu link 4');
  await expect(menuButton(page, 'Save navigation')).toHaveAccessibleName(/Unsaved changes/);
  const find = sidebar(page).getByRole('combobox', { name: 'Find a page' });
  await expect(find).toHaveValue('');
  await find.fill('Walk for Hope');
  await sidebar(page).getByRole('option', { name: /Walk for Hope/ }).first().click();
  await expect(sidebar(page).getByLabel('Link text').first()).toHaveValue('Walk for Hope');
  await expect(heading).toHaveText('Navigation: Get involved › Walk for Hope');
  await expect(editorHeader(page).locator('[data-edit="tierOneItems.3.children.3"]')).toHaveText('Walk for Hope');

  // Moving to another link: the page search shows that link's address, not the one just chosen.
  await editorHeader(page).getByRole('button', { name: 'Show the links under Get involved' }).click();
  await editorHeader(page).locator('[data-edit="tierOneItems.3.children.0"]').click();
  await expect(heading).toHaveText('Navigation: Get involved › Volunteer');
  await expect(sidebar(page).getByRole('combobox', { name: 'Find a page' })).toHaveValue('/get-involved/volunteer');
});

test('axe finds nothing with the navigation and the footer open in the sidebar', async ({ page }) => {
  await openChromeEditor(page);
  await editorHeader(page).getByRole('button', { name: 'Show the links under Training' }).click();
  await editorHeader(page).locator('[data-edit="tierOneItems.1"]').click();
  await expect(sidebar(page).getByRole('heading', { name: 'Navigation' })).toBeVisible();
  await expectNoViolations(page, 'navigation in the sidebar');

  await editorFooter(page).locator('[data-edit="groupLinks.0"]').click();
  await expect(sidebar(page).getByRole('heading', { name: 'Footer' })).toBeVisible();
  await expectNoViolations(page, 'footer in the sidebar');
});

test('the footer is published from the site settings panel, unsaved edits included', async ({ page, browser }) => {
  await openChromeEditor(page);
  await editorFooter(page).locator('[data-edit="contact"]').click();
  await sidebar(page).getByLabel('Link text').first().fill('Talk to our team');
  await menuButton(page, 'Site settings').click();
  const panel = page.getByRole('complementary', { name: 'Site Settings' });
  const section = panel.getByRole('region', { name: 'Navigation and footer' });
  await expect(section.getByText('Footer: Unsaved changes')).toBeVisible();
  await section.getByRole('button', { name: 'Publish footer' }).click();
  await expect(page.getByText('Footer Published')).toBeVisible();
  await expect(section.getByText('Footer: Published')).toBeVisible();

  const visitor = await visitorSees(browser, '/');
  await expect(visitor.locator('footer').getByRole('link', { name: 'Talk to our team' })).toBeVisible();
  await visitor.context().close();
});
