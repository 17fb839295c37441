// 'Compare with published' in the editor menu and 'Compare' in the version history: what changed between two
// copies of a page, listed (page details, each component, words added and removed) and marked on the page itself.
import { test, expect, type Locator, type Page } from './fixtures';
import { expectNoViolations, signIn } from './support';
import { callApi } from './api';
import { createPage, textBlock, unique } from './editor-pages';

const menuButton = (page: Page, label: string): Locator => page.getByRole('navigation', { name: 'Editor menu' }).getByRole('button', { name: new RegExp(`^${label}`) });
const compareDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Compare versions' });

/** A page published with three texts, then saved with its title, its texts and their order changed. */
async function changedPage(page: Page): Promise<{ path: string; slug: string }> {
  const slug = unique('compare');
  const path = await createPage(page, { slug, title: 'Support groups', contents: [textBlock('a', 'Groups meet weekly'), textBlock('b', 'Bring a friend'), textBlock('c', 'Free of charge')] });
  const load = async () => (await (await page.request.get(`/api/page/load?slug=${slug}&domainId=default`)).json()) as Record<string, any>;
  await callApi(page, 'page/publishPage', { page: await load() });
  const published = await load();
  await callApi(page, 'page/save', {
    page: { ...published, header: { ...published.header, title: 'Support groups near you' }, contents: [textBlock('c', 'Free of charge'), textBlock('a', 'Groups meet every Tuesday'), textBlock('d', 'Call us first')] },
  });
  return { path, slug };
}

