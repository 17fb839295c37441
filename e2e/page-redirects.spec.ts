// Renaming a published page: the old address stops showing it, and the editor offers a 301 from it.
import { test, expect, type Page } from './fixtures';
import { anonymousPage, signIn, publishThroughPanel, expectNoViolations } from './support';
import { unique } from './editor-pages';
import { callApi } from './api';

test('a renamed page offers a permanent redirect from its old address, which visitors then follow', async ({ page, browser }) => {
  await signIn(page);
  const oldSlug = unique('redirect-old');
  const newSlug = unique('redirect-new');
  const { page: published } = await callApi<{ page: Record<string, unknown> }>(page, 'page/publishPage', {
    page: { _id: `page-${oldSlug}`, domainId: 'default', slug: oldSlug, header: { title: 'Moving page' }, version: 0 },
    collection: 'pages',
  });
  // The editor changes the address and saves: visitors still see the page at the old one until it is published.
  await callApi(page, 'page/save', { page: { ...published, slug: newSlug }, collection: 'pages' });

  const visitor = await anonymousPage(browser);
  expect((await visitor.request.get(`/${oldSlug}`, { maxRedirects: 0 })).status()).toBe(200);

  await page.goto(`/${newSlug}`);
  await expect(page.locator('#editor-page [data-edit="header.title"]')).toHaveText('Moving page');
  await publishThroughPanel(page);
  const offer = page.getByRole('dialog', { name: 'This page has a new address' });
  await expect(offer).toContainText(`/${oldSlug}`);
  await expect(offer).toContainText(`/${newSlug}`);
  await expectNoViolations(page, 'new address offer', { include: '[role="dialog"]' });

  // Before the offer is taken, the old address is free: visitors get 'not found'.
  expect((await visitor.request.get(`/${oldSlug}`, { maxRedirects: 0 })).status()).toBe(404);

  await offer.getByRole('button', { name: `Add a permanent redirect from /${oldSlug}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Redirect Added' })).toBeVisible();
  await expect(offer).toBeHidden();

  // Answered from the cache for the address (its query is not carried): never through a proxy pass on every page.
  const moved = await visitor.request.get(`/${oldSlug}?utm_source=newsletter`, { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  // Next repeats the Location header on the render that fills its cache (the same address twice, which browsers follow).
  const location = new URL(moved.headers().location.split(', ')[0], 'http://localhost');
  expect(`${location.pathname}${location.search}`).toBe(`/${newSlug}`);
  await visitor.goto(`/${oldSlug}`);
  await expect(visitor).toHaveURL(new RegExp(`/${newSlug}$`));
  await expect(visitor.getByRole('heading', { level: 1, name: 'Moving page' })).toBeVisible();
  await visitor.context().close();
});

test('declining the offer leaves the old address free', async ({ page, browser }) => {
  await signIn(page);
  const oldSlug = unique('declined-old');
  const newSlug = unique('declined-new');
  const { page: published } = await callApi<{ page: Record<string, unknown> }>(page, 'page/publishPage', {
    page: { _id: `page-${oldSlug}`, domainId: 'default', slug: oldSlug, header: { title: 'Declined move' }, version: 0 },
    collection: 'pages',
  });
  await callApi(page, 'page/save', { page: { ...published, slug: newSlug }, collection: 'pages' });
  await page.goto(`/${newSlug}`);
  await expect(page.locator('#editor-page [data-edit="header.title"]')).toHaveText('Declined move');
  await publishThroughPanel(page);
  await page.getByRole('dialog', { name: 'This page has a new address' }).getByRole('button', { name: 'No redirect' }).click();
  await expect(page.getByRole('dialog', { name: 'This page has a new address' })).toBeHidden();
  const visitor = await anonymousPage(browser);
  expect((await visitor.request.get(`/${oldSlug}`, { maxRedirects: 0 })).status()).toBe(404);
  expect((await visitor.request.get(`/${newSlug}`, { maxRedirects: 0 })).status()).toBe(200);
  await visitor.context().close();
});
