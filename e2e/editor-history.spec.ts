import { test, expect, type Page } from './fixtures';
import { signIn } from './support';
import { componentToolbar, createPage, editorTexts, openInEditor, selectText, sidebar, textBlock, unique } from './editor-pages';

const undoButton = (page: Page) => page.getByRole('button', { name: 'Undo' });
const redoButton = (page: Page) => page.getByRole('button', { name: 'Redo' });
const heading = (page: Page) => page.locator('#editor-page [data-edit="header.title"]');
const titleField = (page: Page) => sidebar(page).getByLabel('Title', { exact: true });

async function openNewPage(page: Page, title: string, texts: string[] = []) {
  await signIn(page);
  const path = await createPage(page, { slug: unique('e2e-history'), title, contents: texts.map((text, i) => textBlock(`text-${i}`, text)) });
  await openInEditor(page, path, title);
}

test('a run of typing is undone as one step with Ctrl+Z outside a text field, and Ctrl+Shift+Z redoes it', async ({ page }) => {
  await openNewPage(page, 'Typing history');
  await expect(undoButton(page)).toBeDisabled();
  await heading(page).click();
  await titleField(page).click();
  await titleField(page).press('End');
  await titleField(page).pressSequentially(' and more words', { delay: 30 });
  await expect(heading(page)).toHaveText('Typing history and more words');

  // Escape leaves the text field (the sidebar closes, focus goes back to the title on the page).
  await page.keyboard.press('Escape');
  await expect(sidebar(page)).toBeHidden();
  await expect(heading(page)).toBeFocused();

  await page.keyboard.press('Control+z');
  await expect(heading(page)).toHaveText('Typing history');
  // The whole run was one step: nothing older is left to undo.
  await expect(undoButton(page)).toBeDisabled();
  await expect(redoButton(page)).toBeEnabled();

  // Undo brings back what was selected, with its editor: leave the text field again before redoing.
  await expect(titleField(page)).toHaveValue('Typing history');
  await page.keyboard.press('Escape');
  await expect(heading(page)).toBeFocused();
  await page.keyboard.press('Control+Shift+Z');
  await expect(heading(page)).toHaveText('Typing history and more words');
  await expect(redoButton(page)).toBeDisabled();
  await expect(undoButton(page)).toBeEnabled();
});

test('the Undo and Redo menu buttons step through changes and are disabled when there is nothing to undo or redo', async ({ page }) => {
  await openNewPage(page, 'Menu history');
  await expect(undoButton(page)).toBeDisabled();
  await expect(redoButton(page)).toBeDisabled();

  await heading(page).click();
  await titleField(page).fill('Menu history, first change');
  await expect(undoButton(page)).toBeEnabled();
  await expect(redoButton(page)).toBeDisabled();

  await undoButton(page).click();
  await expect(heading(page)).toHaveText('Menu history');
  await expect(titleField(page)).toHaveValue('Menu history');
  await expect(undoButton(page)).toBeDisabled();
  await expect(redoButton(page)).toBeEnabled();

  await redoButton(page).click();
  await expect(heading(page)).toHaveText('Menu history, first change');
  await expect(titleField(page)).toHaveValue('Menu history, first change');
  await expect(redoButton(page)).toBeDisabled();
  await expect(undoButton(page)).toBeEnabled();

  // A new change after undoing drops what could have been redone.
  await undoButton(page).click();
  await titleField(page).fill('Menu history, another change');
  await expect(redoButton(page)).toBeDisabled();
  await expect(heading(page)).toHaveText('Menu history, another change');
});

test('undoing a move restores the order and selects the moved component again', async ({ page }) => {
  await openNewPage(page, 'Move history', ['Alpha', 'Bravo', 'Charlie']);
  await selectText(page, 'Charlie');
  await componentToolbar(page, 'Text').getByRole('button', { name: 'Move up' }).click();
  await expect(editorTexts(page)).toHaveText(['Alpha', 'Charlie', 'Bravo']);

  // Select something else, then undo the move.
  await selectText(page, 'Alpha');
  await expect(sidebar(page).getByLabel('Text', { exact: true })).toHaveValue('Alpha');
  await undoButton(page).click();

  await expect(editorTexts(page)).toHaveText(['Alpha', 'Bravo', 'Charlie']);
  await expect(sidebar(page).getByLabel('Text', { exact: true })).toHaveValue('Charlie');
  await expect(page.locator('#editor-page [data-component="contents.2"]')).toHaveClass(/edit-component-active/);
  await expect(componentToolbar(page, 'Text')).toBeVisible();

  await redoButton(page).click();
  await expect(editorTexts(page)).toHaveText(['Alpha', 'Charlie', 'Bravo']);
});

test('an action that changes nothing adds no undo step', async ({ page }) => {
  await openNewPage(page, 'No-op history', ['First', 'Second']);
  await selectText(page, 'First');
  const moveUp = componentToolbar(page, 'Text').getByRole('button', { name: 'Move up' });
  await moveUp.focus();
  await page.keyboard.press('Enter');
  await expect(editorTexts(page)).toHaveText(['First', 'Second']);

  // A dismissed delete changes nothing either.
  page.once('dialog', (dialog) => void dialog.dismiss());
  await componentToolbar(page, 'Text').getByRole('button', { name: 'Delete' }).click();
  await expect(editorTexts(page)).toHaveText(['First', 'Second']);

  // Selecting is not a change.
  await selectText(page, 'Second');
  await expect(undoButton(page)).toBeDisabled();

  // A real change is one step, and undoing it leaves nothing to undo.
  await componentToolbar(page, 'Text').getByRole('button', { name: 'Move up' }).click();
  await expect(editorTexts(page)).toHaveText(['Second', 'First']);
  await undoButton(page).click();
  await expect(editorTexts(page)).toHaveText(['First', 'Second']);
  await expect(undoButton(page)).toBeDisabled();
});
