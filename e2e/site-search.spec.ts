// The site search: from the header (desktop), the menu (phone) and without JavaScript, crisis help first for risky
// words, filters and 'No results'; and for staff, Search keywords and Hide from search in Page settings, the crisis
// phrases in Site settings and the Searches tab of what people looked for in vain.
import { test, expect, type Page } from './fixtures';
import { expectNoViolations, publishThroughPanel, signIn } from './support';
import { createPage, unique } from './editor-pages';
import { keepSiteSettings, settingsPanel } from './settings-support';

const main = (page: Page) => page.locator('#main-content');
const crisisPanel = (page: Page) => main(page).getByRole('region', { name: "You don't have to go through this alone" });
const results = (page: Page) => main(page).getByRole('list').filter({ has: page.getByRole('heading', { level: 2 }) }).first();

/** The crisis panel comes before the first result in the page. */
async function expectCrisisFirst(page: Page) {
  await expect(crisisPanel(page)).toBeVisible();
  await expect(crisisPanel(page).getByRole('link', { name: /^Call / }).first()).toBeVisible();
  const firstResult = main(page).locator('ol h2 a').first();
  await expect(firstResult).toBeVisible();
  const [panelBox, resultBox] = [await crisisPanel(page).boundingBox(), await firstResult.boundingBox()];
  expect(panelBox!.y).toBeLessThan(resultBox!.y);
}

test.describe('a visitor', () => {
  test('searches from the header: crisis help comes first for a risky phrase, then the pages; filters narrow them', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const field = page.getByRole('search', { name: 'Search this site' }).getByRole('searchbox', { name: 'Search this site' });
    await field.fill('my son self harm');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=my\+son\+self\+harm$/);
    await expect(page).toHaveTitle(/Search results for ‘my son self harm’/);
    await expectCrisisFirst(page);
    await expect(main(page).getByRole('status')).toHaveText(/^\d+ results? for ‘my son self harm’$/);
    await expectNoViolations(page, 'search results with crisis help');

    const form = main(page).getByRole('search', { name: 'Search this site' });
    await form.getByRole('searchbox', { name: 'Search this site' }).fill('training');
    await form.getByLabel('Section').selectOption({ label: 'Training' });
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/section=training/);
    await expect(crisisPanel(page)).toHaveCount(0);
    // Training's links and the pages under /training (one of them shown under Events, whose menu links it).
    const addresses = await results(page).locator('h2 a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) expect(address).toMatch(/^\/training(\/|$)/);
    // The words found are marked in each snippet.
    await expect(results(page).locator('mark').first()).toHaveText(/^train/i);

    await form.getByRole('searchbox', { name: 'Search this site' }).fill('qwzxv plomb');
    await form.getByLabel('Section').selectOption({ label: 'All sections' });
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(main(page).getByRole('region', { name: 'No results for ‘qwzxv plomb’' })).toBeVisible();
    await expectNoViolations(page, 'search with no results');
  });

  test('on a phone, searches from the menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('searchbox', { name: 'Search this site' }).fill('suicidal thoughts');
    await menu.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=suicidal\+thoughts$/);
    await expectCrisisFirst(page);
    await expectNoViolations(page, 'search results on a phone');
  });

  test.describe('without JavaScript, on a phone', () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

    test('searches from the menu, sees crisis help first, pages through a filter, and gets suggestions when nothing is found', async ({ page }) => {
      await page.goto('/');
      await page.locator('header summary', { hasText: 'Menu' }).click();
      const form = page.locator('header').getByRole('search', { name: 'Search this site' }).filter({ visible: true });
      await form.getByRole('searchbox', { name: 'Search this site' }).fill("I can't cope");
      await form.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/search\?q=I\+can%27t\+cope$/);
      await expectCrisisFirst(page);

      const search = main(page).getByRole('search', { name: 'Search this site' });
      await search.getByRole('searchbox', { name: 'Search this site' }).fill('volunteer');
      await search.getByRole('checkbox', { name: 'Upcoming courses and events only' }).check();
      await search.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/upcoming=true/);
      await search.getByRole('checkbox', { name: 'Upcoming courses and events only' }).uncheck();
      await search.getByRole('button', { name: 'Search' }).click();
      await expect(crisisPanel(page)).toHaveCount(0);
      await expect(main(page).getByRole('link', { name: /Volunteer/ }).first()).toBeVisible();

      await search.getByRole('searchbox', { name: 'Search this site' }).fill('qwzxv plomb');
      await search.getByRole('button', { name: 'Search' }).click();
      const none = main(page).getByRole('region', { name: 'No results for ‘qwzxv plomb’' });
      await expect(none).toBeVisible();
      await expect(none.getByRole('link', { name: 'Get help', exact: true })).toBeVisible();
    });
  });
});

