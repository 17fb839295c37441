// The 'Site settings' panel: share cards reach visitors' pages, redirects reach visitors, loops are refused with
// their message, tag categories are kept, and editors may save but not publish. Every test puts the default
// domain's settings back as they were, so the tests after these see the demo site unchanged.
import { test, expect, type Page } from './fixtures';
import { anonymousPage, signIn, userPassword, expectNoViolations } from './support';
import { keepSiteSettings, loadSettings, settingsPanel as panel, toast } from './settings-support';
import { unique } from './editor-pages';

const section = (page: Page, name: string) => panel(page).getByRole('region', { name });

/** Opens the home page in the editor and the Site settings panel, loaded. */
async function openPanel(page: Page) {
  await page.goto('/');
  await expect(page.locator('#editor-page [data-edit="header.title"]')).toBeVisible();
  await page.getByRole('button', { name: 'Site settings' }).click();
  await expect(panel(page).getByLabel('Site name')).toBeVisible();
}

keepSiteSettings();

test('Open Graph title and keywords, once published, are in the metadata of a visitor’s page', async ({ page, browser }) => {
  await signIn(page);
  await openPanel(page);
  await expectNoViolations(page, 'Site settings panel');
  const title = unique('Tidewell shared');
  const openGraph = section(page, 'Open Graph');
  await openGraph.getByLabel('Title', { exact: true }).fill(title);
  await openGraph.getByLabel('Keywords').fill('e2e keywords, wellbeing');
  await expect(section(page, 'Status')).toContainText('Unsaved changes');
  // The index names each section with its own status, and takes the keyboard to a section.
  const index = panel(page).getByRole('navigation', { name: 'Site settings sections' });
  const entry = (name: string) => index.getByRole('listitem').filter({ hasText: name });
  await expect(entry('Social cards')).toHaveText('Social cards Unsaved changes');
  await expect(entry('Redirects')).toHaveText(/^Redirects (Published|Saved, not published yet)$/);
  await index.getByRole('button', { name: 'Crisis contacts' }).click();
  await expect(section(page, 'Crisis contacts').getByRole('heading', { name: 'Crisis contacts' })).toBeInViewport();
  await panel(page).getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(toast(page, 'Site Settings Published')).toBeVisible();
  await expect(section(page, 'Status')).toContainText('Published');
  await expect(section(page, 'Status')).not.toContainText('Unsaved changes');
  await expect(entry('Social cards')).toHaveText('Social cards Published');

  const visitor = await anonymousPage(browser);
  await visitor.goto('/');
  await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  await expect(visitor.locator('meta[name="keywords"]')).toHaveAttribute('content', /e2e keywords, wellbeing/);
  await visitor.context().close();
});

test('a published permanent redirect sends visitors on with 308; a loop is refused with its message and every edit kept', async ({ page, browser }) => {
  await signIn(page);
  const target = '/about';
  await openPanel(page);
  const redirects = section(page, 'Redirects');
  // Other tests (a renamed page's redirect) may have left redirects of their own.
  const existing = await redirects.getByLabel('From').count();
  const from = `/${unique('e2e-moved')}`;
  await redirects.getByRole('button', { name: 'Add redirect' }).click();
  const row = redirects.getByRole('group').last();
  await expect(row.getByLabel('From')).toBeFocused();
  await row.getByLabel('From').fill(from);
  await row.getByLabel('To').fill(target);
  await expect(row.getByLabel('Type')).toHaveValue('301');
  await expect(row.getByLabel('Type').locator('option:checked')).toHaveText('Permanent (308)');
  await panel(page).getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(toast(page, 'Site Settings Published')).toBeVisible();

  const visitor = await anonymousPage(browser);
  const moved = await visitor.request.get(from, { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  // Next repeats the Location header on the render that fills its cache (the same address twice, which browsers follow).
  expect(new URL(moved.headers().location.split(', ')[0], 'http://localhost').pathname).toBe(target);
  await visitor.context().close();

  const a = `/${unique('e2e-loop-a')}`;
  const b = `/${unique('e2e-loop-b')}`;
  for (const [source, destination] of [[a, b], [b, a]]) {
    await redirects.getByRole('button', { name: 'Add redirect' }).click();
    await redirects.getByRole('group').last().getByLabel('From').fill(source);
    await redirects.getByRole('group').last().getByLabel('To').fill(destination);
  }
  await panel(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(panel(page).getByRole('alert')).toHaveText(`These redirects go round in a loop: ${a} → ${b} → ${a}.`);
  await expect(redirects.getByLabel('From')).toHaveCount(existing + 3);
  await expect(redirects.getByRole('group').last().getByLabel('From')).toHaveValue(b);
  await expect(section(page, 'Status')).toContainText('Unsaved changes');
  await expectNoViolations(page, 'Site settings panel with a refused save');

  // Removing the loop (each asked first) leaves nothing unsaved.
  page.on('dialog', (dialog) => void dialog.accept());
  await redirects.getByRole('button', { name: `Remove redirect ${existing + 3}` }).click();
  await redirects.getByRole('button', { name: `Remove redirect ${existing + 2}` }).click();
  await expect(section(page, 'Status')).not.toContainText('Unsaved changes');
});

test('a tag category and its tags are kept after a reload', async ({ page }) => {
  await signIn(page);
  await openPanel(page);
  const categories = section(page, 'Tag categories');
  const name = unique('E2E Topic');
  await categories.getByLabel('New category').fill(name);
  await categories.getByRole('button', { name: 'Add category' }).click();
  const category = categories.getByRole('group', { name });
  await category.getByLabel('New tag').fill('Wellbeing');
  await category.getByLabel('New tag').press('Enter');
  await category.getByLabel('New tag').fill('Training');
  await category.getByRole('button', { name: 'Add tag' }).click();
  await panel(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Site Settings Saved')).toBeVisible();
  await expect(section(page, 'Status')).toContainText('Unpublished changes');

  await page.reload();
  await expect(page.locator('#editor-page [data-edit="header.title"]')).toBeVisible();
  await page.getByRole('button', { name: 'Site settings' }).click();
  const kept = section(page, 'Tag categories').getByRole('group', { name });
  await expect(kept.getByRole('textbox', { name: 'Tag 1' })).toHaveValue('Wellbeing');
  await expect(kept.getByRole('textbox', { name: 'Tag 2' })).toHaveValue('Training');
});

test('an editor may save the site settings but not publish them, and sees no Config settings', async ({ page }) => {
  await signIn(page, 'eddie@example.org', userPassword);
  await page.goto('/');
  await expect(page.locator('#editor-page [data-edit="header.title"]')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Site settings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Config settings' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Site settings' }).click();
  await expect(panel(page).getByLabel('Site name')).toBeVisible();
  await expect(panel(page).getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
  await expect(panel(page).getByRole('button', { name: 'Publish', exact: true })).toBeDisabled();
  await expect(panel(page)).toContainText('Only publishers and admins can publish the site settings.');
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Site settings' })).toBeFocused();
});
