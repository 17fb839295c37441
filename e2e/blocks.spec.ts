// Every content block on the seeded demo pages, in a real browser, on a phone and on a desktop screen.
import { test, expect, type Locator, type Page } from './fixtures';
import AxeBuilder from '@axe-core/playwright';
import { scrollToTop, isLocal } from './support';
import fs from 'node:fs';

const tags = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
const youtubeId = 'aqz-KE-bpKQ';
const vimeoId = '1084537';

/** Where the demo content shows each block, the block's own class, and words that are only in that block. */
const showcase: Record<string, { path: string; selector: string; text?: string }> = {
  Text: { path: '/training', selector: '.cs-text', text: 'You do not need any experience' },
  RichText: { path: '/', selector: '.cs-rich-text', text: 'We bring people together.' },
  FormattedText: { path: '/about', selector: '.cs-formatted-text', text: 'We began in 1991' },
  Anchor: { path: '/about', selector: '.cs-anchor#our-values' },
  Link: { path: '/contact', selector: 'a.cs-text-link', text: 'How we look after your information' },
  Button: { path: '/', selector: 'a.cs-button', text: 'Donate today' },
  SplitContent: { path: '/training', selector: '.cs-split', text: 'Learning together' },
  GenericPage: { path: '/events', selector: '.cs-generic-page', text: 'Community conversations' },
  EmergencyContact: { path: '/', selector: '.cs-emergency', text: 'Need to talk to someone now?' },
  IconList: { path: '/', selector: '.cs-icon-list', text: 'A real person answers, day or night.' },
  ButtonCta: { path: '/', selector: '.cs-button-cta', text: 'Explore our training' },
  ListAccordion: { path: '/training', selector: '.cs-accordion', text: 'Accidental Counsellor' },
  ExpandableDetails: { path: '/training/asist', selector: '.cs-expandable', text: 'Day one: connecting and understanding' },
  Quote: { path: '/training/asist', selector: '.cs-quote', text: 'Those two days changed how I listen' },
  ContentPanel: { path: '/get-help', selector: '.cs-content-panel', text: 'Three things that help' },
  TitledArea: { path: '/training', selector: '.cs-titled-area', text: 'Our most popular workshops' },
  IllustratedFocusArea: { path: '/about', selector: '.cs-focus-area', text: 'Still growing, still local' },
  Testimonials: { path: '/', selector: '.cs-testimonials', text: 'Sam, who called the crisis line' },
  OneActiveCarousel: { path: '/about', selector: '.cs-one-active-carousel', text: 'Slide 1 of 5' },
  Media: { path: '/about', selector: '.cs-media', text: 'A night on the crisis line' },
  MapContent: { path: '/contact', selector: '.cs-map', text: 'Level 2, 10 Example Street, Adelaide SA 5000' },
  // The form blocks style themselves with CSS modules: their form element and a label only they show.
  ContactForm: { path: '/contact', selector: 'form', text: 'What is your message about?' },
  WorkshopEnquiryForm: { path: '/training/enquiry', selector: 'form', text: 'Step 1 of 2' },
  FeaturedContent: { path: '/', selector: '.cs-featured-content' },
  PageHub: { path: '/training/courses', selector: '.cs-page-hub', text: 'Explore By' },
  // The event list loads its events from the browser: its 'Book Now' links show once they have arrived.
  Humanitix: { path: '/events', selector: '.cs-event-list', text: 'Book Now' },
};
const demoPaths = [...new Set([...Object.values(showcase).map((s) => s.path), '/events/walk-for-hope', '/get-involved/volunteer'])];

// Nothing leaves this machine: video players, maps and fonts from elsewhere get an empty answer.
test.beforeEach(async ({ page }) => {
  await page.route((url) => !isLocal(url), (route) => route.fulfill({ status: 204 }));
});

