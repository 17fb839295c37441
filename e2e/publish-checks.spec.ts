// Pre-publish checks: 'Publish page' opens a panel that lists blockers and warnings before anything is published.
import { test, expect, type Page } from './fixtures';
import { anonymousPage, signIn, userPassword, expectNoViolations } from './support';
import { createPage, textBlock, unique, type StoredComponent } from './editor-pages';

const unlabelledImage: StoredComponent = { componentType: 'Media', key: 'pc-media', image: { desktop: { imageId: 'demo-calm-sail', alt: '' }, alt: '' } };
const vagueLink: StoredComponent = { componentType: 'Link', key: 'pc-link', link: { type: 'page', href: '/contact', text: 'Click here' } };

const menuPublish = (page: Page) => page.getByRole('navigation', { name: 'Editor menu' }).getByRole('button', { name: /^Publish page/ });
const publishPanel = (page: Page) => page.getByRole('complementary', { name: 'Publish page' });

async function openPanel(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.locator('#editor-page [data-edit="header.title"]')).toHaveText(title);
  await menuPublish(page).click();
  await expect(publishPanel(page).getByText('Checking the page…')).toBeHidden();
  return publishPanel(page);
}

test('a publisher sees blockers and cannot publish past them; the page stays unpublished', async ({ page, browser }) => {
  await signIn(page, 'pat', userPassword);
  const slug = unique('checks-blocked');
  const path = await createPage(page, { slug, title: 'Blocked page', contents: [unlabelledImage, vagueLink] });
  const panel = await openPanel(page, path, 'Blocked page');

  await expect(panel.getByRole('region', { name: 'Blockers (1)' })).toContainText('no alternative text');
  await expect(panel.getByRole('region', { name: 'Warnings (1)' })).toContainText("'Click here'");
  await expect(panel.getByRole('button', { name: 'Publish page' })).toBeDisabled();
  await expect(panel.getByRole('textbox', { name: 'Reason for publishing with blockers' })).toHaveCount(0);
  await expectNoViolations(page, 'publish panel with a blocker', { include: 'aside' });

  const visitor = await anonymousPage(browser);
  expect((await visitor.goto(path))?.status()).toBe(404);
});

test('with only warnings the panel publishes anyway', async ({ page, browser }) => {
  await signIn(page, 'pat', userPassword);
  const slug = unique('checks-warning');
  const path = await createPage(page, { slug, title: 'Warned page', contents: [textBlock('t', 'Hello'), vagueLink] });
  const panel = await openPanel(page, path, 'Warned page');
  await panel.getByRole('button', { name: 'Publish anyway' }).click();
  await expect(page.getByText('Page Published')).toBeVisible();
  await expect(panel).toBeHidden();
  const visitor = await anonymousPage(browser);
  expect((await visitor.goto(path))?.status()).toBe(200);
});

test('a clean page says No problems found and publishes', async ({ page }) => {
  await signIn(page, 'pat', userPassword);
  const path = await createPage(page, { slug: unique('checks-clean'), title: 'Clean page', contents: [textBlock('t', 'All good')] });
  const panel = await openPanel(page, path, 'Clean page');
  await expect(panel.getByText('No problems found')).toBeVisible();
  await panel.getByRole('button', { name: 'Publish page' }).click();
  await expect(page.getByText('Page Published')).toBeVisible();
});

test('an admin publishes past blockers only with a reason', async ({ page, browser }) => {
  await signIn(page);
  const slug = unique('checks-override');
  const path = await createPage(page, { slug, title: 'Override page', contents: [unlabelledImage] });
  const panel = await openPanel(page, path, 'Override page');

  await panel.getByRole('button', { name: 'Publish with override' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Give a reason for publishing with blockers.');
  const reason = panel.getByRole('textbox', { name: 'Reason for publishing with blockers' });
  await expect(reason).toBeFocused();
  await reason.fill('The picture is described in the text below it.');
  await panel.getByRole('button', { name: 'Publish with override' }).click();
  await expect(page.getByText('Page Published')).toBeVisible();
  const visitor = await anonymousPage(browser);
  expect((await visitor.goto(path))?.status()).toBe(200);
});
