// Content export and import: an admin downloads the whole site, then imports a small content file (written by the
// test, with an address no other test uses) after checking it; the page arrives as a draft that visitors cannot
// see. An editor exports one page from Page settings.
import fs from 'node:fs';
import { test, expect, type Locator, type Page } from './fixtures';
import { anonymousPage, openSignedIn, signIn, userPassword, expectNoViolations } from './support';
import { createPage, editorTexts, openInEditor, textBlock, unique } from './editor-pages';
import { sameSite } from './api';

const dashboard = (page: Page) => page.getByRole('dialog', { name: /^Welcome to your dashboard, / });
const transferPanel = (page: Page) => dashboard(page).getByRole('tabpanel', { name: 'Export and import' });
const importSection = (page: Page) => transferPanel(page).getByRole('region', { name: 'Import content' });
const menuButton = (page: Page, label: string): Locator => page.getByRole('navigation', { name: 'Editor menu' }).getByRole('button', { name: new RegExp(`^${label}`) });

async function openTransferTab(page: Page) {
  await page.getByRole('button', { name: 'Dashboard' }).click();
  await expect(dashboard(page)).toBeVisible();
  await dashboard(page).getByRole('tab', { name: 'Export and import' }).click();
  await expect(transferPanel(page).getByRole('link', { name: 'Export this site' })).toBeVisible();
}

/** A one-page content file as Export this page makes them, from another install. */
function contentFile(slug: string, title: string, text: string) {
  return {
    format: 'charity-site-content',
    version: 1,
    exportedAt: new Date().toISOString(),
    scope: 'page',
    source: { domainId: 'elsewhere', domainName: 'Another Tidewell install' },
    includesPublishedCopies: false,
    pages: [{ sourceId: 'page-elsewhere', slug, header: { title, description: '' }, contents: [textBlock('imported-text', text)], published: true }],
    images: [],
    files: [],
  };
}

/** Removes a working copy made by the test (never published, so no address needs typing). */
async function removePage(page: Page, slug: string) {
  const loaded = await page.request.get(`/api/page/load?${new URLSearchParams({ slug, domainId: 'default' })}`);
  if (!loaded.ok()) return;
  const { _id } = (await loaded.json()) as { _id: string };
  await page.request.post('/api/page/delete', { headers: sameSite, data: { _id, collection: 'pages' } });
}

