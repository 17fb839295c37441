// The Media library tab: a picture used on two pages is listed with both, replaced from the tab, and visitors see the
// new picture on both pages at once, at new addresses; an unused file is deleted after a confirmation.
import sharp from 'sharp';
import { test, expect, type Browser, type Page } from './fixtures';
import { anonymousPage, expectNoViolations, signIn } from './support';
import { unique } from './editor-pages';
import { callApi, sameSite } from './api';

const dashboard = (page: Page) => page.getByRole('dialog', { name: /^Welcome to your dashboard, / });
const mediaPanel = (page: Page) => dashboard(page).getByRole('tabpanel', { name: 'Media library' });
const colour = (hex: string) => sharp({ create: { width: 400, height: 300, channels: 3, background: hex } }).png().toBuffer();

async function upload(page: Page, name: string, bytes: Buffer): Promise<string> {
  const response = await page.request.post('/api/image/upload', { headers: sameSite, multipart: { file: { name, mimeType: 'image/png', buffer: bytes } } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).imageId;
}

/** The picture a visitor sees on a page: its address, and whether it is mostly red or mostly blue. */
async function shownPicture(browser: Browser, path: string) {
  const visitor = await anonymousPage(browser);
  await visitor.goto(path);
  const image = visitor.locator('#main-content img').first();
  await expect(image).toBeVisible();
  const src = (await image.getAttribute('src'))!;
  const bytes = Buffer.from(await (await visitor.request.get(src)).body());
  const { channels } = await sharp(bytes).stats();
  await visitor.context().close();
  return { src, hue: channels[0].mean > channels[2].mean ? 'red' : 'blue' };
}

test('a picture used on two pages is replaced from the library, and both pages show the new one', async ({ page, browser }) => {
  await signIn(page);
  const name = `${unique('helpers')}.png`;
  const imageId = await upload(page, name, await colour('#cc0000'));
  const slugs = [unique('media-a'), unique('media-b')];
  for (const slug of slugs) {
    const contents = [{ key: 'pic', componentType: 'Media', image: { desktop: { imageId, width: 400, height: 300 }, alt: 'Our helpers' } }];
    await callApi(page, 'page/publishPage', { page: { _id: `page-${slug}`, domainId: 'default', slug, version: 0, header: { title: slug }, contents } });
  }
  const before = await Promise.all(slugs.map((slug) => shownPicture(browser, `/${slug}`)));
  expect(before.map((shown) => shown.hue)).toEqual(['red', 'red']);

  await page.goto('/');
  await page.getByRole('button', { name: 'Dashboard' }).click();
  await dashboard(page).getByRole('tab', { name: 'Media library' }).click();
  await mediaPanel(page).getByLabel('Search by name or alternative text').fill(name);
  const row = mediaPanel(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(1)).toHaveText('Picture, PNG');
  for (const slug of slugs) await expect(row.getByRole('link', { name: `/${slug}` })).toBeVisible();
  await expect(row).toContainText('(published, draft)');
  await expectNoViolations(page, 'Media library tab', { include: '[role="dialog"]' });

  await row.getByRole('button', { name: `Replace ${name}` }).click();
  const replace = page.getByRole('dialog', { name: `Replace ${name}` });
  await expect(replace).toContainText('The new file takes this one\'s place in all 2 places it is used, at once');
  await replace.getByLabel('New picture').setInputFiles({ name: 'helpers-2026.png', mimeType: 'image/png', buffer: await colour('#0000cc') });
  await expect(replace).toBeHidden();
  await expect(mediaPanel(page).getByRole('status')).toHaveText(`${name} was replaced everywhere it is used.`);

  const after = await Promise.all(slugs.map((slug) => shownPicture(browser, `/${slug}`)));
  expect(after.map((shown) => shown.hue)).toEqual(['blue', 'blue']);
  // A new address: whoever kept the old picture (browsers keep one a year) is not shown it again.
  for (const [index, shown] of after.entries()) {
    expect(shown.src).toContain('v=1');
    expect(shown.src).not.toBe(before[index].src);
  }
  // The editor shows it the same way, on a page whose working copy is unchanged.
  await page.goto(`/${slugs[0]}`);
  await expect(page.locator('#editor-page img').first()).toHaveAttribute('src', /[?&]v=1(&|$)/);
});

test('a picture is described and, unused, deleted after a confirmation', async ({ page }) => {
  await signIn(page);
  const name = `${unique('spare')}.png`;
  await upload(page, name, await colour('#00cc00'));
  await page.goto('/');
  await page.getByRole('button', { name: 'Dashboard' }).click();
  await dashboard(page).getByRole('tab', { name: 'Media library' }).click();
  await mediaPanel(page).getByLabel('Unused only').check();
  await mediaPanel(page).getByLabel('Search by name or alternative text').fill(name);
  const row = mediaPanel(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(row.getByRole('cell').nth(5)).toHaveText('Not used');
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await edit.getByLabel('Alternative text').fill('A green square');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByRole('cell').nth(3)).toHaveText('A green square');

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const sure = page.getByRole('dialog', { name: `Delete ${name}?` });
  await expect(sure).toContainText('Nothing uses this file. It will be deleted for good.');
  await sure.getByRole('button', { name: 'Delete' }).click();
  await expect(sure).toBeHidden();
  await expect(mediaPanel(page).getByText('No files found.')).toBeVisible();
});
