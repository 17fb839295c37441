// The Downloads list block: a visitor sees what each document is and how large before downloading it, and gets the
// PDF itself; an editor edits the list in place like any block.
import { test, expect } from './fixtures';
import { signIn, expectNoViolations } from './support';
import { editPage } from './editor-fields-support';
import { sidebar } from './editor-pages';

const PAGE = '/get-help/support-groups';

test('a visitor sees each leaflet with its kind and size, and downloads the PDF', async ({ page }) => {
  expect((await page.goto(PAGE))?.status()).toBe(200);
  const block = page.locator('#page-content .cs-downloads');
  const leaflet = block.getByRole('link', { name: /^Your first visit to a support group \(PDF, \d+ (bytes|KB)\)$/ });
  await expect(leaflet).toBeVisible();
  await expect(block.getByRole('link', { name: /^Supporting someone you care about \(PDF, / })).toBeVisible();
  await expect(block.getByText('What happens at a group, on one page.')).toBeVisible();
  const answer = await page.request.get((await leaflet.getAttribute('href'))!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expectNoViolations(page, 'Support groups page with its downloads');
});

test('an editor selects the list and changes a leaflet’s description in the sidebar', async ({ page }) => {
  await signIn(page);
  await editPage(page, PAGE);
  await page.locator('#editor-page [data-edit$=".items.0.description"]').click();
  const panel = sidebar(page);
  await expect(panel.getByRole('heading', { name: 'Downloads List' })).toBeVisible();
  const description = panel.getByRole('textbox', { name: 'Description' }).first();
  await expect(description).toHaveValue('What happens at a group, on one page.');
  await description.fill('One page about your first group.');
  await expect(page.locator('#editor-page [data-edit$=".items.0.description"]')).toHaveText('One page about your first group.');
  await expectNoViolations(page, 'Downloads list in the editor');
});
