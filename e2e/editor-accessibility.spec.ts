import { test, expect, type Page } from './fixtures';
import { signIn, expectNoViolations } from './support';
import { coveringPaths } from './seeded-pages';
import { createPage, openInEditor, pickerDialog, sidebar, textBlock, unique } from './editor-pages';

// Every test makes its own page: the workers share them.
test.describe.configure({ mode: 'parallel' });

/** What opening a value adds to the editor: the sidebar, and the toolbar pinned beside the selected component when there is one. */
async function openedParts(page: Page): Promise<string[]> {
  const toolbar = '[role="group"][aria-label$=" actions"]';
  return ['aside[aria-label="Edit content"]', ...((await page.locator(toolbar).count()) ? [toolbar] : [])];
}

/** Opens a published page in the editor and waits until its working copy is shown, in select state. */
async function openEditor(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('#editor-page [data-edit="header.title"]')).toBeVisible();
  await page.getByRole('button', { name: 'Select component' }).click();
  await expect(page.getByRole('button', { name: 'Select component' })).toHaveAttribute('aria-pressed', 'true');
}

// The pages that together have every header and every block in every place it is nested (seeded-pages.ts): the
// editor draws the same outlines and sidebar for the same blocks whatever their words and order (the crawl,
// crawl.spec.ts, reads every page as a visitor). A test each, so the workers share them.
test('the editor sweep covers the home page and the hub among its pages', () => {
  expect(coveringPaths).toContain('/');
  expect(coveringPaths).toContain('/training/courses');
});

for (const path of coveringPaths) {
  test(`the editor on ${path} has zero axe violations, in select state and with the title open in the sidebar`, async ({ page }) => {
    await signIn(page);
    await openEditor(page, path);
    // A live block asking for its data (the hub) dims its results meanwhile: check the page as it settles.
    await expect(page.locator('#editor-page [aria-busy="true"]')).toHaveCount(0);
    await expectNoViolations(page, `${path} in select state`);

    await page.locator('#editor-page [data-edit="header.title"]').click();
    await expect(sidebar(page).getByLabel('Title', { exact: true })).toBeFocused();
    // The page itself was checked just now: what opening a value adds is the sidebar and the component's toolbar.
    await expectNoViolations(page, `${path} with the page header title in the sidebar`, { include: await openedParts(page) });
  });
}

test('the block picker has zero axe violations', async ({ page }) => {
  await signIn(page);
  await openEditor(page, '/');
  await page.locator('#editor-page [data-component="contents.0"]').click();
  await page.locator('[role="group"][aria-label$=" actions"]:not([aria-label="Edit content"] *)').getByRole('button', { name: 'Add after' }).click();
  await expect(pickerDialog(page)).toBeVisible();
  await expect(pickerDialog(page).getByLabel('Search components')).toBeFocused();
  await expectNoViolations(page, 'block picker');
});

