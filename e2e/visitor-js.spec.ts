// What code a browser fetches: a signed-in editor does get the editor (so the crawl's markers are real; the crawl,
// crawl.spec.ts, checks every seeded page for visitors), and carousels already work while their motion code is still
// on its way (slow phones, poor signal).
import { test, expect, type Page } from './fixtures';
import { carouselMarker, editorMarkers, editorStyleMarker, expectHydrated, holdBackCode, openSignedIn, recordScripts, signIn } from './support';

test('the editor markers are real: a signed-in editor does download the editor', async ({ page }) => {
  const scripts = recordScripts(page);
  await signIn(page);
  await openSignedIn(page);
  const bodies = await scripts();
  for (const marker of editorMarkers) expect(bodies.some((body) => body.includes(marker)), marker).toBe(true);
  // The editor's styles come with its code, not with the page's stylesheets (crawl.spec.ts checks visitors get none).
  const editorStyles = await page.locator('style[data-editor-styles]').evaluateAll((sheets) => sheets.map((sheet) => sheet.textContent ?? '').join(''));
  expect(editorStyles).toContain(editorStyleMarker);
});

test('a page carries the styles of its own blocks in its head, and no other block’s', async ({ request }) => {
  const head = async (path: string) => {
    const html = await (await request.get(path)).text();
    return html.slice(0, html.indexOf('</head>'));
  };
  /** The ids of the block stylesheets in the head (React merges those of one precedence into one element). */
  const blockSheets = (html: string) => [...html.matchAll(/<style data-precedence="cs-blocks" data-href="([^"]+)"/g)].flatMap((match) => match[1].split(' '));
  const hub = await head('/training/courses');
  expect(blockSheets(hub)).toEqual(expect.arrayContaining(['blocks/page-hub/page-hub', 'hub/hub-card']));
  expect(hub).toMatch(/_backToTop\{/);
  const about = await head('/about');
  expect(blockSheets(about)).not.toContain('blocks/page-hub/page-hub');
  expect(about).not.toMatch(/_backToTop\{/);
  // Nor do the stylesheet files every page links to hold them.
  for (const [, href] of about.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) expect(await (await request.get(href)).text()).not.toMatch(/_backToTop\{/);
});

test('a block’s styles are sent once per page however many of its blocks the page shows, and still apply after moving to a page in the browser', async ({ page, request }) => {
  const rule = '.cs-rich-text{max-width:42rem}';
  const html = await (await request.get('/about')).text();
  expect(html.match(/class="cs-rich-text"/g)).toHaveLength(2);
  // Once in the head, once in React's data for the browser (which had it with every block).
  expect(html.split(rule)).toHaveLength(3);

  // A page with no blocks of its own, then /about through the browser's router: the styles come with its data.
  await page.goto('/no-such-page');
  await expectHydrated(page.getByRole('link', { name: 'Homepage' }));
  expect(await page.locator('style[data-href*="blocks/rich-text/rich-text"]').count()).toBe(0);
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
    document.querySelector<HTMLAnchorElement>('a[href="/about"]')!.click();
  });
  await expect(page).toHaveURL(/\/about$/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed), 'no new page load').toBe(true);
  const richTexts = page.locator('#main-content .cs-rich-text');
  await expect(richTexts).toHaveCount(2);
  for (const text of await richTexts.all()) await expect(text).toHaveCSS('max-width', '672px');
});

test('the menu for browsers without scripts is sent once, in the page, not again in the data for its script', async ({ request }) => {
  for (const path of ['/', '/no-such-page']) {
    const html = await (await request.get(path)).text();
    // Every second-level link is in the <noscript> menu: once in the page's markup, never in React's data after it.
    expect(html.match(/<noscript><details class="cs-noscript-nav">/g), path).toHaveLength(1);
    expect(html.match(/cs-noscript-nav__list/g), path).toHaveLength(1);
    expect(html.match(/noscript-submenu-0/g), path).toHaveLength(1);
  }
});
/** Holds back the carousel's motion code until `release` is called. */
const holdCarouselCode = async (page: Page) => (await holdBackCode(page, carouselMarker)).release;

