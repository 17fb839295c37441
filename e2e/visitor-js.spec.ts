// What code a visitor's browser fetches: never the editor's, block code (carousel motion, the form library)
// only on pages with the block, and carousels that already work while their motion code is still on its way (slow phones, poor signal).
import { test, expect, type Page } from '@playwright/test';
import { publishedPaths, signIn } from './support';

/** Words only the editor's code contains: its menu labels. */
const editorMarkers = ['Select component', 'Change page header'];
/** A string only the carousel motion code (swiper) contains. */
const carouselMarker = 'swiper-centered-offset-before';
/** A SPEC.md §5 message: only the live forms' code (their validation rules) contains it. */
const formMarker = 'A valid email address is required';

const isLocal = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

/** Starts recording the text of every script the page downloads. */
function recordScripts(page: Page): () => Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return () => Promise.all(bodies);
}

/** Scrolls to the bottom a screen at a time, so code that loads near the screen has loaded. */
async function scrollThrough(page: Page) {
  for (let step = 0; step < 60; step++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    if (atBottom) break;
  }
  await page.waitForLoadState('networkidle');
}

test.beforeEach(async ({ page }) => {
  await page.route((url) => !isLocal(url), (route) => route.fulfill({ status: 204 }));
});

test('a visitor downloads none of the editor on any page, and carousel and form code only where there is a carousel or a form', async ({ browser, page }) => {
  // Every published page, each scrolled to the bottom by a fresh visitor.
  test.setTimeout(300_000);
  const paths = await publishedPaths(page);
  expect(paths.length).toBeGreaterThan(3);
  test.setTimeout(Math.max(300_000, 60_000 + paths.length * 10_000));
  let withCarousel = 0;
  let withForm = 0;
  for (const path of paths) {
    // A fresh visitor each time: scripts from the browser's memory cache would not be seen.
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.route((url) => !isLocal(url), (route) => route.fulfill({ status: 204 }));
    const scripts = recordScripts(visitor);
    await visitor.goto(path);
    await scrollThrough(visitor);
    const carousels = await visitor.locator('.cs-carousel').count();
    // The motion code arrives when a carousel comes near: read the scripts once it has started (no fixed wait).
    if (carousels) await expect(visitor.locator('.cs-carousel__slides').first()).toHaveClass(/swiper-initialized/);
    const bodies = await scripts();
    expect(bodies.length, path).toBeGreaterThan(0);
    for (const marker of editorMarkers) expect(bodies.filter((body) => body.includes(marker)), `${path}: ${marker}`).toEqual([]);
    const carouselCode = bodies.some((body) => body.includes(carouselMarker));
    expect(carouselCode, `${path} has ${carousels} carousels`).toBe(carousels > 0);
    if (carousels) withCarousel++;
    // The form code arrives once a form comes near, and the page has been scrolled past every one.
    const forms = await visitor.locator('main form').count();
    const formCode = bodies.some((body) => body.includes(formMarker));
    expect(formCode, `${path} has ${forms} forms`).toBe(forms > 0);
    if (forms) withForm++;
    await context.close();
  }
  expect(withCarousel).toBeGreaterThan(0);
  expect(withForm).toBeGreaterThan(1);
});

test('the editor markers are real: a signed-in editor does download the editor', async ({ page }) => {
  const scripts = recordScripts(page);
  await signIn(page);
  const bodies = await scripts();
  for (const marker of editorMarkers) expect(bodies.some((body) => body.includes(marker)), marker).toBe(true);
});

test.describe('before the carousel motion code arrives', () => {
  /** Holds back the carousel's motion code until `release` is called. */
  async function holdCarouselCode(page: Page) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes(carouselMarker)) await released;
      await route.fulfill({ response, body });
    });
    return release;
  }

  test('the first slide shows in place, and the buttons already move the slides', async ({ page }) => {
    await holdCarouselCode(page);
    await page.goto('/about');
    const carousel = page.getByRole('region', { name: 'Image carousel' });
    const status = carousel.locator('.cs-carousel__status');
    const current = carousel.locator('.swiper-slide:not([aria-hidden]) img');
    await carousel.scrollIntoViewIfNeeded();
    await expect(status).toHaveText('Slide 1 of 5');
    await expect(current).toHaveAttribute('alt', /sailing boat/);
    await expect(current).toBeInViewport({ ratio: 0.9 });
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(status).toHaveText('Slide 2 of 5');
    await expect(current).toHaveAttribute('alt', /kite/);
    await expect(current).toBeInViewport({ ratio: 0.9 });
    await expect(carousel.locator('.cs-carousel__slides')).not.toHaveClass(/swiper-initialized/);
  });

  test('nothing moves on the page when the motion code starts', async ({ page }) => {
    const release = await holdCarouselCode(page);
    await page.goto('/about');
    const carousel = page.getByRole('region', { name: 'Image carousel' });
    await carousel.scrollIntoViewIfNeeded();
    const slides = carousel.locator('.cs-carousel__slides');
    const first = carousel.locator('.swiper-slide').first();
    const neighbour = carousel.locator('.swiper-slide').nth(1);
    await expect(carousel.locator('.swiper-slide:not([aria-hidden]) img')).toBeInViewport({ ratio: 0.9 });
    const before = [await first.boundingBox(), await neighbour.boundingBox(), await carousel.boundingBox()];
    release();
    await expect(slides).toHaveClass(/swiper-initialized/);
    const after = [await first.boundingBox(), await neighbour.boundingBox(), await carousel.boundingBox()];
    for (let i = 0; i < before.length; i++) {
      for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(after[i]![side] - before[i]![side]), `box ${i} ${side}`).toBeLessThanOrEqual(1);
    }
  });
});
