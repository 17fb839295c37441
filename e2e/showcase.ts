// Where the demo content shows each block, and what every page of blocks must do in a browser. The crawl
// (crawl.spec.ts) checks these on every seeded page; blocks.spec.ts tests each block's own behaviour.
import { expect, type Page } from './fixtures';

/** Where the demo content shows each block, the block's own class, and words that are only in that block. */
export const showcase: Record<string, { path: string; selector: string; text?: string }> = {
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
  DownloadsList: { path: '/get-help/support-groups', selector: '.cs-downloads', text: 'Leaflets to take with you' },
};
export const demoPaths = [...new Set([...Object.values(showcase).map((s) => s.path), '/events/walk-for-hope', '/get-involved/volunteer'])];

export /** Opens every accordion item and expandable 'Read more' in the page's content. */
async function openDisclosures(page: Page) {
  // Until the page's script runs they are native <details> (no-script.spec.ts): wait for the buttons.
  await expect(page.locator('details.cs-disclosure')).toHaveCount(0);
  const closed = page.locator('.cs-accordion__button[aria-expanded="false"], .cs-expandable__toggle[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
}

export async function expectNoHorizontalScroll(page: Page, where: string) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
}

/**
 * Every image of the page's blocks (disclosures opened first) comes from the image service with srcset, size and
 * alt, and loads once the page has been scrolled through. Answers how many there are.
 */
export async function expectBlockImages(page: Page, where: string): Promise<number> {
  const images = page.locator('.cs-component img');
  const found = await images.evaluateAll((elements) =>
    elements.map((img) => ({
      src: img.getAttribute('src'),
      srcset: img.getAttribute('srcset'),
      width: Number(img.getAttribute('width')),
      height: Number(img.getAttribute('height')),
      alt: img.getAttribute('alt'),
    })),
  );
  found.forEach((image, i) => {
    const which = `${where} image ${i}`;
    expect(image.src, which).toMatch(/^\/api\/image\/demo-[a-z-]+\?/);
    expect(image.srcset, which).toMatch(/^\/api\/image\/\S+ \d+w(, \/api\/image\/\S+ \d+w)+$/);
    expect(image.width, which).toBeGreaterThan(0);
    expect(image.height, which).toBeGreaterThan(0);
    expect(image.alt, which).not.toBeNull();
  });
  await scrollThrough(page);
  // Carousel slides off to the side load when they are shown (checked with the carousels).
  const notLoaded = () =>
    images.evaluateAll((elements) =>
      elements
        .map((img, i) => ({ i, img: img as HTMLImageElement }))
        .filter(({ img }) => !img.closest('.swiper-slide[aria-hidden="true"]') && !(img.complete && img.naturalWidth > 0))
        .map(({ i, img }) => `image ${i} (${img.getAttribute('src')})`),
    );
  await expect.poll(notLoaded, { message: `${where}: block images not loaded` }).toEqual([]);
  return found.length;
}

/**
 * Scrolls to the bottom a screen at a time, a frame apart, so that whatever loads when it comes near has been asked
 * for. Instant steps: the site scrolls smoothly, which would make each step take its time.
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    window.scrollTo({ top: 0, behavior: 'instant' });
    for (let step = 0; step < 100; step++) {
      window.scrollBy({ top: window.innerHeight * 0.8, behavior: 'instant' });
      await frame();
      if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2) break;
    }
  });
}

/** Each block the showcase places on `path` shows there (the anchor is in the page, though it shows nothing). */
export async function expectShowcaseBlocks(page: Page, path: string) {
  for (const [type, { selector, text }] of Object.entries(showcase).filter(([, s]) => s.path === path)) {
    const block = page.locator(`.cs-component ${selector}`).filter(text ? { hasText: text } : {}).first();
    if (type === 'Anchor') await expect(block, type).toBeAttached();
    else {
      // A form's server rendering is swapped for the live form as it comes near: scroll again if it was.
      await expect(async () => {
        await block.scrollIntoViewIfNeeded({ timeout: 2_000 });
        await expect(block, `${type} on ${path}`).toBeVisible({ timeout: 1_000 });
      }).toPass();
    }
  }
}