test.describe('before the carousel motion code arrives', () => {
  // A held script that the page asked for before its load event would hold that event too: wait for the HTML only.
  const openHeld = (page: Page) => page.goto('/about', { waitUntil: 'domcontentloaded' });

  test('the first slide shows in place, and the buttons already move the slides', async ({ page }) => {
    await holdCarouselCode(page);
    await openHeld(page);
    const carousel = page.getByRole('region', { name: 'Image carousel' });
    const status = carousel.locator('.cs-carousel__status');
    const current = carousel.locator('.swiper-slide:not([aria-hidden]) img');
    await carousel.scrollIntoViewIfNeeded();
    await expect(status).toHaveText('Slide 1 of 5');
    await expect(current).toHaveAttribute('alt', /sailing boat/);
    await expect(current).toBeInViewport({ ratio: 0.9 });
    const next = carousel.getByRole('button', { name: 'Next slide' });
    // The page's own code has taken the button over; only swiper is held.
    await expectHydrated(next);
    await next.click();
    await expect(status).toHaveText('Slide 2 of 5');
    await expect(current).toHaveAttribute('alt', /kite/);
    await expect(current).toBeInViewport({ ratio: 0.9 });
    await expect(carousel.locator('.cs-carousel__slides')).not.toHaveClass(/swiper-initialized/);
  });

  test('nothing moves on the page when the motion code starts', async ({ page }) => {
    const release = await holdCarouselCode(page);
    await openHeld(page);
    const carousel = page.getByRole('region', { name: 'Image carousel' });
    await carousel.scrollIntoViewIfNeeded();
    const slides = carousel.locator('.cs-carousel__slides');
    const first = carousel.locator('.swiper-slide').first();
    const neighbour = carousel.locator('.swiper-slide').nth(1);
    await expect(carousel.locator('.swiper-slide:not([aria-hidden]) img')).toBeInViewport({ ratio: 0.9 });
    // A pointer over the carousel asks for the motion code (held here).
    await carousel.hover();
    const before = [await first.boundingBox(), await neighbour.boundingBox(), await carousel.boundingBox()];
    release();
    await expect(slides).toHaveClass(/swiper-initialized/);
    const after = [await first.boundingBox(), await neighbour.boundingBox(), await carousel.boundingBox()];
    for (let i = 0; i < before.length; i++) {
      for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(after[i]![side] - before[i]![side]), `box ${i} ${side}`).toBeLessThanOrEqual(1);
    }
  });
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('a visitor who scrolls past the carousel never downloads its motion code; a swipe before it arrives moves one slide, then swiper takes over', async ({ page }) => {
    const scripts = recordScripts(page);
    const release = await holdCarouselCode(page);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    const carousel = page.getByRole('region', { name: 'Image carousel' });
    const status = carousel.locator('.cs-carousel__status');
    const slides = carousel.locator('.cs-carousel__slides');
    await carousel.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await page.waitForLoadState('networkidle');
    expect((await scripts()).filter((body) => body.includes(carouselMarker)), 'motion code after scrolling past').toEqual([]);

    // A real touch gesture, right to left across the current slide.
    await carousel.scrollIntoViewIfNeeded();
    const next = carousel.getByRole('button', { name: 'Next slide' });
    await expectHydrated(next);
    const box = (await slides.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const y = box.y + box.height / 2;
    const swipe = async (fromX: number, toX: number) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
      for (let step = 1; step <= 5; step++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: fromX + ((toX - fromX) * step) / 5, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(box.x + box.width * 0.8, box.x + box.width * 0.2);
    await expect(status).toHaveText('Slide 2 of 5');
    await expect(carousel.locator('.swiper-slide:not([aria-hidden]) img')).toHaveAttribute('alt', /kite/);
    await expect(slides).not.toHaveClass(/swiper-initialized/);

    // The touch asked for the motion code; once it runs, swiper moves the slides, from where the visitor is.
    release();
    await expect(slides).toHaveClass(/swiper-initialized/);
    await expect(status).toHaveText('Slide 2 of 5');
    await swipe(box.x + box.width * 0.8, box.x + box.width * 0.2);
    await expect(status).toHaveText('Slide 3 of 5');
  });
});

// The page header's picture is the largest paint of most pages; the browser would only find it in the body, behind
// the page's scripts. The head names it for each screen, and the browser fetches it once, from the screen's source.
for (const screen of [
  { name: 'phone', viewport: { width: 390, height: 844 }, source: 0 },
  { name: 'laptop', viewport: { width: 1280, height: 800 }, source: 1 },
]) {
  test(`on a ${screen.name}, the header picture is asked for from the head, before any script, and fetched once`, async ({ page }) => {
    await page.setViewportSize(screen.viewport);
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/image/') || url.pathname.endsWith('.js')) asked.push(url.pathname + url.search);
    });
    await page.goto('/contact');
    await expect(page.locator('.cs-page-header__image img')).toHaveJSProperty('complete', true);
    // The head's preloads match the picture's sources (the phone's, then the other screens'), or the browser would
    // fetch twice.
    const { preloads, sources } = await page.evaluate(() => ({
      preloads: [...document.head.querySelectorAll('link[rel=preload][as=image]')].map((link) => link.getAttribute('imagesrcset')),
      sources: [...document.querySelectorAll('.cs-page-header__image :is(source, img)')].map((element) => element.getAttribute('srcset')),
    }));
    expect(sources).toHaveLength(2);
    expect(preloads).toEqual(sources);
    const picture = asked.filter((address) => address.startsWith('/api/image/'));
    expect(picture).toHaveLength(1);
    expect(sources[screen.source]!.split(', ').map((candidate) => candidate.split(' ')[0])).toContain(picture[0]);
    expect(asked.indexOf(picture[0])).toBe(0);
  });
}