/** Opens every accordion item and expandable 'Read more' in the page's content. */
async function openDisclosures(page: Page) {
  const closed = page.locator('.cs-accordion__button[aria-expanded="false"], .cs-expandable__toggle[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
}

/** A disclosure as its user meets it: aria-expanded, the panel shown or not, and 'Read more'/'Read less' where it says so. */
async function expectDisclosure(button: Locator, panelText: Locator, open: boolean, readMore = false) {
  await expect(button).toHaveAttribute('aria-expanded', String(open));
  await (open ? expect(panelText).toBeVisible() : expect(panelText).toBeHidden());
  if (readMore) await expect(button).toHaveText(open ? 'Read less' : 'Read more');
}

async function expectNoHorizontalScroll(page: Page, where: string) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
}

async function expectLoaded(image: Locator, where: string) {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { message: where }).toBeGreaterThan(0);
}

test('the showcase covers every block folder', () => {
  const folders = fs.readdirSync('components/blocks', { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name !== 'shared');
  expect(Object.keys(showcase)).toHaveLength(folders.length);
});

for (const viewport of [{ width: 375, height: 800 }, { width: 1280, height: 900 }]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('every block type shows on the demo pages, and no page scrolls sideways', async ({ page }) => {
      for (const path of demoPaths) {
        expect((await page.goto(path))?.status(), path).toBe(200);
        for (const [type, { selector, text }] of Object.entries(showcase).filter(([, s]) => s.path === path)) {
          const block = page.locator(`[data-component] ${selector}`).filter(text ? { hasText: text } : {}).first();
          if (type === 'Anchor') await expect(block, type).toBeAttached();
          else {
            // A form's server rendering is swapped for the live form as it comes near: scroll again if it was.
            await expect(async () => {
              await block.scrollIntoViewIfNeeded({ timeout: 2_000 });
              await expect(block, `${type} on ${path}`).toBeVisible({ timeout: 1_000 });
            }).toPass();
          }
        }
        await expectNoHorizontalScroll(page, path);
        await openDisclosures(page);
        await expectNoHorizontalScroll(page, `${path} with everything open`);
      }
    });

    test('block images come from the image service with srcset, size and alt, and load', async ({ page }) => {
      let checked = 0;
      for (const path of demoPaths) {
        await page.goto(path);
        await openDisclosures(page);
        const images = page.locator('[data-component] img');
        for (let i = 0; i < (await images.count()); i++) {
          const image = images.nth(i);
          const where = `${path} image ${i}`;
          expect(await image.getAttribute('src'), where).toMatch(/^\/api\/image\/demo-[a-z-]+\?/);
          expect(await image.getAttribute('srcset'), where).toMatch(/^\/api\/image\/\S+ \d+w(, \/api\/image\/\S+ \d+w)+$/);
          expect(Number(await image.getAttribute('width')), where).toBeGreaterThan(0);
          expect(Number(await image.getAttribute('height')), where).toBeGreaterThan(0);
          expect(await image.getAttribute('alt'), where).not.toBeNull();
          // Carousel slides off to the side load when they are shown (checked with the carousels).
          const offToTheSide = await image.evaluate((img) => Boolean(img.closest('.swiper-slide[aria-hidden="true"]')));
          if (!offToTheSide) await expectLoaded(image, where);
          checked++;
        }
      }
      expect(checked).toBeGreaterThanOrEqual(8);
    });

    test('accordion items open and close by mouse and by keyboard', async ({ page }) => {
      await page.goto('/training');
      const asist = page.getByRole('button', { name: 'Applied Suicide Intervention Skills Training (ASIST)' });
      const mhfa = page.getByRole('button', { name: 'Mental Health First Aid - Standard' });
      const mhfaText = page.getByText('until professional help arrives');
      await expectDisclosure(mhfa, mhfaText, false);
      for (const open of [true, false]) {
        await mhfa.click();
        await expectDisclosure(mhfa, mhfaText, open);
      }
      await asist.focus();
      await page.keyboard.press('Tab'); // a closed panel holds no stops: next is the next header
      await expect(mhfa).toBeFocused();
      for (const [key, open] of [['Enter', true], ['Enter', false], ['Space', true], ['Space', false]] as const) {
        await page.keyboard.press(key);
        await expectDisclosure(mhfa, mhfaText, open);
      }
      // Items are independent: opening one leaves the others as they were.
      await asist.click();
      await mhfa.click();
      await expect(asist).toHaveAttribute('aria-expanded', 'true');
    });

    test('expandable details read more and read less by mouse and by keyboard', async ({ page }) => {
      await page.goto('/training/asist');
      const dayOne = page.locator('.cs-expandable').filter({ hasText: 'Day one: connecting and understanding' });
      const dayTwo = page.locator('.cs-expandable').filter({ hasText: 'Day two: assisting and keeping safe' });
      const toggle = dayOne.getByRole('button');
      const details = dayOne.getByText('We start by talking about our own experiences');
      await expect(toggle).toHaveAccessibleDescription('Day one: connecting and understanding');
      await expectDisclosure(toggle, details, false, true);
      for (const open of [true, false]) {
        await toggle.click();
        await expectDisclosure(toggle, details, open, true);
      }
      await toggle.focus();
      for (const [key, open] of [['Enter', true], ['Space', false]] as const) {
        await page.keyboard.press(key);
        await expectDisclosure(toggle, details, open, true);
      }
      await page.keyboard.press('Tab');
      await expect(dayTwo.getByRole('button', { name: 'Read more' })).toBeFocused();
      await page.keyboard.press('Space');
      await expectDisclosure(dayTwo.getByRole('button'), dayTwo.getByText('Most of the second day is practice'), true, true);
    });

    test('the testimonials carousel moves by its buttons, by mouse and keyboard, and says where it is', async ({ page }) => {
      await page.goto('/');
      const carousel = page.getByRole('region', { name: 'Testimonials' });
      const status = carousel.locator('.cs-carousel__status');
      const previous = carousel.getByRole('button', { name: 'Previous testimonial' });
      const next = carousel.getByRole('button', { name: 'Next testimonial' });
      const current = carousel.locator('.swiper-slide:not([aria-hidden])');
      await expect(status).toHaveText('Testimonial 1 of 3');
      await expect(status).toHaveAttribute('aria-live', 'polite');
      await expect(previous).toHaveAttribute('aria-disabled', 'true');
      await next.click();
      await expect(status).toHaveText('Testimonial 2 of 3');
      await expect(current).toContainText('Priya, ASIST participant');
      await expect(current.getByText('Priya, ASIST participant')).toBeInViewport();
      await previous.click();
      await expect(status).toHaveText('Testimonial 1 of 3');

      await next.focus();
      // Enter and Space press the button; at the last testimonial it stays put (and keeps focus); arrows work too.
      for (const [key, position] of [['Enter', 2], ['Space', 3], ['Enter', 3], ['ArrowLeft', 2]] as const) {
        await page.keyboard.press(key);
        await expect(status).toHaveText(`Testimonial ${position} of 3`);
      }
      await expect(next).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(previous).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(status).toHaveText('Testimonial 1 of 3');
      await expect(current).toContainText('Sam, who called the crisis line');
      await expectLoaded(current.locator('img'), 'first testimonial picture');
    });

    test('the picture carousel moves by its buttons, by mouse and keyboard, and loads each picture it shows', async ({ page }) => {
      await page.goto('/about');
      const carousel = page.getByRole('region', { name: 'Image carousel' });
      const status = carousel.locator('.cs-carousel__status');
      const next = carousel.getByRole('button', { name: 'Next slide' });
      const previous = carousel.getByRole('button', { name: 'Previous slide' });
      const current = carousel.locator('.swiper-slide:not([aria-hidden]) img');
      await expect(status).toHaveText('Slide 1 of 5');
      await expect(current).toHaveAttribute('alt', /sailing boat/);
      await next.click();
      await expect(status).toHaveText('Slide 2 of 5');
      await expect(current).toHaveAttribute('alt', /kite/);
      await expectLoaded(current, 'slide 2');
      await previous.click();
      await expect(status).toHaveText('Slide 1 of 5');

      await next.focus();
      for (let slide = 2; slide <= 5; slide++) {
        await page.keyboard.press(slide % 2 ? 'Space' : 'Enter');
        await expect(status).toHaveText(`Slide ${slide} of 5`);
        await expectLoaded(current, `slide ${slide}`);
        await expect(current).toBeInViewport({ ratio: 0.9 });
      }
      await expect(next).toHaveAttribute('aria-disabled', 'true');
      await previous.focus();
      await page.keyboard.press('Enter');
      await expect(status).toHaveText('Slide 4 of 5');
    });

    test('the media play button opens the video overlay by mouse and keyboard; Close, scrim and Escape close it', async ({ page }) => {
      await page.goto('/about');
      const play = page.getByRole('button', { name: /^Play video: A night on the crisis line/ });
      const dialog = page.getByRole('dialog', { name: /^Video: A night on the crisis line/ });
      const close = dialog.getByRole('button', { name: 'Close' });
      // Each way to open, then each way to close; the keyboard ways start from the play button, where focus returned.
      const rounds: [string, () => Promise<unknown>, () => Promise<unknown>][] = [
        ['click, Close', () => play.click(), () => close.click()],
        ['click, scrim', () => play.click(), () => page.mouse.click(4, 4)],
        ['Enter, Escape', () => page.keyboard.press('Enter'), () => page.keyboard.press('Escape')],
        ['Space, Enter on Close', () => page.keyboard.press('Space'), () => page.keyboard.press('Enter')],
      ];
      for (const [how, open, shut] of rounds) {
        await open();
        await expect(dialog, how).toBeVisible();
        await expect(dialog.locator('iframe'), how).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1&rel=0`);
        await expect(close, how).toBeFocused();
        await shut();
        await expect(dialog, how).toHaveCount(0);
        await expect(play, how).toBeFocused();
      }
    });

    test('the Vimeo media plays in the overlay too', async ({ page }) => {
      await page.goto('/events/walk-for-hope');
      await page.getByRole('button', { name: /^Play video: Sunrise on the foreshore/ }).click();
      const dialog = page.getByRole('dialog', { name: /^Video: Sunrise on the foreshore/ });
      await expect(dialog.locator('iframe')).toHaveAttribute('src', `https://player.vimeo.com/video/${vimeoId}?autoplay=1&dnt=1`);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    });

    test('the map block shows the address and a link to Google Maps, with no map embed without a key', async ({ page }) => {
      await page.goto('/contact');
      const map = page.locator('[data-component] .cs-map');
      await expect(map.getByText('Level 2, 10 Example Street, Adelaide SA 5000')).toBeVisible();
      await expect(map.getByRole('heading', { name: 'Find our office' })).toBeVisible();
      const link = map.getByRole('link', { name: /^Open in Google Maps/ });
      await expect(link).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=-34.9285,138.6007');
      await expect(map.locator('iframe')).toHaveCount(0);
    });
  });
}

test.describe('accessibility at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });
  const check = async (page: Page, label: string) => {
    await scrollToTop(page);
    const results = await new AxeBuilder({ page }).withTags(tags).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), label).toEqual([]);
  };

  test('every demo page has zero axe violations with its accordions and details open', async ({ page }) => {
    for (const path of demoPaths) {
      await page.goto(path);
      await openDisclosures(page);
      await check(page, path);
    }
  });

  test('the video overlay has zero axe violations', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: /^Play video:/ }).click();
    await expect(page.getByRole('dialog', { name: /^Video:/ })).toBeVisible();
    await check(page, 'video overlay');
  });
});