test('an admin exports the site, checks and imports a content file, and finds the page as a draft', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const slug = unique('imported');
  const title = `Imported ${slug}`;
  const text = `Text that arrived with ${slug}.`;
  await signIn(page);
  await page.goto('/');
  await expect(page.locator('#editor-page [data-edit="header.title"]')).toBeVisible();
  await openTransferTab(page);
  await expect(transferPanel(page)).toContainText('Imported pages are drafts: publish them from the page when ready.');
  await expectNoViolations(page, 'Export and import tab', { include: '[role="tabpanel"]:not([hidden])' });

  try {
    await test.step('Export this site downloads a JSON content file of the whole site', async () => {
      const downloading = page.waitForEvent('download');
      await transferPanel(page).getByRole('link', { name: 'Export this site' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/-site-\d{4}-\d{2}-\d{2}\.json$/);
      const document = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
      expect(document).toMatchObject({ format: 'charity-site-content', version: 1, scope: 'site', includesPublishedCopies: false });
      expect(document.pages.map((p: { slug: string }) => p.slug)).toContain('');
      expect(document.nav).toBeTruthy();
      expect(document.footer).toBeTruthy();
      expect(document.siteSettings).toBeTruthy();
    });

    const section = importSection(page);
    await test.step('choose a file: the tab says what it holds', async () => {
      await section.getByLabel('Content file (.json)').setInputFiles({
        name: `${slug}.json`,
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(contentFile(slug, title, text))),
      });
      await expect(section.getByText(`${slug}.json`)).toBeVisible();
      await expect(section).toContainText('one page of Another Tidewell install');
      await expect(section.getByRole('radio', { name: 'Skip it' })).toBeChecked();
      await expect(section.getByRole('checkbox', { name: 'Also import navigation, footer and site settings' })).toBeChecked();
      await expect(section.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);
    });

    await test.step('Check import reports what would be imported and writes nothing', async () => {
      await section.getByRole('button', { name: 'Check import' }).click();
      await expect(section.getByRole('status')).toHaveText('Check complete: 1 page would be imported, 0 skipped, 0 refused. Nothing has been imported yet.');
      await expect(section.getByRole('heading', { name: 'Check report' })).toBeVisible();
      await expect(section.getByRole('region', { name: 'Pages to import (1)' }).getByRole('listitem')).toHaveText([`/${slug} – new page`]);
      const notYet = await page.request.get(`/api/page/load?${new URLSearchParams({ slug, domainId: 'default' })}`);
      expect(notYet.status()).toBe(404);
      await expectNoViolations(page, 'check report', { include: '[role="tabpanel"]:not([hidden])' });
    });

    await test.step('Import, by keyboard, after the confirm: the report says it is a draft', async () => {
      const questions: string[] = [];
      page.once('dialog', (dialog) => {
        questions.push(dialog.message());
        void dialog.accept();
      });
      await section.getByRole('button', { name: 'Import', exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(section.getByRole('status')).toHaveText(/^Imported 1 page into .+ as drafts\. Nothing was published\.$/);
      expect(questions).toHaveLength(1);
      expect(questions[0]).toMatch(/^Import 1 page into .+\? Nothing will be published: imported pages are drafts\.$/);
      await expect(section.getByRole('heading', { name: 'Import report' })).toBeFocused();
      await expect(section.getByRole('region', { name: 'Imported pages (1)' })).toContainText(`/${slug} – new draft page`);
      await expect(section.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);
      await expectNoViolations(page, 'import report', { include: '[role="tabpanel"]:not([hidden])' });
    });

    await test.step('checking the same file again finds the address taken and offers no import', async () => {
      await section.getByRole('button', { name: 'Check import' }).click();
      await expect(section.getByRole('status')).toHaveText('Check complete: 0 pages would be imported, 1 skipped, 0 refused. Nothing has been imported yet.');
      await expect(section.getByRole('region', { name: 'Skipped pages (1)' })).toContainText(`/${slug}`);
      await expect(section.getByText('Nothing in this file can be imported into this site with these options.')).toBeVisible();
    });

    await test.step('the imported page opens in the editor with its text; visitors cannot see it', async () => {
      await page.goto(`/${slug}`);
      await expect(page.locator('#editor-page [data-edit="header.title"]')).toHaveText(title);
      await expect(editorTexts(page)).toHaveText([text]);
      const visitor = await anonymousPage(browser);
      const response = await visitor.goto(`/${slug}`);
      expect(response?.status()).toBe(404);
      await visitor.context().close();
    });
  } finally {
    await removePage(page, slug);
  }
});

test('a file that is not a content export is named in plain words, and an editor has no Export and import tab', async ({ page }) => {
  await signIn(page);
  await page.goto('/');
  await expect(page.locator('#editor-page [data-edit="header.title"]')).toBeVisible();
  await openTransferTab(page);
  const section = importSection(page);
  await section.getByLabel('Content file (.json)').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"hello": "world"}') });
  await expect(section.getByText('This file is not a content export: it was not made by Export this site or Export this page.')).toBeVisible();
  await expectNoViolations(page, 'file that is not an export', { include: '[role="tabpanel"]:not([hidden])' });

  await page.context().clearCookies();
  await signIn(page, 'eddie@example.org', userPassword);
  await openSignedIn(page);
  await page.getByRole('button', { name: 'Dashboard' }).click();
  await expect(dashboard(page).getByRole('tab', { name: 'Sitemap' })).toBeVisible();
  await expect(dashboard(page).getByRole('tab', { name: 'Export and import' })).toHaveCount(0);
  expect((await page.request.get('/api/content/exportSite?domainId=default')).status()).toBe(403);
});

test('an editor exports the page open in the editor from Page settings', async ({ page }) => {
  const slug = unique('export-page');
  const title = `Page to export ${slug}`;
  await signIn(page, 'eddie@example.org', userPassword);
  const path = await createPage(page, { slug, title, contents: [textBlock('export-text', `Words of ${slug}`)] });
  await openInEditor(page, path, title);
  await menuButton(page, 'Page settings').click();
  const settings = page.getByRole('complementary', { name: 'Page Settings' });
  const exportLink = settings.getByRole('region', { name: 'Export', exact: true }).getByRole('link', { name: 'Export this page' });
  await exportLink.scrollIntoViewIfNeeded();
  const downloading = page.waitForEvent('download');
  await exportLink.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`-${slug}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
  const document = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
  expect(document).toMatchObject({ format: 'charity-site-content', scope: 'page' });
  expect(document.pages).toHaveLength(1);
  expect(document.pages[0]).toMatchObject({ slug, header: { title } });
  expect(JSON.stringify(document.pages[0].contents)).toContain(`Words of ${slug}`);
});