test('a page asks for the code of all its parts at once: with the carousel’s held back, the video’s is asked for too', async ({ page }) => {
  // Without this the browser would ask for the video's code only once the carousel before it had been hydrated:
  // one round trip after another on a slow network.
  let releaseCarousel!: () => void;
  const carouselReleased = new Promise<void>((resolve) => (releaseCarousel = resolve));
  const asked = { carousel: false, video: false };
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch().catch(() => null);
    if (!response) return route.continue().catch(() => {});
    const body = await response.text();
    if (body.includes('Play video: ')) asked.video = true;
    if (body.includes('cs-carousel__status')) {
      asked.carousel = true;
      await carouselReleased;
    }
    await route.fulfill({ response, body }).catch(() => {});
  });
  await page.goto('/about');
  await expect.poll(() => asked.carousel).toBe(true);
  await expect.poll(() => asked.video).toBe(true);
  releaseCarousel();
  // Both parts then work: the carousel moves, and the video opens in the overlay.
  const next = page.getByRole('button', { name: 'Next slide' });
  await expectHydrated(next);
  await next.click();
  await expect(page.getByRole('region', { name: 'Image carousel' }).locator('.cs-carousel__status')).toHaveText('Slide 2 of 5');
  await page.getByRole('button', { name: /^Play video: A night on the crisis line/ }).click();
  await expect(page.getByRole('dialog', { name: /^Video: A night on the crisis line/ })).toBeVisible();
});

test('a video pressed before the page’s code has arrived opens in the overlay once it has, without leaving the page', async ({ page }) => {
  // The play button's own code held back: until it runs, the picture is a link to the player.
  const code = await holdBackCode(page, 'Play video: ');
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  const play = page.getByRole('link', { name: /^Play video: A night on the crisis line/ });
  await expect.poll(code.asked).toBe(true);
  await play.click();
  await expect(page).toHaveURL(/\/about$/);
  code.release();
  const dialog = page.getByRole('dialog', { name: /^Video: A night on the crisis line/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  await expect(page).toHaveURL(/\/about$/);
});

