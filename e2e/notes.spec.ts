// Notes on components: 'Add note' among a selected component's actions, a marker beside the component while notes are open,
// replies and Resolve, the page's notes from the menu (those of a deleted component listed apart), never to visitors.
import { test, expect, type Locator, type Page } from './fixtures';
import { anonymousPage, expectNoViolations, signIn, userPassword } from './support';
import { componentToolbar, createPage, openInEditor, selectText, sidebar, textBlock, unique } from './editor-pages';

const menuButton = (page: Page, label: string): Locator => page.getByRole('navigation', { name: 'Editor menu' }).getByRole('button', { name: new RegExp(`^${label}`) });

test('an editor notes a component, a publisher replies and resolves it; visitors never see notes', async ({ page, browser }) => {
  await signIn(page, 'eddie', userPassword);
  const slug = unique('notes');
  const path = await createPage(page, { slug, title: 'Helplines', contents: [textBlock('line', 'Call 1800 000 000 any time'), textBlock('hours', 'Open every day')] });
  await openInEditor(page, path, 'Helplines');
  await selectText(page, 'Call 1800 000 000 any time');
  await sidebar(page).getByRole('button', { name: 'Add note' }).click();

  const dialog = page.getByRole('dialog', { name: 'Notes on Text' });
  await expect(dialog.getByText('Notes are for staff: visitors never see them.')).toBeVisible();
  await dialog.getByLabel('New note').fill('Is this still the right number?');
  await dialog.getByRole('button', { name: 'Add note' }).click();
  const open = dialog.getByRole('list', { name: 'Open notes' });
  await expect(open.getByRole('listitem')).toHaveCount(1);
  await expect(open).toContainText('eddie');
  await expect(open).toContainText('Is this still the right number?');
  await expect(open.locator('time')).toHaveText(/\d{1,2}:\d{2} (AM|PM) on \d{1,2} \w+ \d{4}/);
  await expect(dialog.getByLabel('New note')).toHaveValue('');
  await expectNoViolations(page, 'Notes on a component', { include: '[role="dialog"]' });
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The marker beside the component opens its notes; the menu counts them.
  await expect(page.getByRole('button', { name: '1 note on this Text' })).toBeVisible();
  await expect(menuButton(page, 'Notes')).toHaveAccessibleName(/1 open note/);

  // A publisher, in another browser, replies and resolves.
  const publisher = await browser.newPage();
  await signIn(publisher, 'pat', userPassword);
  await openInEditor(publisher, path, 'Helplines');
  await publisher.getByRole('button', { name: '1 note on this Text' }).click();
  const theirs = publisher.getByRole('dialog', { name: 'Notes on Text' });
  await theirs.getByRole('button', { name: 'Reply' }).click();
  await theirs.getByLabel('Your reply').fill('Checked today: it is.');
  await theirs.getByRole('button', { name: 'Send reply' }).click();
  await expect(theirs.getByRole('list', { name: 'Replies' })).toContainText('Checked today: it is.');
  await theirs.getByRole('button', { name: 'Resolve' }).click();
  await expect(theirs.getByRole('list', { name: 'Open notes' })).toHaveCount(0);
  await theirs.getByText('Resolved (1)').click();
  await expect(theirs.getByRole('list', { name: 'Resolved notes' })).toContainText('Resolved by pat');
  await theirs.getByRole('button', { name: 'Close' }).click();
  await expect(publisher.getByRole('button', { name: /note on this Text/ })).toHaveCount(0);

  // Published: nothing of the note in what a visitor gets.
  await publisher.request.post('/api/page/publishPage', {
    headers: { 'sec-fetch-site': 'same-origin' },
    data: { page: await (await publisher.request.get(`/api/page/load?slug=${slug}&domainId=default`)).json() },
  });
  const visitor = await anonymousPage(browser);
  const response = await visitor.goto(path);
  expect(response?.status()).toBe(200);
  const html = await response!.text();
  expect(html).toContain('Call 1800 000 000 any time');
  expect(html).not.toContain('Is this still the right number?');
  expect(html).not.toContain('Checked today');
  await publisher.close();
});

test('Notes in the menu lists the page’s notes by component, and those of a deleted component apart', async ({ page }) => {
  await signIn(page);
  const slug = unique('notes-page');
  const path = await createPage(page, { slug, title: 'Groups', contents: [textBlock('keep', 'Groups meet weekly'), textBlock('gone', 'Bring a friend')] });
  const pageId = `page-${slug}`;
  for (const [componentKey, text] of [['keep', 'Which weekday?'], ['gone', 'Do we still say this?']]) {
    const added = await page.request.post('/api/notes/add', { headers: { 'sec-fetch-site': 'same-origin' }, data: { pageId, domainId: 'default', componentKey, text } });
    expect(added.ok(), await added.text()).toBe(true);
  }
  await openInEditor(page, path, 'Groups');
  await selectText(page, 'Bring a friend');
  page.once('dialog', (confirm) => void confirm.accept());
  await componentToolbar(page, 'Text').getByRole('button', { name: 'Delete' }).click();
  await menuButton(page, 'Save page').click();
  await expect(page.getByText('Page Saved')).toBeVisible();

  await menuButton(page, 'Notes').click();
  const dialog = page.getByRole('dialog', { name: 'Notes on this page' });
  await expect(dialog.getByRole('region', { name: 'Text' })).toContainText('Which weekday?');
  await expect(dialog.getByRole('region', { name: 'On a removed component' })).toContainText('Do we still say this?');
  await expectNoViolations(page, 'Notes on this page', { include: '[role="dialog"]' });
});
