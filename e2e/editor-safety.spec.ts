import { test, expect, type Browser, type Page } from './fixtures';
import { signIn, userPassword } from './support';
import { createPage, editorTexts, openInEditor, selectText, sidebar, textBlock, unique } from './editor-pages';

const heading = (page: Page) => page.locator('#editor-page [data-edit="header.title"]');
const titleField = (page: Page) => sidebar(page).getByLabel('Title', { exact: true });
const restoreDialog = (page: Page) => page.getByRole('dialog', { name: 'Unsaved changes' });
const conflictDialog = (page: Page) => page.getByRole('dialog', { name: 'This page has changed' });
const RESTORE_QUESTION = /^Restore unsaved changes from \d{1,2}:\d{2} [AP]M on \d{1,2} \w+ \d{4}, [\w ]+\?$/;

/** The unsaved-change backups this browser holds, as text. */
const backups = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('editor-backup:'))
      .map((key) => localStorage.getItem(key) ?? ''),
  );

/** The stored working copy's title, as the server holds it. */
async function storedTitle(page: Page, slug: string): Promise<string> {
  const response = await page.request.get(`/api/page/load?${new URLSearchParams({ slug, domainId: 'default', collection: 'pages' })}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { header: { title: string } }).header.title;
}

async function editTitleThenCloseTab(page: Page, title: string, typed: string): Promise<Page> {
  await signIn(page);
  const path = await createPage(page, { slug: unique('e2e-backup'), title });
  await openInEditor(page, path, title);
  await heading(page).click();
  await titleField(page).fill(typed);
  await expect(heading(page)).toHaveText(typed);
  await expect.poll(() => backups(page)).toContainEqual(expect.stringContaining(typed));

  // The tab goes away without saving (a crash, or closed by mistake); the same browser opens the page again.
  await page.close();
  const again = await page.context().newPage();
  await again.goto(path);
  await expect(heading(again)).toHaveText(title);
  await expect(restoreDialog(again)).toBeVisible();
  await expect(restoreDialog(again).getByText(RESTORE_QUESTION)).toBeVisible();
  return again;
}

test('unsaved changes left by a closed tab are offered back, and Restore brings them back unsaved', async ({ page }) => {
  const title = 'Backup restore page';
  const typed = 'Typed before the tab closed';
  const again = await editTitleThenCloseTab(page, title, typed);
  await expect(restoreDialog(again).getByRole('button', { name: 'Restore' })).toBeFocused();

  await restoreDialog(again).getByRole('button', { name: 'Restore' }).click();
  await expect(restoreDialog(again)).toBeHidden();
  await expect(heading(again)).toHaveText(typed);
  // Restored, not saved: the server still has the old title until Save page.
  const slug = new URL(again.url()).pathname.slice(1);
  expect(await storedTitle(again, slug)).toBe(title);
  await again.getByRole('button', { name: 'Save page' }).click();
  await expect(again.getByText('Page Saved')).toBeVisible();
  expect(await storedTitle(again, slug)).toBe(typed);
});

test('Discard drops the backed-up changes for good', async ({ page }) => {
  const title = 'Backup discard page';
  const again = await editTitleThenCloseTab(page, title, 'Typed and then thrown away');

  await restoreDialog(again).getByRole('button', { name: 'Discard' }).click();
  await expect(restoreDialog(again)).toBeHidden();
  await expect(heading(again)).toHaveText(title);
  await expect.poll(() => backups(again)).toEqual([]);

  await again.reload();
  await expect(heading(again)).toHaveText(title);
  await expect(again.getByRole('button', { name: 'Select component' })).toBeVisible();
  await expect(restoreDialog(again)).toHaveCount(0);
});

async function secondEditor(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'eddie@example.org', userPassword);
  return page;
}

/** Two people open one page; A saves a new title, then B changes the text and saves: B meets the conflict dialog. */
async function conflictingSaves(page: Page, browser: Browser) {
  await signIn(page);
  const title = 'Conflict page';
  const path = await createPage(page, { slug: unique('e2e-conflict'), title, contents: [textBlock('words', 'Words both opened')] });
  const other = await secondEditor(browser);
  await openInEditor(page, path, title);
  await openInEditor(other, path, title);

  await heading(page).click();
  await titleField(page).fill('Title saved by the admin');
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(page.getByText('Page Saved')).toBeVisible();

  await selectText(other, 'Words both opened');
  await sidebar(other).getByLabel('Text', { exact: true }).fill('Words changed by Eddie');
  await other.getByRole('button', { name: 'Save page' }).click();
  await expect(conflictDialog(other)).toBeVisible();
  await expect(conflictDialog(other).getByText('Someone else saved this page after you opened it.')).toBeVisible();
  // Nothing Eddie typed is lost while he decides.
  await expect(editorTexts(other)).toHaveText(['Words changed by Eddie']);
  await expect(other.getByText('Page Saved')).toHaveCount(0);
  return { path, title, other };
}

test('a stale save opens the conflict dialog; Keep mine saves my copy over theirs', async ({ page, browser }) => {
  const { title, other } = await conflictingSaves(page, browser);
  await conflictDialog(other).getByRole('button', { name: 'Keep mine and save over theirs' }).click();
  await expect(other.getByText('Page Saved')).toBeVisible();
  await expect(conflictDialog(other)).toBeHidden();
  await expect(editorTexts(other)).toHaveText(['Words changed by Eddie']);
  await expect(heading(other)).toHaveText(title);

  // Eddie's whole copy is what is stored now: the admin sees it on opening the page again.
  await page.reload();
  await expect(heading(page)).toHaveText(title);
  await expect(editorTexts(page)).toHaveText(['Words changed by Eddie']);
  await other.context().close();
});

test('Reload their version asks first, then shows the copy the other person saved', async ({ page, browser }) => {
  const { other } = await conflictingSaves(page, browser);
  const asked: string[] = [];
  other.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await conflictDialog(other).getByRole('button', { name: 'Reload their version' }).click();
  await expect.poll(() => asked).toEqual(['Your changes to this page will be lost. Reload their version?']);
  await expect(conflictDialog(other)).toBeVisible();
  await expect(editorTexts(other)).toHaveText(['Words changed by Eddie']);

  other.once('dialog', (dialog) => void dialog.accept());
  await conflictDialog(other).getByRole('button', { name: 'Reload their version' }).click();
  await expect(conflictDialog(other)).toBeHidden();
  await expect(heading(other)).toHaveText('Title saved by the admin');
  await expect(editorTexts(other)).toHaveText(['Words both opened']);

  // Their copy is now Eddie's starting point: his next save goes through.
  await selectText(other, 'Words both opened');
  await sidebar(other).getByLabel('Text', { exact: true }).fill('Words changed after reloading');
  await other.getByRole('button', { name: 'Save page' }).click();
  await expect(other.getByText('Page Saved')).toBeVisible();
  await other.context().close();
});

test('two people on the same page each see that the other is editing it', async ({ page, browser }) => {
  await signIn(page);
  const title = 'Presence page';
  const path = await createPage(page, { slug: unique('e2e-presence'), title });
  const other = await secondEditor(browser);
  // The first editor's clock is the test's: its next heartbeat comes when the test moves the clock on.
  await page.clock.install();
  await openInEditor(page, path, title);
  await openInEditor(other, path, title);

  // The one who opens second is told at once.
  await expect(other.getByRole('status').getByText(/^Site Administrator is also editing this page \(since \d{1,2}:\d{2} [AP]M, [\w ]+\)\.$/)).toBeVisible();
  // The one already there hears on the next heartbeat, 30 s on.
  await expect(page.getByRole('status').getByText(/is also editing this page/)).toHaveCount(0);
  await page.clock.runFor(30_000);
  await expect(page.getByRole('status').getByText(/^eddie is also editing this page \(since \d{1,2}:\d{2} [AP]M, [\w ]+\)\.$/)).toBeVisible();
  await other.context().close();
});

test('a failed save keeps the edit on the page, unsaved, and saving again succeeds', async ({ page }) => {
  await signIn(page);
  const title = 'Failed save page';
  const slug = unique('e2e-failed-save');
  const path = await createPage(page, { slug, title });
  await openInEditor(page, path, title);
  await heading(page).click();
  await titleField(page).fill('Edited while the server fails');

  await page.route(
    '**/api/page/save',
    (route) => route.fulfill({ status: 500, json: { error: { message: 'Something went wrong. Please try again.' } } }),
    { times: 1 },
  );
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong. Please try again.' })).toBeVisible();
  await expect(page.getByText('Page Saved')).toHaveCount(0);
  await expect(heading(page)).toHaveText('Edited while the server fails');
  await expect(titleField(page)).toHaveValue('Edited while the server fails');
  expect(await storedTitle(page, slug)).toBe(title);
  // Still unsaved: leaving the page asks first.
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('banner').getByRole('link', { name: 'Tidewell Community Support' }).click();
  await expect.poll(() => asked).toEqual(["Changes you've made may not be saved, are you sure you want to leave this page?"]);
  await expect(page).toHaveURL(new RegExp(`${path}$`));

  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(page.getByText('Page Saved')).toBeVisible();
  expect(await storedTitle(page, slug)).toBe('Edited while the server fails');
  await expect.poll(() => backups(page)).toEqual([]);
});
