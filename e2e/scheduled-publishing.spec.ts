import { test, expect, type Locator, type Page } from './fixtures';
import { anonymousPage, signIn, userPassword } from './support';
import { createPage, unique } from './editor-pages';
import { callApi } from './api';

const menuButton = (page: Page, label: string): Locator => page.getByRole('navigation', { name: 'Editor menu' }).getByRole('button', { name: new RegExp(`^${label}`) });

/** A datetime-local value this many minutes from now, in the browser's own time zone. */
const localInMinutes = (page: Page, minutes: number) =>
  page.evaluate((ahead) => {
    const at = new Date(Date.now() + ahead * 60_000);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`;
  }, minutes);

test('a publisher schedules a new page a minute ahead and visitors see it once the time has come', async ({ page, browser }) => {
  await signIn(page, 'pat', userPassword);
  const slug = unique('e2e-scheduled');
  const title = 'Coming soon';
  const path = await createPage(page, { slug, title });

  const visitor = await anonymousPage(browser);
  expect((await visitor.goto(path))?.status()).toBe(404);

  await page.goto(path);
  await expect(page.locator('#editor-page [data-edit="header.title"]')).toHaveText(title);
  await menuButton(page, 'Page settings').click();
  const section = page.getByRole('complementary', { name: 'Page Settings' }).getByRole('region', { name: 'Scheduled publishing' });
  await expect(section.getByText('Nothing is scheduled.')).toBeVisible();

  // One minute ahead, in whole minutes as the input takes them.
  await section.getByLabel('Publish at', { exact: true }).fill(await localInMinutes(page, 1));
  await section.getByRole('button', { name: 'Save schedule' }).click();
  await expect(section.getByText(/^Will be published at \d{1,2}:\d{2} [AP]M on \d{1,2} \w+ \d{4}, [\w ]+$/)).toBeVisible();

  // The job publishes it once its time has come. Brought forward to two seconds from now through the same call, so
  // the test waits for the job (every second on the test server) and not for the minute.
  await callApi(page, 'page/schedule', { _id: `page-${slug}`, collection: 'pages', publishAt: new Date(Date.now() + 2_000).toISOString() });
  await expect.poll(async () => (await visitor.goto(path))?.status(), { timeout: 20_000 }).toBe(200);
  await expect(visitor.getByText(title).first()).toBeVisible();
  await visitor.context().close();

  await page.reload();
  await menuButton(page, 'Page settings').click();
  await expect(page.getByRole('region', { name: 'Scheduled publishing' }).getByText('Nothing is scheduled.')).toBeVisible();
});

test('an editor sees the schedule section but cannot use it', async ({ page }) => {
  await signIn(page, 'eddie', userPassword);
  await page.goto('/');
  await menuButton(page, 'Page settings').click();
  const section = page.getByRole('region', { name: 'Scheduled publishing' });
  await expect(section.getByLabel('Publish at', { exact: true })).toBeDisabled();
  await expect(section.getByRole('button', { name: 'Save schedule' })).toBeDisabled();
});
