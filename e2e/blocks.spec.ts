// Every content block on the seeded demo pages, in a real browser, on a phone and on a desktop screen: each block's
// own behaviour. That every block shows where the showcase puts it, that no page scrolls sideways, the block
// images and axe with every disclosure open are checked page by page by the crawl (crawl.spec.ts).
import { test, expect, type Locator } from './fixtures';
import { expectHydrated, expectLoaded, expectNoViolations, isLocal } from './support';
import { seededPaths } from './seeded-pages';
import { demoPaths, expectBlockImages, openDisclosures, showcase } from './showcase';
import fs from 'node:fs';

const youtubeId = 'aqz-KE-bpKQ';
const vimeoId = '1084537';

// Video players and maps from elsewhere get an empty answer (a page that did not load would hold focus in its frame).
test.beforeEach(async ({ page }) => {
  await page.route((url) => !isLocal(url), (route) => route.fulfill({ status: 204 }));
});

/** A disclosure as its user meets it: aria-expanded, the panel shown or not, and 'Read more'/'Read less' where it says so. */
async function expectDisclosure(button: Locator, panelText: Locator, open: boolean, readMore = false) {
  await expect(button).toHaveAttribute('aria-expanded', String(open));
  await (open ? expect(panelText).toBeVisible() : expect(panelText).toBeHidden());
  if (readMore) await expect(button).toHaveText(open ? 'Read less' : 'Read more');
}

test('the showcase covers every block folder', () => {
  const folders = fs
    .readdirSync('components/blocks', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(`components/blocks/${entry.name}/definition.ts`));
  expect(Object.keys(showcase)).toHaveLength(folders.length);
  // The crawl checks each showcase block on its page: every showcase page is one it reads.
  for (const path of demoPaths) expect(seededPaths, path).toContain(path);
});

for (const viewport of [{ width: 375, height: 800 }, { width: 1280, height: 900 }]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    // At 1280 px the crawl checks every seeded page's images; at phone width each page asks for smaller ones.
    if (viewport.width === 375) {
      test('block images come from the image service with srcset, size and alt, and load', async ({ page }) => {
        let checked = 0;
        for (const path of demoPaths) {
          await page.goto(path);
          await openDisclosures(page);
          checked += await expectBlockImages(page, path);
        }
        expect(checked).toBeGreaterThanOrEqual(8);
      });
    }

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
      await expectHydrated(next);
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
      await expectHydrated(next);
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
      await expectHydrated(play);
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
      const play = page.getByRole('button', { name: /^Play video: Sunrise on the foreshore/ });
      await expectHydrated(play);
      await play.click();
      const dialog = page.getByRole('dialog', { name: /^Video: Sunrise on the foreshore/ });
      await expect(dialog.locator('iframe')).toHaveAttribute('src', `https://player.vimeo.com/video/${vimeoId}?autoplay=1&dnt=1`);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    });

    test('the map block shows the address and a link to Google Maps, with no map embed without a key', async ({ page }) => {
      await page.goto('/contact');
      const map = page.locator('.cs-component .cs-map');
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

  test('the video overlay has zero axe violations', async ({ page }) => {
    await page.goto('/about');
    const play = page.getByRole('button', { name: /^Play video:/ });
    await expectHydrated(play);
    await play.click();
    await expect(page.getByRole('dialog', { name: /^Video:/ })).toBeVisible();
    await expectNoViolations(page, 'video overlay');
  });
});
