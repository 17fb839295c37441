// Featured content: three cards under a heading for visitors (from the page's own HTML), and an editor who
// changes the block's filters in the sidebar and sees the cards change.
import { test, expect, type Locator, type Page } from './fixtures';
import { signIn, expectNoViolations } from './support';
import { editPage, sidebarOf, type StoredPage } from './editor-fields-support';
import { postApi } from './api';

const ADD_FILTERS = 'Add filters (only 3 event cards will be shown)';
const NO_EVENTS = 'No events found with filters...';

/** Each card's one link: its accessible name (the title) and where it goes, in order. */
async function cardsOf(block: Locator): Promise<{ name: string; href: string }[]> {
  const items = block.getByRole('list').first().getByRole('listitem');
  const cards: { name: string; href: string }[] = [];
  for (const item of await items.all()) {
    const links = item.getByRole('link');
    await expect(links).toHaveCount(1);
    const title = (await item.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
    await expect(links).toHaveAccessibleName(title);
    cards.push({ name: title, href: (await links.getAttribute('href')) ?? '' });
  }
  return cards;
}

for (const viewport of [{ width: 375, height: 800 }, { width: 1280, height: 900 }]) {
  test(`a visitor sees 3 cards under the heading on the home page, each one link to its page (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/tags/filterListSelected')) asked.push(request.url());
    });
    expect((await page.goto('/'))?.status()).toBe(200);
    const block = page.locator('#page-content .cs-featured-content').first();
    await block.scrollIntoViewIfNeeded();
    const heading = block.getByRole('heading', { level: 2 });
    await expect(heading).toBeVisible();
    await expect(block.getByRole('list').first()).toHaveAccessibleName((await heading.textContent()) ?? '');
    const cards = await cardsOf(block);
    expect(cards).toHaveLength(3);
    for (const card of cards) expect(card.href).toMatch(/^\/[^/]/);
    // The cards came with the page: no request asked for them.
    expect(asked).toEqual([]);
    await expect(block.getByText(ADD_FILTERS)).toHaveCount(0);

    // One column on a phone, three side by side on a desktop.
    const boxes = await Promise.all((await block.getByRole('listitem').all()).map(async (item) => (await item.boundingBox())!));
    if (viewport.width < 600) expect(new Set(boxes.map((box) => Math.round(box.x))).size).toBe(1);
    else expect(new Set(boxes.map((box) => Math.round(box.y))).size).toBe(1);
    const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await expectNoViolations(page, `home page at ${viewport.width} px`);

    // A card leads to its page.
    await block.getByRole('link', { name: cards[0].name }).click();
    await expect(page).toHaveURL(new RegExp(`${cards[0].href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.getByRole('heading', { level: 1, name: cards[0].name, exact: true })).toBeVisible();
  });
}

/** Saves and publishes a page in the default domain with these tags and dates; answers it. */
async function publishedPage(page: Page, slug: string, title: string, pageTags: string[], startDate: string): Promise<StoredPage> {
  const draft = {
    _id: `e2e-${slug.replace(/[^a-z0-9]+/gi, '-')}`,
    domainId: 'default',
    slug,
    header: { title, description: 'a test event', quickLinks: [], startDate },
    tags: pageTags,
    contents: [],
    version: 0,
  };
  const saved = await postApi<StoredPage>(page, 'page/save', { page: draft, collection: 'pages' });
  expect(saved.status, JSON.stringify(saved.data)).toBe(200);
  const published = await postApi<{ page: StoredPage }>(page, 'page/publishPage', { page: saved.data, collection: 'pages' });
  expect(published.status, JSON.stringify(published.data)).toBe(200);
  return published.data.page;
}