test.describe('staff', () => {
  keepSiteSettings();

  test('give a page Search keywords and hide it from search in Page settings; a publish reaches the search at once', async ({ page, browser }) => {
    await signIn(page);
    const slug = unique('search-page');
    const keyword = `kw${Date.now().toString(36)}`;
    const title = `Search test ${slug.slice(-5)}`;
    const path = await createPage(page, { slug, title, contents: [{ componentType: 'Text', key: 't1', text: 'Our drop-in centre is open every weekday.' }] });
    await page.goto(path);
    const menu = page.getByRole('navigation', { name: 'Editor menu' });
    const settings = page.getByRole('complementary', { name: 'Page Settings' });
    /** Publishes through the editor's panel and waits for the answer. */
    const publish = async () => {
      const answer = page.waitForResponse((response) => response.url().includes('/api/page/publishPage') && response.request().method() === 'POST');
      await publishThroughPanel(page);
      expect((await answer).ok()).toBe(true);
    };

    await menu.getByRole('button', { name: /^Page settings/ }).click();
    await settings.getByLabel('Search keywords').fill(`${keyword} walk-in`);
    await publish();
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`/search?q=${keyword}`);
    await expect(main(visitor).getByRole('link', { name: title })).toBeVisible();

    await menu.getByRole('button', { name: /^Page settings/ }).click();
    await settings.getByRole('checkbox', { name: 'Hide from search' }).check();
    await publish();
    await visitor.goto(`/search?q=${keyword}`);
    await expect(main(visitor).getByRole('region', { name: `No results for ‘${keyword}’` })).toBeVisible();
    await visitor.context().close();
  });

  test('add a crisis phrase in Site settings, and see searches that found nothing in the dashboard', async ({ page, browser }) => {
    await signIn(page);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Editor menu' }).getByRole('button', { name: /^Site settings/ }).click();
    const panel = settingsPanel(page);
    const phrases = panel.getByRole('group', { name: 'Show crisis help first for searches with' });
    await expect(phrases.getByRole('textbox').first()).toHaveValue('suicide');
    await phrases.getByRole('button', { name: 'Add phrase' }).click();
    await phrases.getByRole('textbox').last().fill('feeling trapped');
    await panel.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(panel.getByText(/^Last published /)).toBeVisible();

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/search?q=feeling+so+trapped');
    await expect(crisisPanel(visitor)).toHaveCount(0);
    await visitor.goto('/search?q=feeling+trapped+at+home');
    await expect(crisisPanel(visitor)).toBeVisible();
    // One made-up word: no page holds it or a word one letter from it.
    const missing = `qzv${Date.now().toString(36)}`;
    for (let i = 0; i < 3; i += 1) await visitor.goto(`/search?q=${encodeURIComponent(missing)}`);
    await visitor.context().close();

    await page.getByRole('navigation', { name: 'Editor menu' }).getByRole('button', { name: 'Dashboard' }).click();
    const dashboard = page.getByRole('dialog', { name: /^Welcome to your dashboard, / });
    await dashboard.getByRole('tab', { name: 'Searches' }).click();
    const tab = dashboard.getByRole('tabpanel', { name: 'Searches' });
    await expect(tab.getByRole('row').filter({ hasText: missing })).toContainText('3');
    await expectNoViolations(page, 'dashboard Searches tab');
  });
});
