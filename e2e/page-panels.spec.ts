import { test, expect, type Browser, type Locator, type Page } from './fixtures';
import { anonymousPage, signIn, userPassword, publishThroughPanel, expectNoViolations } from './support';
import { unique } from './editor-pages';

/** The HTTP status a new visitor (no cookies) gets for an address. */
async function visitorStatus(browser: Browser, path: string): Promise<number | undefined> {
  const visitor = await anonymousPage(browser);
  const response = await visitor.goto(path);
  const status = response?.status();
  await visitor.context().close();
  return status;
}

/** A button of the editor's side menu (its name may carry a marker, e.g. 'Unpublished changes'). */
const menuButton = (page: Page, label: string): Locator => page.getByRole('navigation', { name: 'Editor menu' }).getByRole('button', { name: new RegExp(`^${label}`) });
const toast = (page: Page, text: string): Locator => page.getByText(text, { exact: true }).first();
const editorTitle = (page: Page): Locator => page.locator('#editor-page [data-edit="header.title"]');
const settingsPanel = (page: Page): Locator => page.getByRole('complementary', { name: 'Page Settings' });

async function openSettings(page: Page): Promise<Locator> {
  await menuButton(page, 'Page settings').click();
  const settings = settingsPanel(page);
  await expect(settings.getByLabel('Web address')).toBeFocused();
  return settings;
}

/** Answers the next browser confirm with yes, checking its question. */
function acceptConfirm(page: Page, question: string) {
  page.once('dialog', async (dialog) => {
    expect(dialog.message()).toBe(question);
    await dialog.accept();
  });
}

