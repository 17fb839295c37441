import { test, expect, type Page } from './fixtures';
import { anonymousPage, signIn, publishThroughPanel } from './support';
import {
  componentToolbar, createPage, editorTexts, openInEditor, pickerChoice, pickerDialog, selectText, sidebar, splitBlock, textBlock, unique,
  visitorTexts,
} from './editor-pages';

const DELETE_CONFIRM = 'Are you sure you want to delete this component?';

async function pageOfTexts(page: Page, texts: string[]) {
  await signIn(page);
  const slug = unique('e2e-ops');
  const title = `Operations ${slug}`;
  const path = await createPage(page, { slug, title, contents: texts.map((text, i) => textBlock(`text-${i}`, text)) });
  await openInEditor(page, path, title);
  return path;
}

/** Activates a toolbar button the way a keyboard user does (a button at an end stays focusable). */
async function press(page: Page, label: string, name: string) {
  const button = componentToolbar(page, label).getByRole('button', { name });
  await button.focus();
  await page.keyboard.press('Enter');
}

test('Add after on the toolbar puts the chosen block right after the selected one', async ({ page }) => {
  await pageOfTexts(page, ['First paragraph', 'Second paragraph']);
  await selectText(page, 'First paragraph');
  await componentToolbar(page, 'Text').getByRole('button', { name: 'Add after' }).click();

  const picker = pickerDialog(page);
  await expect(picker).toBeVisible();
  await picker.getByLabel('Search components').fill('plain text');
  await pickerChoice(page, 'Text').click();
  await expect(picker).toBeHidden();

  // The new block is empty, shown with its placeholder, and selected for editing, the keyboard in its first field.
  await expect(editorTexts(page)).toHaveText(['First paragraph', 'Insert Text Here', 'Second paragraph']);
  await expect(sidebar(page).getByLabel('Text', { exact: true })).toBeFocused();
  await sidebar(page).getByLabel('Text', { exact: true }).fill('Added in between');
  await expect(editorTexts(page)).toHaveText(['First paragraph', 'Added in between', 'Second paragraph']);
});

test('Add before on the toolbar puts the chosen block right before the selected one; closing the picker adds nothing', async ({ page }) => {
  await pageOfTexts(page, ['First paragraph', 'Second paragraph']);
  await selectText(page, 'Second paragraph');
  const toolbar = componentToolbar(page, 'Text');
  await toolbar.getByRole('button', { name: 'Add before' }).click();
  await pickerDialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(pickerDialog(page)).toBeHidden();
  await expect(editorTexts(page)).toHaveText(['First paragraph', 'Second paragraph']);

  await toolbar.getByRole('button', { name: 'Add before' }).click();
  await pickerChoice(page, 'Text').click();
  await sidebar(page).getByLabel('Text', { exact: true }).fill('Added before the second');
  await expect(editorTexts(page)).toHaveText(['First paragraph', 'Added before the second', 'Second paragraph']);
});

test('an empty page gets its first block from the Page contents field', async ({ page }) => {
  await signIn(page);
  const slug = unique('e2e-ops-empty');
  const path = await createPage(page, { slug, title: 'An empty page' });
  await openInEditor(page, path, 'An empty page');

  await page.locator('#editor-page .cs-page-contents').click();
  // The page's body is not its header.
  await expect(sidebar(page).getByRole('heading', { level: 2 })).toHaveText('Page content');
  const pageContents = sidebar(page).getByRole('group', { name: 'Page contents' });
  await expect(pageContents.getByText('No components yet.')).toBeVisible();
  await pageContents.getByRole('button', { name: 'Add component' }).click();

  // The page's own list accepts every block, columns included.
  await expect(pickerChoice(page, 'Split Content')).toBeVisible();
  await pickerChoice(page, 'Text').click();
  await sidebar(page).getByLabel('Text', { exact: true }).fill('The very first paragraph');
  await expect(editorTexts(page)).toHaveText(['The very first paragraph']);
});

test('an empty SplitContent column offers only the blocks a column accepts, and takes the one chosen', async ({ page }) => {
  await signIn(page);
  const slug = unique('e2e-ops-split');
  const path = await createPage(page, { slug, title: 'Columns page', contents: [splitBlock('columns', [], [textBlock('right-text', 'In the right column')])] });
  await openInEditor(page, path, 'Columns page');

  const leftColumn = page.locator('#editor-page [data-edit="contents.0.left"]');
  await leftColumn.click();
  await expect(sidebar(page).getByRole('heading', { name: 'Split Content' })).toBeVisible();
  await sidebar(page).getByRole('group', { name: 'Left column' }).getByRole('button', { name: 'Add component' }).click();

  const picker = pickerDialog(page);
  await expect(pickerChoice(page, 'Text')).toBeVisible();
  // No columns inside a column, and no whole page section.
  await expect(pickerChoice(page, 'Split Content')).toHaveCount(0);
  await expect(pickerChoice(page, 'Generic Page')).toHaveCount(0);
  await picker.getByLabel('Search components').fill('Split');
  await expect(picker.getByText('No component matches ‘Split’.')).toBeVisible();
  await picker.getByLabel('Search components').fill('');

  await pickerChoice(page, 'Text').click();
  await sidebar(page).getByLabel('Text', { exact: true }).fill('In the left column');
  await expect(leftColumn.locator('.cs-text')).toHaveText(['In the left column']);
  await expect(page.locator('#editor-page [data-edit="contents.0.right"] .cs-text')).toHaveText(['In the right column']);
});

