// The Trash: a page deleted in the editor waits in the dashboard's Trash tab, comes back as a draft with its history
// ('Restore', at another address when its own is taken by now), and admins delete it for good.
import { test, expect, type Browser, type Locator, type Page } from './fixtures';
import { anonymousPage, expectNoViolations, signIn, userPassword } from './support';
import { createPage, unique } from './editor-pages';
import { sameSite } from './api';

const dashboard = (page: Page) => page.getByRole('dialog', { name: /^Welcome to your dashboard, / });
const trashPanel = (page: Page) => dashboard(page).getByRole('tabpanel', { name: 'Trash' });
const row = (page: Page, title: string): Locator => trashPanel(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${title}`) }) });
const editorTitle = (page: Page): Locator => page.locator('#editor-page [data-edit="header.title"]');

async function visitorStatus(browser: Browser, path: string): Promise<number | undefined> {
  const visitor = await anonymousPage(browser);
  const status = (await visitor.goto(path))?.status();
  await visitor.context().close();
  return status;
}

async function openTrash(page: Page) {
  await page.getByRole('button', { name: 'Dashboard' }).click();
  await dashboard(page).getByRole('tab', { name: 'Trash' }).click();
  await expect(trashPanel(page).getByText(/^Deleted pages wait here/)).toBeVisible();
}

/** Deletes a page through the API as the signed-in user (its address confirmed). */
async function deleteThroughApi(page: Page, slug: string) {
  const stored = await (await page.request.get(`/api/page/load?slug=${slug}&domainId=default`)).json();
  const response = await page.request.post('/api/page/delete', { headers: sameSite, data: { _id: stored._id, confirmSlug: slug } });
  expect(response.ok(), await response.text()).toBe(true);
}

test('a publisher deletes a published page in the editor and restores it from the Trash as a draft', async ({ page, browser }) => {
  await signIn(page, 'pat', userPassword);
  const slug = unique('trash');
  const title = `Support group ${slug.slice(-5)}`;
  const path = await createPage(page, { slug, title, contents: [{ componentType: 'Text', key: 't1', text: 'Meets every Tuesday' }] });
  const stored = await (await page.request.get(`/api/page/load?slug=${slug}&domainId=default`)).json();
  expect((await page.request.post('/api/page/publishPage', { headers: sameSite, data: { page: stored } })).ok()).toBe(true);

  await page.goto(path);
  await expect(editorTitle(page)).toHaveText(title);
  await page.getByRole('navigation', { name: 'Editor menu' }).getByRole('button', { name: /^Page settings/ }).click();
  const settings = page.getByRole('complementary', { name: 'Page Settings' });
  await expect(settings.getByText(/moves it to the Trash/)).toBeVisible();
  await settings.getByRole('button', { name: 'Delete page' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this published page?' });
  await confirm.getByLabel(`Type the address /${slug} to confirm`).fill(`/${slug}`);
  await confirm.getByRole('button', { name: 'Delete page' }).click();
  await expect(page.getByText('Page Deleted', { exact: true }).first()).toBeVisible();
  expect(await visitorStatus(browser, path)).toBe(404);

  await openTrash(page);
  const entry = row(page, title);
  await expect(entry).toContainText(`/${slug}`);
  await expect(entry.getByRole('cell').first()).toHaveText('pat');
  await expect(entry.getByRole('cell').nth(1)).toHaveText(/\d{1,2}:\d{2} (AM|PM) on \d{1,2} \w+ \d{4}/);
  // Publishers restore; only admins delete for good.
  await expect(entry.getByRole('button', { name: /^Delete forever/ })).toHaveCount(0);
  await expectNoViolations(page, 'Trash tab', { include: '[role="dialog"]' });

  await entry.getByRole('button', { name: /^Restore/ }).click();
  await expect(trashPanel(page).getByRole('status')).toHaveText(`Restored as a draft at /${slug}. Publish it when it is ready. Open the page`);
  await expect(row(page, title)).toHaveCount(0);
  await trashPanel(page).getByRole('link', { name: 'Open the page' }).click();
  await expect(dashboard(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/${slug}$`));
  await expect(editorTitle(page)).toHaveText(title);
  await expect(page.locator('#editor-page').getByText('Meets every Tuesday')).toBeVisible();
  // A draft: visitors see it only once someone publishes it again.
  expect(await visitorStatus(browser, path)).toBe(404);
});

test('a restore asks for another address when the old one is taken; an admin deletes another page for good', async ({ page }) => {
  await signIn(page);
  const slug = unique('trash-taken');
  const title = `Taken ${slug.slice(-5)}`;
  await createPage(page, { slug, title });
  await deleteThroughApi(page, slug);
  // Someone else's page takes the address meanwhile.
  await page.request.post('/api/page/save', { headers: sameSite, data: { page: { _id: `page-usurper-${slug}`, domainId: 'default', slug, version: 0, header: { title: 'Usurper' } } } });
  const goner = unique('trash-goner');
  const gonerTitle = `Goner ${goner.slice(-5)}`;
  await createPage(page, { slug: goner, title: gonerTitle });
  await deleteThroughApi(page, goner);

  await page.goto('/');
  await expect(editorTitle(page)).toBeVisible();
  await openTrash(page);
  await row(page, title).getByRole('button', { name: /^Restore/ }).click();
  const ask = page.getByRole('dialog', { name: 'Restore at another address' });
  await expect(ask).toContainText(`Another page now uses /${slug}. Choose another address for the restored page.`);
  await expect(ask.getByLabel('New address')).toHaveValue(`${slug}-restored`);
  await expectNoViolations(page, 'Restore at another address', { include: '[role="dialog"][aria-modal="true"]' });
  await ask.getByRole('button', { name: 'Restore' }).click();
  await expect(ask).toBeHidden();
  await expect(trashPanel(page).getByRole('status')).toContainText(`Restored as a draft at /${slug}-restored.`);

  await row(page, gonerTitle).getByRole('button', { name: /^Delete forever/ }).click();
  const sure = page.getByRole('dialog', { name: 'Delete this page for good?' });
  await expect(sure).toContainText(`${gonerTitle} will be deleted for good, with its history, notes and reviews. This cannot be undone.`);
  await sure.getByRole('button', { name: 'Delete forever' }).click();
  await expect(sure).toBeHidden();
  await expect(row(page, gonerTitle)).toHaveCount(0);
  const again = await page.request.post('/api/trash/restore', { headers: sameSite, data: { _id: `page-${goner}`, domainId: 'default' } });
  expect(again.status()).toBe(404);
});