test('Compare with published lists and marks what changed since the page was published', async ({ page }) => {
  await signIn(page);
  const { path } = await changedPage(page);
  await page.goto(path);
  await expect(page.locator('#editor-page [data-edit="header.title"]')).toHaveText('Support groups near you');
  await menuButton(page, 'Compare with published').click();

  const dialog = compareDialog(page);
  await expect(dialog.getByLabel('From')).toHaveValue('published');
  await expect(dialog.getByLabel('To')).toHaveValue('working');
  await expect(dialog.getByRole('status')).toHaveText('One detail of the page changed. Components: 1 added, 1 removed, 1 moved, 1 changed.');

  const details = dialog.getByRole('region', { name: 'Page details' });
  await expect(details.getByRole('term')).toHaveText(['Title']);
  await expect(details.getByRole('definition').locator('ins')).toHaveText('added: near you');

  const components = dialog.getByRole('region', { name: 'Components' }).getByRole('listitem');
  await expect(components).toHaveCount(3);
  await expect(components.nth(0)).toContainText('TextRemoved');
  await expect(components.nth(0)).toContainText('Was at position 2 on the page');
  await expect(components.nth(1)).toContainText('TextMovedChanged');
  await expect(components.nth(1)).toContainText('At position 2 on the page; was at position 1 on the page');
  await expect(components.nth(1).locator('del')).toHaveText('removed: weekly');
  await expect(components.nth(1).locator('ins')).toHaveText('added: every Tuesday');
  await expect(components.nth(2)).toContainText('TextAdded');

  // The page itself, the removed text back where it stood, each component marked.
  const shown = dialog.getByRole('region', { name: 'The page with its changes marked' });
  await expect(shown.getByRole('heading', { level: 1 })).toHaveText('Support groups near you');
  await expect(shown.locator('.cs-text')).toHaveText(['Bring a friend', 'Free of charge', 'Groups meet every Tuesday', 'Call us first']);
  await expect(shown.locator('[data-compare]')).toHaveCount(3);
  await expect(shown.locator('[data-compare="removed"]')).toContainText('Bring a friend');
  await expect(shown.locator('[data-compare="moved changed"]')).toContainText('Groups meet every Tuesday');
  await expect(shown.locator('[data-compare="moved changed"] [data-compare-value]')).toHaveText('Groups meet every Tuesday');
  await expect(shown.locator('[data-compare="added"]')).toContainText('Call us first');
  await expectNoViolations(page, 'Compare versions dialog', { include: '[role="dialog"]' });

  // The published copy against itself: nothing to show.
  await dialog.getByLabel('To').selectOption('published');
  await expect(dialog.getByRole('status')).toHaveText('No changes: the two copies show visitors the same page.');
  await expect(shown.locator('[data-compare]')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('Compare in the version history sets that entry against the working copy, and any two entries can be chosen', async ({ page }) => {
  await signIn(page);
  const { path } = await changedPage(page);
  await page.goto(path);
  await expect(page.locator('#editor-page [data-edit="header.title"]')).toHaveText('Support groups near you');
  await menuButton(page, 'Page settings').click();
  const history = page.getByRole('complementary', { name: 'Page Settings' }).getByRole('region', { name: 'Version history' });
  // Newest first: the save after publishing, the publish, the first save.
  const entries = history.getByRole('listitem');
  await expect(entries).toHaveCount(3);
  await entries.last().getByRole('button', { name: 'Compare' }).click();

  const dialog = compareDialog(page);
  const from = dialog.getByLabel('From');
  await expect(from.locator('option:checked')).toHaveText(/^Saved by Site Administrator/);
  await expect(dialog.getByRole('status')).toHaveText('One detail of the page changed. Components: 1 added, 1 removed, 1 moved, 1 changed.');
  // The first save against the publish that followed it: the same page.
  const to = dialog.getByLabel('To');
  await to.selectOption((await to.locator('option', { hasText: /^Published by Site Administrator/ }).getAttribute('value'))!);
  await expect(dialog.getByRole('status')).toHaveText('No changes: the two copies show visitors the same page.');
});

test('the navigation and the site settings are compared with what visitors get, from the site settings panel', async ({ page }) => {
  await signIn(page);
  const word = unique('word');
  const nav = (await (await page.request.get('/api/site/loadNav?domainId=default')).json()).nav as Record<string, any>;
  const { updatedAt: _u, publishedAt: _p, pendingChanges: _c, publishedCopy: _pc, ...navRest } = nav;
  await callApi(page, 'site/saveNav', { nav: { ...navRest, donate: { ...navRest.donate, text: `Give ${word}` } } });
  const loaded = (await (await page.request.get('/api/siteSettings/loadSiteSettings?domainId=default')).json()) as Record<string, any>;
  await callApi(page, 'siteSettings/saveSiteSettings', { siteSettings: { ...loaded.siteSettings, og: { ...loaded.siteSettings.og, title: `Tidewell ${word}` } } });

  await page.goto('/');
  await menuButton(page, 'Site settings').click();
  const panel = page.getByRole('complementary', { name: 'Site Settings' });
  const section = panel.getByRole('region', { name: 'Navigation and footer' });
  await section.getByRole('button', { name: 'Compare with published', description: /^Navigation:/ }).click();
  const navDialog = page.getByRole('dialog', { name: 'Navigation compared with published' });
  await expect(navDialog.getByRole('status')).toHaveText(/values? differs? from what visitors get\.$/);
  const donate = navDialog.getByRole('definition').filter({ hasText: word });
  await expect(donate.locator('ins')).toContainText(word);
  await expect(navDialog.getByRole('term').filter({ hasText: 'Donate link › text' })).toHaveCount(1);
  await expectNoViolations(page, 'Navigation compared with published', { include: '[role="dialog"]' });
  await navDialog.getByRole('button', { name: 'Close' }).click();
  await expect(navDialog).toBeHidden();

  await panel.getByRole('button', { name: 'Compare with published', exact: true }).and(panel.locator(':not([aria-describedby])')).click();
  const settingsDialog = page.getByRole('dialog', { name: 'Site settings compared with published' });
  const social = settingsDialog.getByRole('region', { name: 'Social cards' });
  await expect(social.getByRole('term').filter({ hasText: 'Open Graph card › title' })).toHaveCount(1);
  await expect(social.getByRole('definition').locator('ins')).toContainText(word);
  await expectNoViolations(page, 'Site settings compared with published', { include: '[role="dialog"]' });
});