test("a page's life through the panels: create, publish, move, settings, roles, unpublish, restore, delete", async ({ page, browser }) => {
  test.setTimeout(300_000);
  await signIn(page);
  await page.goto('/');
  await expect(editorTitle(page)).toBeVisible();

  const id = unique('e2e-panel');
  const title = `Panel page ${id}`;
  const slug = `panel-page-${id}`;

  await test.step('create a new page: a taken address is refused, a free one creates the page and opens it', async () => {
    await menuButton(page, 'Create new page').click();
    const dialog = page.getByRole('dialog', { name: 'New Page' });
    await expect(dialog.getByLabel('Title')).toBeFocused();
    await expectNoViolations(page, 'New Page dialog');

    await dialog.getByLabel('Title').fill(title);
    await expect(dialog.getByLabel('Web address')).toHaveValue(slug);
    await dialog.getByLabel('Web address').fill('events');
    await expect(dialog.getByRole('alert')).toHaveText('Another page already uses this address');
    await expect(dialog.getByRole('button', { name: 'Create page' })).toBeDisabled();
    await expectNoViolations(page, 'New Page dialog with a taken address');

    await dialog.getByLabel('Web address').fill(slug);
    await expect(dialog.getByText('This address is free')).toBeVisible();
    await expect(dialog.getByText(`/${slug}`, { exact: true })).toBeVisible();
    await dialog.getByLabel('Header Type').selectOption({ label: 'Half width image' });
    await dialog.getByRole('button', { name: 'Create page' }).click();

    await expect(page).toHaveURL(new RegExp(`/${slug}$`));
    await expect(editorTitle(page)).toHaveText(title);
    await expect(page.locator('#editor-page .cs-page-header--half')).toBeVisible();
    expect(await visitorStatus(browser, `/${slug}`)).toBe(404);
  });

  await test.step('publish it: visitors see it', async () => {
    await publishThroughPanel(page);
    await expect(toast(page, 'Page Published')).toBeVisible();
    const visitor = await anonymousPage(browser);
    expect((await visitor.goto(`/${slug}`))?.status()).toBe(200);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
    await visitor.context().close();
  });

  const moved = `${slug}-moved`;
  await test.step('edit the title, then move the page in Page settings, save and publish: the old address is gone', async () => {
    await menuButton(page, 'Select component').click();
    await editorTitle(page).click();
    await page.getByRole('complementary', { name: 'Edit content' }).getByLabel('Title', { exact: true }).fill(`${title} (updated)`);

    const settings = await openSettings(page);
    await expect(settings.getByRole('region', { name: 'Status' }).getByText('Published', { exact: true })).toBeVisible();
    await expect(settings.getByText('Unsaved changes', { exact: true })).toBeVisible();
    await expectNoViolations(page, 'Page Settings panel');

    await settings.getByLabel('Web address').fill('about');
    await expect(settings.getByRole('alert')).toHaveText('Another page already uses this address');
    await settings.getByLabel('Web address').fill(moved);
    await expect(settings.getByText('This address is free')).toBeVisible();
    await expect(settings.getByText(/After publishing, the old address stops working/)).toBeVisible();
    await settings.getByRole('button', { name: 'Save page' }).click();
    await expect(toast(page, 'Page Saved')).toBeVisible();
    await expect(settings.getByText('Unsaved changes', { exact: true })).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/${moved}$`));

    await publishThroughPanel(page);
    const offer = page.getByRole('dialog', { name: 'This page has a new address' });
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: 'No redirect' }).click();
    await expect(offer).toBeHidden();
    expect(await visitorStatus(browser, `/${slug}`)).toBe(404);
    expect(await visitorStatus(browser, `/${moved}`)).toBe(200);
  });

  await test.step('dates, tags (chosen from the seeded categories), change frequency and priority are saved with the page', async () => {
    // Publishing went through the publish panel, which took the place of Page settings.
    const settings = await openSettings(page);
    await settings.getByLabel('Start date').fill('2027-03-10');
    await settings.getByLabel('End date').fill('2027-03-01');
    await expect(settings.getByText('The end date cannot be before the start date.')).toBeVisible();
    await settings.getByLabel('End date').fill('2027-03-11');
    await expect(settings.getByText('The end date cannot be before the start date.')).toBeHidden();

    const tagPicker = settings.getByRole('group', { name: 'Tags', exact: true });
    await tagPicker.getByRole('group', { name: 'Event Type', exact: true }).getByRole('checkbox', { name: 'Walk', exact: true }).check();
    await tagPicker.getByRole('group', { name: 'Location', exact: true }).getByRole('checkbox', { name: 'Adelaide', exact: true }).check();
    await expect(tagPicker.getByText('2 of 100 tags')).toBeVisible();
    await expectNoViolations(page, 'Page Settings panel with dates and tags');
    await settings.getByLabel('Change Frequency').selectOption('weekly');
    await settings.getByLabel('Priority').fill('0.8');
    await settings.getByRole('button', { name: 'Save page' }).click();
    await expect(toast(page, 'Page Saved')).toBeVisible();

    const stored = await (await page.request.get('/api/page/load', { params: { slug: moved, domainId: 'default', collection: 'pages' } })).json();
    expect(stored.tags).toEqual(['Event Type:Walk', 'Location:Adelaide']);
    expect([stored.header.startDate, stored.header.endDate]).toEqual(['2027-03-10', '2027-03-11']);

    await page.reload();
    await expect(editorTitle(page)).toHaveText(`${title} (updated)`);
    const again = await openSettings(page);
    await expect(again.getByLabel('Web address')).toHaveValue(moved);
    await expect(again.getByLabel('Start date')).toHaveValue('2027-03-10');
    await expect(again.getByLabel('End date')).toHaveValue('2027-03-11');
    const tagsAgain = again.getByRole('group', { name: 'Tags', exact: true });
    const adelaide = tagsAgain.getByRole('group', { name: 'Location', exact: true }).getByRole('checkbox', { name: 'Adelaide', exact: true });
    await expect(tagsAgain.getByRole('group', { name: 'Event Type', exact: true }).getByRole('checkbox', { name: 'Walk', exact: true })).toBeChecked();
    await expect(adelaide).toBeChecked();
    await expect(tagsAgain.getByRole('group', { name: 'Location', exact: true }).getByRole('checkbox', { name: 'Whyalla', exact: true })).not.toBeChecked();
    await expect(again.getByLabel('Change Frequency')).toHaveValue('weekly');
    await expect(again.getByLabel('Priority')).toHaveValue('0.8');

    await adelaide.uncheck();
    await again.getByLabel('End date').fill('');
    await expect(again.getByText('Unsaved changes', { exact: true })).toBeVisible();
    await again.getByRole('button', { name: 'Save page' }).click();
    await expect(toast(page, 'Page Saved')).toBeVisible();
    // The toast of the first save may still be showing: wait for the store instead.
    await expect
      .poll(async () => {
        const saved = await (await page.request.get('/api/page/load', { params: { slug: moved, domainId: 'default', collection: 'pages' } })).json();
        return [saved.tags, saved.header.startDate, saved.header.endDate];
      })
      .toEqual([['Event Type:Walk'], '2027-03-10', '']);
  });

  await test.step('apply publishing roles', async () => {
    const settings = settingsPanel(page);
    const roles = settings.getByRole('group', { name: 'Who may publish this page' });
    await roles.getByLabel('Publisher').check();
    await settings.getByRole('button', { name: 'Apply roles' }).click();
    await expect(toast(page, 'Roles Applied')).toBeVisible();
    await expect(settings.getByRole('region', { name: 'Version history' }).getByText('Roles changed').first()).toBeVisible();

    await page.reload();
    await expect(editorTitle(page)).toBeVisible();
    const again = await openSettings(page);
    await expect(again.getByRole('group', { name: 'Who may publish this page' }).getByLabel('Publisher')).toBeChecked();
    await expect(again.getByRole('group', { name: 'Who may publish this page' }).getByLabel('Editor')).not.toBeChecked();
  });

  await test.step('unpublish, after the confirmation: visitors get 404', async () => {
    const settings = settingsPanel(page);
    acceptConfirm(page, 'Unpublish this page? Visitors will no longer see it.');
    await settings.getByRole('button', { name: 'Unpublish page' }).click();
    await expect(toast(page, 'Page Unpublished')).toBeVisible();
    await expect(settings.getByRole('region', { name: 'Status' }).getByText('Not published', { exact: true })).toBeVisible();
    await expect(settings.getByRole('button', { name: 'Unpublish page' })).toBeDisabled();
    expect(await visitorStatus(browser, `/${moved}`)).toBe(404);
  });

  await test.step('preview the first version from the history and restore it', async () => {
    const history = settingsPanel(page).getByRole('region', { name: 'Version history' });
    const first = history.getByRole('listitem').last();
    await expect(first).toContainText('Saved by');
    await expect(first).toContainText(/\d{1,2}:\d{2} (AM|PM) on \d{1,2} \w+ \d{4}, [\w ]+/);
    await first.getByRole('button', { name: 'Preview' }).click();

    const preview = page.getByRole('dialog', { name: 'Version preview' });
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(preview.locator('[contenteditable="true"], input, textarea')).toHaveCount(0);
    await expectNoViolations(page, 'Version preview dialog');
    await preview.getByRole('button', { name: 'Restore this version' }).click();

    await expect(toast(page, 'Version Restored')).toBeVisible();
    await expect(editorTitle(page)).toHaveText(title);
    await expect(page).toHaveURL(new RegExp(`/${slug}$`));
  });

  await test.step('publish again, then delete it with its address typed: the home page says Page Deleted', async () => {
    await publishThroughPanel(page);
    await expect(toast(page, 'Page Published')).toBeVisible();
    expect(await visitorStatus(browser, `/${slug}`)).toBe(200);

    const settings = await openSettings(page);
    await settings.getByRole('button', { name: 'Delete page' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this published page?' });
    await expect(dialog).toContainText(`This page is published at /${slug}.`);
    const remove = dialog.getByRole('button', { name: 'Delete page' });
    await expect(remove).toBeDisabled();
    await expectNoViolations(page, 'Delete published page dialog');
    await dialog.getByLabel(`Type the address /${slug} to confirm`).fill(`/${slug}`);
    await remove.click();

    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, 'Page Deleted')).toBeVisible();
    expect(await visitorStatus(browser, `/${slug}`)).toBe(404);
  });
});

test('someone who is not an admin reads who may publish instead of choosing roles', async ({ page }) => {
  await signIn(page, 'eddie@example.org', userPassword);
  await page.goto('/about');
  await expect(editorTitle(page)).toBeVisible();
  const settings = await openSettings(page);
  const roles = settings.getByRole('region', { name: 'Publishing roles' });
  await expect(roles.getByText('Admins and every publisher may publish this page.')).toBeVisible();
  await expect(roles.getByText(/You may not publish it/)).toBeVisible();
  await expect(roles.getByRole('checkbox')).toHaveCount(0);
  await expect(settings.getByRole('button', { name: 'Apply roles' })).toHaveCount(0);
  await expect(settings.getByRole('button', { name: 'Unpublish page' })).toBeDisabled();
  await expect(settings.getByRole('button', { name: 'Delete page' })).toBeDisabled();
  await expectNoViolations(page, 'Page Settings panel for an editor');

  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  await expect(menuButton(page, 'Page settings')).toBeFocused();
});

test('a publisher may unpublish and delete but does not choose roles', async ({ page }) => {
  await signIn(page, 'pat@example.org', userPassword);
  await page.goto('/about');
  await expect(editorTitle(page)).toBeVisible();
  const settings = await openSettings(page);
  const roles = settings.getByRole('region', { name: 'Publishing roles' });
  await expect(roles.getByText('Admins and every publisher may publish this page.')).toBeVisible();
  await expect(roles.getByRole('checkbox')).toHaveCount(0);
  await expect(settings.getByRole('button', { name: 'Apply roles' })).toHaveCount(0);
  await expect(settings.getByRole('button', { name: 'Unpublish page' })).toBeEnabled();
  await expect(settings.getByRole('button', { name: 'Delete page' })).toBeEnabled();
});
