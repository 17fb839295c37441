// The filterable hub on 'Find a course' (/training/courses), as visitors on a desktop and a phone use it, and its
// base filters in the editor. What the hub should show is asked of the site's own hub/filter call, so the checks
// hold whatever pages other tests have published meanwhile.
import { test, expect, type APIRequestContext, type Locator, type Page } from './fixtures';
import { anonymousPage, signIn, expectHydrated, expectNoViolations, holdBackCode } from './support';
import { createPage, openInEditor, sidebar, unique } from './editor-pages';
import { HUB, filterCategories, hubFilter, pageCount, titles, type HubAnswer } from './hub-support';

const hubOf = (page: Page) => page.locator('#main-content .cs-page-hub');
const cardsOf = (hub: Locator) => hub.getByRole('region', { name: 'Results' }).locator('h3');
const pageButtons = (hub: Locator) => hub.getByRole('navigation', { name: 'Pages' }).getByRole('button');

/** Waits until the hub's code has taken over from the server's rendering (it loads as the hub comes near). */
async function waitForLiveHub(hub: Locator) {
  await hub.scrollIntoViewIfNeeded();
  await hub.hover();
  await expect(hub.locator('[data-live="true"]')).toBeAttached();
}

async function expectResults(hub: Locator, answer: HubAnswer) {
  await expect(hub.getByRole('region', { name: 'Results' })).toHaveAttribute('aria-busy', 'false');
  await expect(cardsOf(hub)).toHaveText(titles(answer));
  await expect(pageButtons(hub)).toHaveCount(pageCount(answer) > 1 ? pageCount(answer) : 0);
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** Filters that find nothing together, though each finds something: [category, value] pairs. */
async function emptyCombination(request: APIRequestContext, origin: string): Promise<[string, string][]> {
  const categories = await filterCategories(request, origin, ['Location', 'Date', 'Events Type', 'Event Type']);
  const found = new Map<string, number>();
  for (const category of categories) {
    for (const value of category.values) {
      const count = (await hubFilter(request, origin, { userFilters: [`${category.id}:${value.id}`] })).count;
      if (count === 0) return [[category.id, value.id]];
      found.set(`${category.id}:${value.id}`, count);
    }
  }
  const [first, ...others] = categories;
  for (const a of first.values) {
    for (const other of others) {
      for (const b of other.values) {
        const answer = await hubFilter(request, origin, { userFilters: [`${first.id}:${a.id}`, `${other.id}:${b.id}`] });
        if (answer.count === 0) return [[first.id, a.id], [other.id, b.id]];
      }
    }
  }
  throw new Error('Every combination of two filters finds something: no empty state to show');
}

test('the hub’s first page is in the HTML before any script runs: 9 cards and the page buttons', async ({ request, baseURL }) => {
  const first = await hubFilter(request, baseURL!);
  expect(first.count).toBeGreaterThan(9);
  const response = await request.get(HUB);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(first.pages).toHaveLength(9);
  // Each card's title is its link, inside its heading.
  for (const title of titles(first)) expect(html, title).toContain(`>${escapeHtml(title)}</a></h3>`);
  expect(html).toContain('Explore By');
  expect(html).toMatch(/<nav[^>]*aria-label="Pages"/);
  for (let n = 1; n <= pageCount(first); n += 1) expect(html).toContain(`aria-label="Page ${n}"`);
  expect(html).not.toContain(`aria-label="Page ${pageCount(first) + 1}"`);
  expect(html).toMatch(/aria-label="Page 1" aria-current="page"|aria-current="page"[^>]*aria-label="Page 1"/);
  expect(html).toMatch(/href="#cs-contents-\d+-hub"[^>]*>Back to top</);
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('filters by category, pages with numbered buttons, and keeps it all in a shareable address', async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    const origin = baseURL!;
    const all = await hubFilter(page.request, origin);
    await page.goto(HUB);
    const hub = hubOf(page);
    await waitForLiveHub(hub);
    await expectResults(hub, all);
    await expect(hub.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');

    await hub.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expectResults(hub, await hubFilter(page.request, origin, { pageIndex: 1 }));
    await expect(hub.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');

    const explore = hub.getByRole('group', { name: 'Explore By' });
    await expect(explore.getByRole('heading', { name: 'Explore By' })).toBeVisible();
    await explore.getByRole('button', { name: /^Location/ }).click();
    await expect(explore.getByRole('button', { name: /^Location/ })).toHaveAttribute('aria-expanded', 'true');
    await explore.getByRole('checkbox', { name: 'Adelaide' }).check();
    await expect(explore.getByText('(1 filter applied)')).toBeVisible();
    // A filter change goes back to page one.
    await expect(page).toHaveURL(/\?filter=Location%3AAdelaide$/);
    const adelaide = await hubFilter(page.request, origin, { userFilters: ['Location:Adelaide'] });
    expect(adelaide.count).toBeGreaterThan(0);
    expect(adelaide.count).toBeLessThan(all.count);
    await expectResults(hub, adelaide);

    await explore.getByRole('checkbox', { name: 'Online' }).check();
    await expect(explore.getByText('(2) filters applied')).toBeVisible();
    await expect(page).toHaveURL(/\?filter=Location%3AAdelaide&filter=Location%3AOnline$/);
    await expectResults(hub, await hubFilter(page.request, origin, { userFilters: ['Location:Adelaide', 'Location:Online'] }));

    // Only one category open at a time.
    await explore.getByRole('button', { name: /^Date/ }).click();
    await expect(explore.getByRole('button', { name: /^Date/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(explore.getByRole('button', { name: /^Location/ })).toHaveAttribute('aria-expanded', 'false');
    await expectNoViolations(page, 'the hub with a category open and filters applied');

    // The back button returns to the previous filters.
    await page.goBack();
    await expect(page).toHaveURL(/\?filter=Location%3AAdelaide$/);
    await expectResults(hub, adelaide);
    await expect(explore.getByText('(1 filter applied)')).toBeVisible();

    // Reloading, or someone else opening the address, shows the same results.
    await page.reload();
    await waitForLiveHub(hub);
    await expectResults(hub, adelaide);
    await explore.getByRole('button', { name: /^Location/ }).click();
    await expect(explore.getByRole('checkbox', { name: 'Adelaide' })).toBeChecked();
    await expect(explore.getByRole('checkbox', { name: 'Online' })).not.toBeChecked();
    const shared = await anonymousPage(browser);
    await shared.setViewportSize({ width: 1280, height: 900 });
    await shared.goto(page.url());
    await expectResults(hubOf(shared), adelaide);
    await shared.context().close();

    await explore.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(new RegExp(`${HUB}$`));
    await expectResults(hub, all);
    await expect(explore.getByText(/filters? applied/)).toHaveCount(0);
  });

  test('a visitor quicker than the hub’s code loses nothing: the category opened, the box ticked and Apply Filters carry over', async ({ page, baseURL }) => {
    // Holds back the live hub's code (the only code that asks hub/filter) until the visitor has used the server's form.
    const code = await holdBackCode(page, 'hub/filter');
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page.goto(HUB);
    const hub = hubOf(page);
    const explore = hub.getByRole('group', { name: 'Explore By' });
    // The server's rendering: each category a native disclosure.
    const location = explore.locator('summary', { hasText: 'Location' });
    await expectHydrated(location);
    // A visitor who only reads the cards never asks for it.
    await hub.getByRole('navigation', { name: 'Pages' }).scrollIntoViewIfNeeded();
    expect(code.asked()).toBe(false);

    await location.click();
    await expect.poll(code.asked).toBe(true);
    await explore.getByRole('checkbox', { name: 'Adelaide' }).check();
    await explore.getByRole('button', { name: 'Apply Filters' }).click();
    code.release();

    await expect(hub.locator('[data-live="true"]')).toBeAttached();
    await expect(page).toHaveURL(/\?filter=Location%3AAdelaide$/);
    await expectResults(hub, await hubFilter(page.request, baseURL!, { userFilters: ['Location:Adelaide'] }));
    await expect(explore.getByRole('button', { name: /^Location/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(explore.getByRole('checkbox', { name: 'Adelaide' })).toBeChecked();
    // Carried out on the page: no second page load.
    expect(loads).toHaveLength(1);
  });

  test('names the filters that found nothing as removable chips', async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const origin = baseURL!;
    const empty = await emptyCombination(page.request, origin);
    await page.goto(HUB);
    const hub = hubOf(page);
    await waitForLiveHub(hub);
    const explore = hub.getByRole('group', { name: 'Explore By' });
    for (const [category, value] of empty) {
      await explore.getByRole('button', { name: new RegExp(`^${category}`) }).click();
      await explore.getByRole('checkbox', { name: value, exact: true }).check();
    }
    await expect(hub.getByText('We found no results for following filters:')).toBeVisible();
    await expect(cardsOf(hub)).toHaveCount(0);
    await expect(pageButtons(hub)).toHaveCount(0);
    for (const [category, value] of empty) await expect(hub.getByRole('button', { name: `Remove ${category}: ${value}` })).toBeVisible();
    await expectNoViolations(page, 'the hub with no results');

    const [removed, ...kept] = empty;
    await hub.getByRole('button', { name: `Remove ${removed[0]}: ${removed[1]}` }).click();
    await expectResults(hub, await hubFilter(page.request, origin, { userFilters: kept.map(([category, value]) => `${category}:${value}`) }));
    await expect(hub.getByText('We found no results for following filters:')).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the Filter button comes before any picture: the header’s decorative one is left out, and never downloaded', async ({ page }) => {
    const downloaded: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/image/')) downloaded.push(request.url());
    });
    await page.goto(HUB);
    // The live hub takes over from the server's rendering when it comes near: measure the button it leaves.
    await waitForLiveHub(hubOf(page));
    const filter = hubOf(page).getByRole('button', { name: 'Filter', exact: true });
    await expect(filter).toBeVisible();
    await expect(page.locator('header.cs-page-header img')).toBeHidden();
    const picturesAbove = await filter.evaluate((button) => {
      const top = button.getBoundingClientRect().top;
      return [...document.querySelectorAll('main img')].filter((img) => img.getBoundingClientRect().height > 0 && img.getBoundingClientRect().top < top).length;
    });
    expect(picturesAbove).toBe(0);
    // The header's picture (demo-open-window) is not fetched at all on a phone.
    expect(downloaded.filter((url) => url.includes('/api/image/demo-open-window'))).toEqual([]);
  });

  test('filters in the full-screen panel, applied with Apply Filters', async ({ page, baseURL }) => {
    const origin = baseURL!;
    const all = await hubFilter(page.request, origin);
    // The page's clock is the test's, so the test can move it past the hub's 500 ms wait at once.
    await page.clock.install();
    await page.goto(HUB);
    const hub = hubOf(page);
    await waitForLiveHub(hub);
    await expectResults(hub, all);
    await expect(hub.getByRole('group', { name: 'Explore By' })).toBeHidden();

    const filter = hub.getByRole('button', { name: 'Filter', exact: true });
    await filter.click();
    const panel = page.getByRole('dialog', { name: 'Explore By' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Close' })).toBeFocused();
    await panel.getByRole('button', { name: /^Location/ }).click();
    await panel.getByRole('checkbox', { name: 'Adelaide' }).check();
    await expect(panel.getByText('(1 filter applied)')).toBeVisible();
    await expectNoViolations(page, 'the phone filter panel');
    // Nothing changes until the filters are applied, not even once the hub's 500 ms wait has passed.
    await page.clock.runFor(700);
    await expect(page).toHaveURL(new RegExp(`${HUB}$`));

    await panel.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(panel).toBeHidden();
    await expect(filter).toBeFocused();
    await expect(page).toHaveURL(/\?filter=Location%3AAdelaide$/);
    await expectResults(hub, await hubFilter(page.request, origin, { userFilters: ['Location:Adelaide'] }));
    await expect(hub.getByText('(1 filter applied)').filter({ visible: true })).toHaveCount(1);

    // Escape leaves the panel without applying what was changed in it.
    await filter.click();
    await panel.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(panel.getByText(/filters? applied/)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/\?filter=Location%3AAdelaide$/);

    await filter.click();
    await panel.getByRole('button', { name: 'Clear Filters' }).click();
    await panel.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(new RegExp(`${HUB}$`));
    await expectResults(hub, all);
  });
});

test('Set Base Filters opens the hub base filters in the editor, and a base filter changes the cards', async ({ page, baseURL }) => {
  const origin = baseURL!;
  await signIn(page);
  const title = 'Hub base filters';
  const path = await createPage(page, {
    slug: unique('e2e-hub'),
    title,
    contents: [{ componentType: 'PageHub', key: 'hub', sideFiltersToShow: ['Location'], hubFilters: [], hubRelatedFilters: [], sortBy: 'a-z', showRelated: false, relatedHeading: '' }],
  });
  await openInEditor(page, path, title);
  const hub = page.locator('#editor-page .cs-page-hub');
  await expect(cardsOf(hub)).toHaveText(titles(await hubFilter(page.request, origin)));

  await hub.getByRole('button', { name: 'Set Base Filters' }).click();
  const panel = sidebar(page);
  const base = panel.getByRole('group', { name: 'Base filters', exact: true });
  await base.getByRole('group', { name: 'Location', exact: true }).getByRole('checkbox', { name: 'Adelaide' }).check();
  await expect(cardsOf(hub)).toHaveText(titles(await hubFilter(page.request, origin, { hubFilters: ['Location:Adelaide'] })));

  await panel.getByLabel('Sort order').selectOption({ label: 'Newest to Oldest' });
  await expect(cardsOf(hub)).toHaveText(titles(await hubFilter(page.request, origin, { hubFilters: ['Location:Adelaide'], sortBy: 'desc' })));
  await expect(panel.getByRole('group', { name: 'Categories visitors may filter by' }).getByRole('checkbox', { name: 'Location' })).toBeChecked();
});
