// Pages made for one test each, and the steps every editing test repeats: select, edit in the sidebar, save, publish, visit.
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { anonymousPage, publishThroughPanel } from './support';
import { postApi } from './api';

export type StoredPage = Record<string, unknown> & { _id: string; slug: string; version: number; contents: Record<string, unknown>[] };

let counter = 0;
/** A slug (and page id) no other test uses, even across runs against the same store. */
export function uniqueSlug(prefix: string): string {
  counter += 1;
  return `e2e-fields/${prefix}-${Date.now().toString(36)}-${counter}`;
}

/** The editor's working copy of a page, as GET /api/page/load answers it. */
export async function loadPage(page: Page, slug: string): Promise<StoredPage> {
  const response = await page.request.get('/api/page/load', { params: { slug, domainId: 'default', collection: 'pages' } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as StoredPage;
}

type NewPage = { slug?: string; title?: string; header?: Record<string, unknown>; headerType?: string; contents: Record<string, unknown>[]; publish?: boolean };

/**
 * Creates a page in the default domain through POST /api/page/save (signed in as `page`), optionally publishes it,
 * and answers the stored copy. Each component gets a key when it has none.
 */
export async function createPage(page: Page, prefix: string, options: NewPage): Promise<StoredPage & { path: string }> {
  const slug = options.slug ?? uniqueSlug(prefix);
  const withKeys = (list: Record<string, unknown>[]): Record<string, unknown>[] =>
    list.map((component, index) => ({ key: `${prefix}-${index}-${Math.random().toString(36).slice(2, 8)}`, ...component }));
  const draft = {
    _id: `e2e-${slug.replace(/[^a-z0-9]+/gi, '-')}`,
    domainId: 'default',
    slug,
    headerType: options.headerType ?? 'FullWidthImageCustomHeader',
    header: { title: options.title ?? `Test page ${prefix}`, description: '', quickLinks: [], ...options.header },
    contents: withKeys(options.contents),
    version: 0,
  };
  const saved = await postApi<StoredPage>(page, 'page/save', { page: draft, collection: 'pages' });
  expect(saved.status, JSON.stringify(saved.data)).toBe(200);
  let stored = saved.data;
  if (options.publish) {
    const published = await postApi<{ page: StoredPage }>(page, 'page/publishPage', { page: stored, collection: 'pages' });
    expect(published.status, JSON.stringify(published.data)).toBe(200);
    stored = published.data.page;
  }
  return { ...stored, path: `/${slug}` };
}

export const sidebarOf = (page: Page) => page.getByRole('complementary', { name: 'Edit content' });

/** Opens the page in the editor and turns on 'Select component'. */
export async function editPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('#editor-page')).toBeVisible();
  await page.getByRole('button', { name: 'Select component' }).click();
  await expect(page.getByRole('button', { name: 'Select component' })).toHaveAttribute('aria-pressed', 'true');
}

/** The element showing the value at `path` in the editor's copy of the page. */
export const editable = (page: Page, path: string): Locator => page.locator(`#editor-page [data-edit="${path}"]`).first();

/** Clicks the value at `path` on the page and answers the sidebar it opens. */
export async function selectValue(page: Page, path: string): Promise<Locator> {
  const element = editable(page, path);
  await element.click();
  const sidebar = sidebarOf(page);
  await expect(sidebar).toBeVisible();
  return sidebar;
}

/** 'Save page' then 'Publish page', each confirmed by its toast. */
export async function saveAndPublish(page: Page) {
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(page.getByText('Page Saved')).toBeVisible();
  await publishThroughPanel(page);
  await expect(page.getByText('Page Published')).toBeVisible();
}

/** A new visitor (no cookies) on `path` (the browser resolves no other host: playwright.config.ts). */
export async function visit(browser: Browser, path: string): Promise<Page> {
  const visitor = await anonymousPage(browser);
  const response = await visitor.goto(path);
  expect(response?.status(), `${path} for a visitor`).toBe(200);
  return visitor;
}

/** The visitor page's own content (header and components), without the site's navigation and footer. */
export const contentOf = (visitor: Page) => visitor.locator('#page-content');