test('Move up and Move down swap neighbours, keep the component selected, and do nothing at the ends', async ({ page }) => {
  await pageOfTexts(page, ['Alpha', 'Bravo', 'Charlie']);
  await selectText(page, 'Bravo');
  const toolbar = componentToolbar(page, 'Text');

  await toolbar.getByRole('button', { name: 'Move up' }).click();
  await expect(editorTexts(page)).toHaveText(['Bravo', 'Alpha', 'Charlie']);
  await expect(sidebar(page).getByLabel('Text', { exact: true })).toHaveValue('Bravo');
  await expect(toolbar.getByRole('button', { name: 'Move up' })).toHaveAttribute('aria-disabled', 'true');

  await press(page, 'Text', 'Move up');
  await expect(editorTexts(page)).toHaveText(['Bravo', 'Alpha', 'Charlie']);
  await expect(toolbar.getByRole('button', { name: 'Move up' })).toBeFocused();

  await toolbar.getByRole('button', { name: 'Move down' }).click();
  await toolbar.getByRole('button', { name: 'Move down' }).click();
  await expect(editorTexts(page)).toHaveText(['Alpha', 'Charlie', 'Bravo']);
  await expect(toolbar.getByRole('button', { name: 'Move down' })).toHaveAttribute('aria-disabled', 'true');
  await press(page, 'Text', 'Move down');
  await expect(editorTexts(page)).toHaveText(['Alpha', 'Charlie', 'Bravo']);
  await expect(sidebar(page).getByLabel('Text', { exact: true })).toHaveValue('Bravo');
});

test('Duplicate places a copy with the same content right after the original, and the copy is edited on its own', async ({ page }) => {
  await pageOfTexts(page, ['Original words', 'Last words']);
  await selectText(page, 'Original words');
  await componentToolbar(page, 'Text').getByRole('button', { name: 'Duplicate' }).click();
  await expect(editorTexts(page)).toHaveText(['Original words', 'Original words', 'Last words']);

  // The copy is the one selected now.
  await expect(page.locator('#editor-page [data-component="contents.1"]')).toHaveClass(/edit-component-active/);
  await sidebar(page).getByLabel('Text', { exact: true }).fill('Copied words, changed');
  await expect(editorTexts(page)).toHaveText(['Original words', 'Copied words, changed', 'Last words']);
});

test('Delete asks first: dismissing keeps the component, confirming removes it', async ({ page }) => {
  await pageOfTexts(page, ['Keep one', 'Remove me', 'Keep two']);
  await selectText(page, 'Remove me');
  const toolbar = componentToolbar(page, 'Text');

  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await toolbar.getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => asked).toEqual([DELETE_CONFIRM]);
  await expect(editorTexts(page)).toHaveText(['Keep one', 'Remove me', 'Keep two']);
  await expect(sidebar(page)).toBeVisible();

  page.once('dialog', (dialog) => void dialog.accept());
  await toolbar.getByRole('button', { name: 'Delete' }).click();
  await expect(editorTexts(page)).toHaveText(['Keep one', 'Keep two']);
  // Nothing is left to edit: the sidebar and the toolbar close.
  await expect(sidebar(page)).toBeHidden();
  await expect(toolbar).toHaveCount(0);
});

test('after adding, moving, duplicating and deleting, save and publish: a visitor sees the new order', async ({ page, browser }) => {
  const path = await pageOfTexts(page, ['One', 'Two', 'Three']);
  const toolbar = componentToolbar(page, 'Text');

  await selectText(page, 'Three');
  await toolbar.getByRole('button', { name: 'Move up' }).click();
  await expect(editorTexts(page)).toHaveText(['One', 'Three', 'Two']);

  await selectText(page, 'One');
  await toolbar.getByRole('button', { name: 'Duplicate' }).click();
  await sidebar(page).getByLabel('Text', { exact: true }).fill('One again');

  await selectText(page, 'Two');
  page.once('dialog', (dialog) => void dialog.accept());
  await toolbar.getByRole('button', { name: 'Delete' }).click();
  await expect(editorTexts(page)).toHaveText(['One', 'One again', 'Three']);

  await selectText(page, 'Three');
  await toolbar.getByRole('button', { name: 'Add after' }).click();
  await pickerChoice(page, 'Text').click();
  await sidebar(page).getByLabel('Text', { exact: true }).fill('Four, added last');
  const expected = ['One', 'One again', 'Three', 'Four, added last'];
  await expect(editorTexts(page)).toHaveText(expected);

  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(page.getByText('Page Saved')).toBeVisible();
  await publishThroughPanel(page);
  await expect(page.getByText('Page Published')).toBeVisible();

  const visitor = await anonymousPage(browser);
  const response = await visitor.goto(path);
  expect(response?.status()).toBe(200);
  await expect(visitorTexts(visitor)).toHaveText(expected);
  await visitor.context().close();
});
