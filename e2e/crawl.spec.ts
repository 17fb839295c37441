// The one crawl: every seeded page, once per run, by a fresh visitor, for what every page must have. It answers
// 200 with one main heading; the visitor downloads none of the editor, and block code (carousel motion, the form
// library) only where the page has the block, and only once the visitor reaches for it; nothing goes to another site before the visitor acts; every block
// image comes from the image service and loads; the blocks the showcase puts on the page show at desktop and at
// phone width, and nothing scrolls sideways, with every disclosure closed and open; axe finds no violation at
// desktop width, and with every disclosure open at phone width on the pages that together have every header and
// block (seeded-pages.ts) and every showcase page. The pages come from the seed, not the live sitemap, so pages other tests publish never lengthen it; its
// tests run on every worker at once.
import { test, expect } from './fixtures';
import { carouselMarker, editorMarkers, editorStyleMarker, expectHydrated, expectNoViolations, formMarker, isLocal, recordScripts } from './support';
import { coveringPaths, seededPaths } from './seeded-pages';
import { demoPaths, expectBlockImages, scrollThrough, expectNoHorizontalScroll, expectShowcaseBlocks, openDisclosures } from './showcase';

/** Pages checked with axe at phone width too: the rest have only headers and blocks these have. */
const phoneAxePaths = new Set([...coveringPaths, ...demoPaths]);

test.describe.configure({ mode: 'parallel' });

test('the crawl reads the seeded pages', () => {
  // The home page, the hub and the tagged listing pages are all there (54 in the demo site).
  expect(seededPaths[0]).toBe('/');
  expect(seededPaths).toContain('/training/courses');
  expect(seededPaths.length).toBeGreaterThan(50);
});

for (const path of seededPaths) {
  test(`visitor page ${path}`, async ({ page }) => {
    // Nothing leaves the machine (the browser resolves no other host: playwright.config.ts); a request to another
    // site is recorded.
    const outside: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/^(https?|wss?):$/.test(url.protocol) && !isLocal(url)) outside.push(request.url());
    });
    const scripts = recordScripts(page);
    const stylesheets = recordScripts(page, 'stylesheet');

    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectNoViolations(page, `${path} at 1280 px`);

    await scrollThrough(page);
    // A carousel's motion code and a form's live code arrive when the visitor reaches for the block (scrolled past,
    // they never load); where the page has no such block, nothing asks for them.
    const carousels = await page.locator('.cs-carousel').count();
    if (carousels) {
      expect((await scripts()).filter((body) => body.includes(carouselMarker)), 'carousel code before anyone reached for a carousel').toEqual([]);
      await page.locator('.cs-carousel').first().hover();
      await expect(page.locator('.cs-carousel__slides').first()).toHaveClass(/swiper-initialized/);
    }
    // The forms of form blocks (the hub's filters are a form too, with no form code of their own).
    const formBlocks = page.locator('main form:not(.cs-page-hub form)');
    const forms = await formBlocks.count();
    if (forms) {
      expect((await scripts()).filter((body) => body.includes(formMarker)), 'form code before anyone reached for a form').toEqual([]);
      await expectHydrated(formBlocks.first());
      await formBlocks.first().hover();
      await expect.poll(async () => (await scripts()).some((body) => body.includes(formMarker)), 'form code').toBe(true);
    }
    const bodies = await scripts();
    expect(bodies.length).toBeGreaterThan(0);
    for (const marker of editorMarkers) expect(bodies.filter((body) => body.includes(marker)), `editor code (${marker})`).toEqual([]);
    const styles = await stylesheets();
    expect(styles.length).toBeGreaterThan(0);
    expect(styles.filter((body) => body.includes(editorStyleMarker)), 'the editor’s styles').toEqual([]);
    await expect(page.locator('style[data-editor-styles]')).toHaveCount(0);
    expect(bodies.some((body) => body.includes(carouselMarker)), `carousel code with ${carousels} carousels`).toBe(carousels > 0);
    expect(bodies.some((body) => body.includes(formMarker)), `form code with ${forms} forms`).toBe(forms > 0);
    expect(outside, 'requests to other sites').toEqual([]);

    await expectShowcaseBlocks(page, path);
    await expectNoHorizontalScroll(page, `${path} at 1280 px`);
    await openDisclosures(page);
    await expectNoHorizontalScroll(page, `${path} at 1280 px with everything open`);
    await expectBlockImages(page, path);

    await page.setViewportSize({ width: 375, height: 800 });
    await expectShowcaseBlocks(page, path);
    await expectNoHorizontalScroll(page, `${path} at 375 px with everything open`);
    if (phoneAxePaths.has(path)) await expectNoViolations(page, `${path} at 375 px with everything open`);
    expect(outside, 'requests to other sites').toEqual([]);
  });
}

test('the not-found page and the sign-in page have zero axe violations at both widths', async ({ page }) => {
  const shown = { '/no/such/page': page.getByRole('heading', { name: 'This page could not be found' }), '/login': page.getByRole('dialog', { name: 'Welcome' }) };
  for (const [path, content] of Object.entries(shown)) {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(path);
    // Checked once its content shows.
    await expect(content).toBeVisible();
    await expectNoViolations(page, `${path} at 1280 px`);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoViolations(page, `${path} at 375 px`);
  }
});

test('the sweep sees carousels and forms: pages with each exist among the seeded pages', async ({ page }) => {
  // Guards the crawl's block-code checks: they prove something only if some page has each block.
  await page.goto('/about');
  await expect(page.locator('.cs-carousel').first()).toBeAttached();
  await page.goto('/contact');
  await expect(page.locator('main form').first()).toBeAttached();
  await page.goto('/training/enquiry');
  await expect(page.locator('main form').first()).toBeAttached();
});