test('keyboard: Tab reaches the editable values, Enter opens one in the sidebar, Escape closes it and returns focus', async ({ page }) => {
  await signIn(page);
  const title = 'Keyboard page';
  const path = await createPage(page, { slug: unique('e2e-keyboard'), title, contents: [textBlock('words', 'Reach me with the keyboard')] });
  await openInEditor(page, path, title);

  // Every editable value can take focus in select state.
  const editable = page.locator('#editor-page [data-edit]');
  expect(await editable.count()).toBeGreaterThan(1);
  expect(await editable.evaluateAll((elements) => elements.filter((el) => (el as HTMLElement).tabIndex < 0).map((el) => el.getAttribute('data-edit')))).toEqual([]);

  // Tab from the menu until the page title has focus.
  const titleOnPage = page.locator('#editor-page [data-edit="header.title"]');
  const focusedEdit = () =>
    page.evaluate(() => (document.activeElement?.closest('#editor-page') ? document.activeElement.getAttribute('data-edit') : null));
  let reached: string | null = null;
  for (let presses = 0; presses < 80 && reached !== 'header.title'; presses += 1) {
    await page.keyboard.press('Tab');
    reached = await focusedEdit();
  }
  expect(reached).toBe('header.title');
  await expect(titleOnPage).toBeFocused();

  await page.keyboard.press('Enter');
  const titleField = sidebar(page).getByLabel('Title', { exact: true });
  await expect(titleField).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.type(', by keyboard');
  await expect(titleOnPage).toHaveText('Keyboard page, by keyboard');

  await page.keyboard.press('Escape');
  await expect(sidebar(page)).toBeHidden();
  await expect(titleOnPage).toBeFocused();

  // Onwards with Tab to the paragraph; Space opens it too.
  const words = page.locator('#editor-page [data-edit="contents.0.text"]');
  for (let presses = 0; presses < 40 && reached !== 'contents.0.text'; presses += 1) {
    await page.keyboard.press('Tab');
    reached = await focusedEdit();
  }
  await expect(words).toBeFocused();
  await page.keyboard.press(' ');
  await expect(sidebar(page).getByLabel('Text', { exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(words).toBeFocused();
});

/** One of every block, with list items, so every field editor shows in some sidebar. */
const everyBlock = [
  { componentType: 'Text', text: 'Plain words' },
  { componentType: 'RichText', text: '<p>Rich <strong>words</strong></p>' },
  { componentType: 'FormattedText', text: '## Heading\n\nWords' },
  { componentType: 'Anchor', id: 'everything' },
  { componentType: 'Link', link: { type: 'external', href: 'https://example.org', text: 'A link' } },
  { componentType: 'Button', link: { type: 'page', href: '/about', text: 'A button' } },
  { componentType: 'SplitContent', left: [{ componentType: 'Text', key: 'l1', text: 'Left' }], right: [] },
  { componentType: 'GenericPage', header: { title: 'Section', description: 'About it' }, contents: [] },
  { componentType: 'EmergencyContact', header: 'Call now', phoneNumber: '13 11 14' },
  { componentType: 'IconList', items: [{ text: 'One' }, { text: 'Two' }] },
  { componentType: 'ButtonCta', link: { type: 'page', href: '/about', text: 'Go' } },
  { componentType: 'ListAccordion', items: [{ header: 'First', contents: [] }, { header: 'Second', contents: [] }] },
  { componentType: 'ExpandableDetails', header: 'More', illustration: 'tree', contents: [] },
  { componentType: 'Quote', quote: 'Kind words', quoteBy: 'Someone' },
  { componentType: 'ContentPanel', contents: [] },
  { componentType: 'TitledArea', title: 'Area', contents: [] },
  { componentType: 'IllustratedFocusArea', illustration: 'privacy', title: 'Focus', description: 'Words' },
  { componentType: 'Testimonials', items: [{ quote: 'Helped me', quoteBy: 'A' }, { quote: 'Kind', quoteBy: 'B' }] },
  { componentType: 'OneActiveCarousel', slides: [{ image: {} }, { image: {} }] },
  { componentType: 'Media', caption: { text: 'Caption', href: '', type: 'page', icon: '' } },
  { componentType: 'MapContent', title: 'Find us', address: '1 Main Street' },
  { componentType: 'Humanitix', filter: 'first aid' },
  { componentType: 'FeaturedContent', heading: 'Featured', tagFilter: { include: ['Events Type:Training'], exclude: ['Location:Online'], selected: [], limit: 4 } },
  { componentType: 'PageHub', sideFiltersToShow: ['Location', 'Date'], hubFilters: ['Events Type:Training'], sortBy: 'desc' },
].map((block, index) => ({ key: `every-${index}`, ...block }));

// Three parts of the block list, each a test of its own, so the workers share them.
const parts = 3;
for (let part = 0; part < parts; part += 1) {
  const from = Math.ceil((everyBlock.length * part) / parts);
  const to = Math.ceil((everyBlock.length * (part + 1)) / parts);
  test(`every block's sidebar, with every field and list item open, has zero axe violations (blocks ${from + 1} to ${to} of ${everyBlock.length})`, async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page);
    const title = 'Every block';
    const path = await createPage(page, { slug: unique('e2e-every-block'), title, contents: everyBlock });
    await openInEditor(page, path, title);
    const panel = sidebar(page);
    const openEverything = async () => {
      // One at a time: opening one can add or remove others.
      for (const closed of [panel.locator('details:not([open]) > summary'), panel.locator('button[aria-expanded="false"][aria-controls]')]) {
        for (let guard = 0; guard < 40 && (await closed.count()) > 0; guard += 1) await closed.first().click();
        await expect(closed).toHaveCount(0);
      }
    };
    const otherFields = panel.locator('details', { has: page.locator('summary', { hasText: 'Other fields' }) });

    if (part === 0) {
      await page.locator('#editor-page [data-edit="header.title"]').click();
      await openEverything();
      await expectNoViolations(page, 'page header sidebar', { include: await openedParts(page) });
    }
    for (let index = from; index < to; index += 1) {
      await test.step(everyBlock[index].componentType, async () => {
        await page.locator('#editor-page [data-edit="header.title"]').click();
        if (!(await otherFields.evaluate((details) => (details as HTMLDetailsElement).open))) await otherFields.locator('summary').click();
        await panel.getByRole('button', { name: new RegExp(`^Edit: ${index + 1}\\. `) }).click();
        await expect(panel.getByRole('heading', { level: 2 })).not.toHaveText('Page header');
        await openEverything();
        await expectNoViolations(page, `${everyBlock[index].componentType} sidebar`, { include: await openedParts(page) });
      });
    }
  });
}
