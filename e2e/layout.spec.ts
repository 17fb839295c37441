import { test, expect, type Page } from './fixtures';
import { signIn } from './api';
import { createPage } from './editor-fields-support';
import { openDisclosures } from './showcase';
import { expectLoaded, holdBackCode, isHydrated } from './support';

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the mobile menu opens, locks page scrolling, toggles sections and closes with Escape', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    const training = menu.getByRole('button', { name: 'Training' });
    await training.click();
    await expect(training).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: /ASIST/ })).toBeVisible();
    // Choosing the open section again closes it.
    await training.click();
    await expect(training).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('a visitor who presses Menu before the page’s code has arrived gets the menu once it has, however often they pressed', async ({ page }) => {
    // The menu's code held back, as on a slow phone: the page is there to read and press, but not yet hydrated.
    const code = await holdBackCode(page, 'Close menu');
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(code.asked).toBe(true);
    expect(await isHydrated(menuButton)).toBe(false);
    await menuButton.click();
    // Pressed again, since nothing seemed to happen.
    await menuButton.click();
    await expect(menu).toBeHidden();
    code.release();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('following a link in the mobile menu goes there and closes the menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Get help' }).click();
    await menu.getByRole('link', { name: 'Support groups' }).click();
    await expect(page).toHaveURL(/\/get-help\/support-groups$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Community support groups');
  });
});

test('desktop navigation opens a section by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const training = nav.getByRole('button', { name: 'Training' });
  await training.focus();
  await page.keyboard.press('Enter');
  await expect(training).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: /ASIST/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(training).toHaveAttribute('aria-expanded', 'false');
});

test('hash links scroll to their element, on arrival and from a quick link', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  const topOf = (id: string) => page.evaluate((anchor) => document.getElementById(anchor)!.getBoundingClientRect().top, id);
  await page.goto('/about#our-values');
  await expect.poll(() => topOf('our-values')).toBeLessThan(150);
  await page.goto('/about');
  expect(await topOf('our-values')).toBeGreaterThan(700);
  await page.getByRole('link', { name: 'Our values' }).first().click();
  await expect(page).toHaveURL(/#our-values$/);
  await expect.poll(() => topOf('our-values')).toBeLessThan(150);
});

// Every picture on the demo pages arrives in the shape its slot draws, so the browser never cuts what the editor
// framed: page headers of both types, media, accordion, expandable details, testimonials and carousel.
for (const viewport of [
  { name: 'a laptop', width: 1366, height: 768 },
  { name: 'a phone', width: 390, height: 844 },
]) {
  test(`on ${viewport.name}, the demo pages' pictures are drawn in the shape they were cut`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const path of ['/', '/about', '/training', '/training/asist']) {
      await page.goto(path);
      await openDisclosures(page);
      const pictures = page.locator('img[src^="/api/image/"]');
      const count = await pictures.count();
      let drawn = 0;
      for (let index = 0; index < count; index += 1) {
        const picture = pictures.nth(index);
        if (!(await picture.isVisible())) continue; // a carousel's other slides
        await expectLoaded(picture, `${path} picture ${index + 1}`);
        const shapes = await picture.evaluate((img: HTMLImageElement) => {
          const box = img.getBoundingClientRect();
          return { drawn: box.width / box.height, served: img.naturalWidth / img.naturalHeight, src: img.currentSrc };
        });
        expect(shapes.drawn / shapes.served, `${path}: ${shapes.src}`).toBeCloseTo(1, 1);
        drawn += 1;
      }
      expect(drawn, `pictures checked on ${path}`).toBeGreaterThan(0);
    }
  });
}

test('with JavaScript, a phone gets the Menu button and no second list of links', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  await expect(page.locator('.cs-noscript-nav')).toHaveCount(0);
});

test('a block’s spacing: by default nothing above and 16 px below, and the levels an editor sets for each screen', async ({ browser }) => {
  const admin = await browser.newPage();
  await signIn(admin);
  const { path } = await createPage(admin, 'spacing', {
    publish: true,
    contents: [
      { componentType: 'Text', text: 'Spaced as every block is' },
      { componentType: 'Text', text: 'Spaced by its editor', marginTopSmall: 4, marginBottomSmall: 0, paddingTopSmall: 3, paddingTopMedium: 0 },
    ],
  });
  await admin.context().close();
  const spacing = (page: Page, text: string) =>
    page.locator('#main-content .cs-component', { hasText: text }).evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.marginTop, style.marginBottom, style.paddingTop, style.paddingBottom];
    });
  const visitor = await browser.newPage({ viewport: { width: 375, height: 800 } });
  await visitor.goto(path);
  expect(await spacing(visitor, 'Spaced as every block is')).toEqual(['0px', '16px', '0px', '0px']);
  expect(await spacing(visitor, 'Spaced by its editor')).toEqual(['32px', '0px', '24px', '0px']);
  // From 768 px each side takes its Medium level, or that screen's default when none is set (SPEC.md §9).
  await visitor.setViewportSize({ width: 1024, height: 800 });
  expect(await spacing(visitor, 'Spaced by its editor')).toEqual(['0px', '16px', '0px', '0px']);
  await visitor.context().close();
});
