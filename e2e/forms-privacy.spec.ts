// Privacy-first forms: an admin sets a contact form to 'Notify without contents' and to delete submissions
// after 30 days; a visitor's answers then never reach the recipient's inbox (only where to read them), and
// every look at the submissions shows up in the admin's Access log tab.
import { test, expect, type Locator, type Page } from './fixtures';
import { openSignedIn, publishThroughPanel, signIn, waitForRawMail, expectNoViolations } from './support';
import { createPage, openInEditor, sidebar, unique } from './editor-pages';
import { visitorAddress } from './forms-support';

const menuButton = (page: Page, label: string): Locator => page.getByRole('navigation', { name: 'Editor menu' }).getByRole('button', { name: new RegExp(`^${label}`) });
const toast = (page: Page, text: string): Locator => page.getByText(text, { exact: true }).first();
const dashboard = (page: Page): Locator => page.getByRole('dialog', { name: /^Welcome to your dashboard, / });

test('a form that notifies without contents keeps the answers out of the email, and views are logged', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const id = unique('private-form');
  const title = `Private form ${id}`;
  const recipient = `private.${id}@example.org`;
  const secret = `Zephyrine ${id}`;
  await signIn(page);
  const path = await createPage(page, {
    slug: id,
    title,
    contents: [
      {
        componentType: 'ContactForm',
        key: 'private-form',
        identifier: `private-${id}`,
        recipient,
        subject: 'Someone wrote to us',
        ccs: [],
        title: 'Talk to us',
        fields: [{ type: 'text', name: 'name', label: 'Your name', placeholder: '', options: [], required: true, halfWidth: false, hidden: false }],
      },
    ],
  });
  await openInEditor(page, path, title);

  await test.step('the form editor offers both privacy settings', async () => {
    await page.locator('#editor-page').getByRole('heading', { name: 'Talk to us' }).click();
    await expect(sidebar(page).getByRole('heading', { name: 'Contact Form' })).toBeVisible();
    // The title was clicked: the form's other settings are under 'Other fields'.
    await sidebar(page).locator('summary').filter({ hasText: /^Other fields$/ }).click();
    await sidebar(page).getByRole('checkbox', { name: 'Notify without contents' }).check();
    await sidebar(page).getByRole('spinbutton', { name: 'Delete submissions after (days)' }).fill('30');
    await expectNoViolations(page, 'form editor with privacy settings');
    await menuButton(page, 'Save page').click();
    await expect(toast(page, 'Page Saved')).toBeVisible();
    await publishThroughPanel(page);
    await expect(toast(page, 'Page Published')).toBeVisible();
  });

  await test.step("a visitor's answers are not in the recipient's email", async () => {
    await page.context().clearCookies();
    const before = Date.now();
    const response = await page.request.post('/api/forms/submit', {
      headers: { origin: baseURL!, 'x-forwarded-for': visitorAddress() },
      data: { slug: id, componentKey: 'private-form', form: { values: { name: secret } } },
    });
    expect(response.status(), await response.text()).toBe(200);
    const raw = await waitForRawMail(recipient, before);
    expect(raw).not.toContain('Zephyrine');
    expect(raw).toContain('/login');
  });

  await test.step('the admin reads it on the dashboard, and the Access log says so', async () => {
    await signIn(page);
    await openSignedIn(page);
    await menuButton(page, 'Dashboard').click();
    await dashboard(page).getByRole('tab', { name: 'Form Submissions' }).click();
    const submissions = dashboard(page).getByRole('tabpanel', { name: 'Form Submissions' });
    await expect(submissions.getByRole('cell', { name: `private-${id}` }).first()).toBeVisible();

    await dashboard(page).getByRole('tab', { name: 'Access log' }).click();
    const log = dashboard(page).getByRole('tabpanel', { name: 'Access log' });
    const table = log.getByRole('table', { name: 'Who viewed or exported form submissions' });
    // One entry per form shown; this form's is found by its identifier, as others view forms meanwhile.
    const entry = table.getByRole('row').filter({ hasText: new RegExp(`Viewed \\d+ submissions? of private-${id}\\b`) });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(/admin/);
    await expectNoViolations(page, 'access log tab');
  });
});
