// Pages made by the editor tests themselves, so no test changes the demo content others rely on.
import { expect, type Locator, type Page } from '@playwright/test';
import { sameSite } from './api';

export type StoredComponent = { componentType: string; key: string; [field: string]: unknown };

/** A plain-text paragraph block. */
export const textBlock = (key: string, text: string): StoredComponent => ({ componentType: 'Text', key, text });

/** Two columns of components. */
export const splitBlock = (key: string, left: StoredComponent[], right: StoredComponent[]): StoredComponent => ({
  componentType: 'SplitContent',
  key,
  left,
  right,
  width: 6,
  gap: 2,
  usePixelGap: false,
  reverse: { desktop: false, mobile: false },
  matchHeight: false,
});

/** A name no other test (or earlier run against the same store) uses. */
export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

/**
 * Stores a new working copy (unpublished) through the editor's own save call, as the signed-in user of
 * `page`. Answers the page's address.
 */
export async function createPage(
  page: Page,
  { slug, title, description = '', contents = [] }: { slug: string; title: string; description?: string; contents?: StoredComponent[] },
): Promise<string> {
  const response = await page.request.post('/api/page/save', {
    headers: sameSite,
    data: {
      page: { _id: `page-${slug.replace(/\//g, '-')}`, domainId: 'default', slug, header: { title, description }, contents, version: 0 },
      collection: 'pages',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return `/${slug}`;
}

/** Opens a page in the editor and switches to select state once the working copy is shown. */
export async function openInEditor(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.locator('#editor-page [data-edit="header.title"]')).toHaveText(title);
  await page.getByRole('button', { name: 'Select component' }).click();
  await expect(page.getByRole('button', { name: 'Select component' })).toHaveAttribute('aria-pressed', 'true');
}

/** The plain-text paragraphs of the editor's copy of the page, in page order. */
export const editorTexts = (page: Page): Locator => page.locator('#editor-page .cs-page-contents .cs-text');

/** The plain-text paragraphs a visitor sees, in page order. */
export const visitorTexts = (page: Page): Locator => page.locator('#main-content .cs-page-contents .cs-text');

export const sidebar = (page: Page): Locator => page.getByRole('complementary', { name: 'Edit content' });

/** The component toolbar pinned beside the selected component (the sidebar holds the same buttons). */
export const componentToolbar = (page: Page, label: string): Locator =>
  page.locator(`[role="group"][aria-label="${label} actions"]:not([aria-label="Edit content"] *)`);

/** Selects the component showing this text by clicking it on the page. */
export async function selectText(page: Page, text: string) {
  await editorTexts(page).filter({ hasText: text }).click();
  await expect(sidebar(page)).toBeVisible();
}

export const pickerDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Add a component' });

/** A block offered by the picker, by its label. */
export const pickerChoice = (page: Page, label: string): Locator =>
  pickerDialog(page).getByRole('button', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`) });