test('in the editor: changing the include filter changes the cards, and no match says so', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  // Dated far ahead, so they come before any demo event with the same tags ('Newest to Oldest').
  const whyallaOne = `Whyalla walk ${run}`;
  const whyallaTwo = `Whyalla talk ${run}`;
  const portAugusta = `Port Augusta workshop ${run}`;
  await publishedPage(page, `e2e-featured/${run}-1`, whyallaOne, ['Location:Whyalla', 'Event Type:Walk'], '2099-03-01');
  await publishedPage(page, `e2e-featured/${run}-2`, whyallaTwo, ['Location:Whyalla', 'Event Type:Talk'], '2099-02-01');
  await publishedPage(page, `e2e-featured/${run}-3`, portAugusta, ['Location:Port Augusta', 'Card Type:Workshop'], '2099-01-01');
  const nowhere = `Location:Nowhere ${run}`;
  const host = await postApi<StoredPage>(page, 'page/save', {
    page: {
      _id: `e2e-featured-host-${run}`,
      domainId: 'default',
      slug: `e2e-featured/${run}-host`,
      header: { title: `Featured host ${run}`, description: '', quickLinks: [] },
      contents: [{ componentType: 'FeaturedContent', key: 'featured', heading: 'Coming up soon', tagFilter: { include: [nowhere], exclude: [], selected: [], limit: 4 } }],
      version: 0,
    },
    collection: 'pages',
  });
  expect(host.status, JSON.stringify(host.data)).toBe(200);

  await editPage(page, `/e2e-featured/${run}-host`);
  const block = page.locator('#editor-page .cs-featured-content');
  await expect(block.getByRole('heading', { level: 2, name: 'Coming up soon' })).toBeVisible();
  await expect(block.getByRole('button', { name: ADD_FILTERS })).toBeVisible();
  await expect(block.getByText(NO_EVENTS)).toBeVisible();

  // 'Add filters' opens the block's filters in the sidebar.
  await block.getByRole('button', { name: ADD_FILTERS }).click();
  const sidebar = sidebarOf(page);
  const include = sidebar.getByRole('group', { name: 'Include tags' });
  await expect(include.getByRole('group', { name: 'Location' })).toBeVisible();
  await include.getByRole('group', { name: 'Not in any category' }).getByRole('checkbox', { name: nowhere }).uncheck();
  await include.getByRole('group', { name: 'Location' }).getByRole('checkbox', { name: 'Whyalla', exact: true }).check();
  await expect(block.getByText(NO_EVENTS)).toHaveCount(0);
  await expect(block.getByRole('listitem').nth(0).getByRole('link')).toHaveAccessibleName(whyallaOne);
  await expect(block.getByRole('listitem').nth(1).getByRole('link')).toHaveAccessibleName(whyallaTwo);
  expect((await cardsOf(block)).length).toBeLessThanOrEqual(3);
  await expect(block.getByRole('listitem').nth(0)).toContainText('1st March 2099');
  await expectNoViolations(page, 'featured content with its filters in the sidebar');

  await include.getByRole('group', { name: 'Location' }).getByRole('checkbox', { name: 'Whyalla', exact: true }).uncheck();
  await include.getByRole('group', { name: 'Location' }).getByRole('checkbox', { name: 'Port Augusta', exact: true }).check();
  await expect(block.getByRole('listitem').nth(0).getByRole('link')).toHaveAccessibleName(portAugusta);
  await expect(block.getByRole('link', { name: whyallaOne })).toHaveCount(0);

  // A tag both included and excluded cannot be: excluding it takes it out of the include list, leaving no filter.
  await sidebar.getByRole('group', { name: 'Exclude tags' }).getByRole('group', { name: 'Location' }).getByRole('checkbox', { name: 'Port Augusta', exact: true }).check();
  await expect(include.getByRole('group', { name: 'Location' }).getByRole('checkbox', { name: 'Port Augusta', exact: true })).not.toBeChecked();
  await expect(block.getByText(NO_EVENTS)).toBeVisible();
  await expect(block.getByRole('listitem')).toHaveCount(0);
  await expect(block.getByRole('heading', { level: 2, name: 'Coming up soon' })).toBeVisible();
  await expectNoViolations(page, 'featured content with no cards in the editor');
});
