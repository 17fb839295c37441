// The Form Submissions tab of the dashboard, as a staff member with only the `forms` role uses it: the
// submissions this spec sends itself (a visitor's contact form, a training enquiry, and a signed-in admin's draft),
// each field in the View dialog, drafts on request, the filter drawer and the CSV export. Editors get no tab
// and no access.
import { test, expect, type APIRequestContext, type Locator, type Page } from './fixtures';
import fs from 'node:fs';
import { openSignedIn, signIn, userPassword, expectNoViolations, localDay } from './support';
import { unique } from './editor-pages';
import { CAPTCHA_PASS, newVisitor, visitorAddress, visitorEmail } from './forms-support';

const TIME = /^\d{1,2}:\d{2} [AP]M, \d{2}\/\d{2}\/\d{4}$/;

const dashboard = (page: Page): Locator => page.getByRole('dialog', { name: /^Welcome to your dashboard, / });
const submissionsPanel = (page: Page): Locator => dashboard(page).getByRole('tabpanel', { name: 'Form Submissions' });
const rows = (page: Page): Locator => submissionsPanel(page).locator('tbody tr');
const drawer = (page: Page): Locator => submissionsPanel(page).getByRole('region', { name: 'Filters' });
const showDrafts = (page: Page): Locator => submissionsPanel(page).getByRole('checkbox', { name: 'Show draft Submissions' });
const count = async (status: Locator) => Number((await status.textContent())?.match(/\d+/)?.[0]);

/**
 * The row of the submission whose answers include `marker`, found by the exact time its cell carries: other
 * specs send forms at the same time, so "the newest row" may be theirs.
 */
async function rowOf(page: Page, marker: string): Promise<Locator> {
  const response = await page.request.get('/api/forms/getSubmissions?domainId=default&showDraftSubmissions=true');
  expect(response.status()).toBe(200);
  const { formSubmissions } = (await response.json()) as { formSubmissions: { createdAt: string; form: Record<string, string> }[] };
  const found = formSubmissions.find((row) => Object.values(row.form).includes(marker));
  expect(found, `a submission saying ${marker}`).toBeTruthy();
  return rows(page).filter({ has: page.locator(`time[datetime="${found!.createdAt}"]`) });
}

/** Today as the table shows it (dd/MM/yyyy). */
const shownDay = (isoDay: string) => isoDay.split('-').reverse().join('/');

async function submit(request: APIRequestContext, baseURL: string, slug: string, componentKey: string, values: Record<string, string | boolean>) {
  const response = await request.post('/api/forms/submit', {
    headers: { origin: baseURL, 'x-forwarded-for': visitorAddress() },
    data: { slug, componentKey, form: { values } },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function signInWithFormsRoleOnly(page: Page) {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Welcome' });
  await dialog.getByLabel('Username or Email').fill('fiona@example.org');
  await dialog.getByLabel('Password').fill(userPassword);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('navigation', { name: 'Editor menu' }).getByRole('button', { name: 'Dashboard' })).toBeVisible();
}

test('a forms-only user reads, filters and exports the submissions; drafts show on request', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const id = unique('sub');
  const visitor = { first: 'Quinn', last: 'Submitter', email: visitorEmail('quinn'), message: `Please call me about ${id}` };
  const draftMessage = `Trying the form out ${id}`;

  await test.step('a training enquiry, then a visitor on /contact, then a signed-in admin send a form', async () => {
    const trainee = visitorEmail('tia');
    await submit(page.request, baseURL!, 'training/enquiry', 'training-enquiry-form', {
      salutation: '', first_name: 'Tia', last_name: 'Trainee', email: trainee, email_confirm: trainee, phone: '08 5550 0001', mobile: '0400 000 001',
      myself_org: 'Myself', myself_org_title: 'Coordinator', Interested_In: 'DV-Aware', lead_source: '', preferred_location_of_training: '',
      recaptcha: CAPTCHA_PASS,
    });

    const contact = await newVisitor(browser);
    await contact.goto('/contact');
    const form = contact.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('textbox', { name: 'First name' }).fill(visitor.first);
    await form.getByRole('textbox', { name: 'Last name' }).fill(visitor.last);
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(visitor.email);
    await form.getByRole('combobox', { name: 'What is your message about?' }).selectOption('Support groups');
    await form.getByRole('textbox', { name: 'Your message' }).fill(visitor.message);
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(form.locator('button[type="submit"]')).toHaveText('Success!');
    await contact.context().close();

    await signIn(page);
    await submit(page.request, baseURL!, 'contact', 'contact-form', { first_name: 'Ada', email: visitorEmail('ada'), message: draftMessage });
    await page.context().clearCookies();
  });

  await test.step("fiona's menu has only Dashboard and Log out, and her dashboard only the Form Submissions tab", async () => {
    await signInWithFormsRoleOnly(page);
    await expect(page.getByRole('navigation', { name: 'Editor menu' }).getByRole('button')).toHaveText([/Collapse menu$/, 'Dashboard', 'Log out']);
    await page.getByRole('button', { name: 'Dashboard' }).click();
    await expect(dashboard(page).getByRole('heading', { level: 2 })).toHaveText('Welcome to your dashboard, fiona.');
    await expect(dashboard(page).getByRole('tab')).toHaveText(['Form Submissions']);
    await expect(submissionsPanel(page).getByRole('columnheader')).toHaveText(['Date', 'From', 'Message', 'Identifier', 'Subject', 'Page', 'Actions']);
  });

  const today = await localDay(page, 0);
  const ours = await rowOf(page, visitor.message);
  await test.step("the visitor's submission is in the table: its time, the form and the page", async () => {
    await expect(showDrafts(page)).not.toBeChecked();
    // Who sent it and the first words of what they wrote, so staff can triage without opening the row.
    await expect(ours.locator('th, td')).toHaveText([TIME, 'Quinn Submitter', visitor.message, 'Contact us', 'Website enquiry', '/contact', 'View']);
    await expect(ours.locator('th')).toContainText(shownDay(today));
    await expect(submissionsPanel(page).getByText(draftMessage)).toHaveCount(0);
    await expect(rows(page).filter({ hasText: 'Draft' })).toHaveCount(0);
    await expectNoViolations(page, 'Form Submissions tab');
  });

  await test.step('View lists every field with its value', async () => {
    await ours.getByRole('button', { name: 'View' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submission' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Contact us');
    const entries = dialog.locator('dl > div');
    await expect(entries.locator('dt')).toHaveText([
      'First name', 'Last name', 'Email', 'Phone', 'What is your message about?', 'Your message', 'Please reply by phone rather than email',
    ]);
    await expect(entries.locator('dd')).toHaveText([visitor.first, visitor.last, visitor.email, 'No answer', 'Support groups', visitor.message, 'No']);
    await expectNoViolations(page, 'submission dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(ours.getByRole('button', { name: 'View' })).toBeFocused();
  });

  await test.step("a signed-in admin's submission is a draft, shown only with 'Show draft Submissions'", async () => {
    const status = submissionsPanel(page).getByRole('status').first();
    const withoutDrafts = await count(status);
    const draft = await rowOf(page, draftMessage);
    await expect(draft).toHaveCount(0);
    await showDrafts(page).check();
    await expect.poll(() => count(status)).toBeGreaterThan(withoutDrafts);
    await expect(draft.locator('th')).toContainText('Draft');
    await expect(draft.locator('td').nth(2)).toHaveText('Contact us');
    await draft.getByRole('button', { name: 'View' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submission' });
    await expect(dialog).toContainText('Draft');
    await expect(dialog).toContainText(draftMessage);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await showDrafts(page).uncheck();
    await expect(draft).toHaveCount(0);
    await expect(ours).toBeVisible();
  });

  await test.step('the filter drawer: Identifier, From Date, To Date, and Clear Filters', async () => {
    const status = submissionsPanel(page).getByRole('status').first();
    const everything = await count(status);
    await submissionsPanel(page).getByRole('button', { name: 'Filters', exact: true }).click();
    await expect(drawer(page)).toBeVisible();

    await drawer(page).getByLabel('Identifier').fill('Workshop');
    // Each filter is applied once typing settles: the table then holds only that form's rows.
    await expect(rows(page).filter({ hasNotText: 'Workshop Enquiry Form' })).toHaveCount(0);
    await expect(rows(page).first().locator('td').nth(2)).toHaveText('Workshop Enquiry Form');
    await drawer(page).getByLabel('Identifier').fill('Contact us');
    await expect(rows(page).filter({ hasNotText: 'Contact us' })).toHaveCount(0);
    await expect(ours).toBeVisible();
    await drawer(page).getByLabel('Identifier').fill(`no form is called ${id}`);
    await expect(submissionsPanel(page).getByText('No submissions match these filters.')).toBeVisible();
    await drawer(page).getByLabel('Identifier').fill('');

    const [yesterday, tomorrow] = [await localDay(page, -1), await localDay(page, 1)];
    const noMatches = submissionsPanel(page).getByText('No submissions match these filters.');
    // From Date alone: nothing was sent tomorrow; the To Date picker starts there.
    await drawer(page).getByLabel('From Date').fill(tomorrow);
    await expect(drawer(page).getByLabel('To Date')).toHaveAttribute('min', tomorrow);
    await expect(noMatches).toBeVisible();
    await drawer(page).getByLabel('From Date').fill(today);
    await expect(ours).toBeVisible();
    await drawer(page).getByLabel('From Date').fill('');
    // To Date alone: everything here was sent today, none of it by yesterday; the From Date picker ends there.
    await drawer(page).getByLabel('To Date').fill(yesterday);
    await expect(drawer(page).getByLabel('From Date')).toHaveAttribute('max', yesterday);
    await expect(noMatches).toBeVisible();
    await drawer(page).getByLabel('To Date').fill(today);
    await expect(ours).toBeVisible();
    await drawer(page).getByLabel('From Date').fill(today);
    await drawer(page).getByLabel('Identifier').fill('Workshop');
    await expect(rows(page).filter({ hasNotText: 'Workshop Enquiry Form' })).toHaveCount(0);
    await expect(rows(page).first()).toBeVisible();
    await expectNoViolations(page, 'Form Submissions tab with the filter drawer');

    await drawer(page).getByRole('button', { name: 'Clear Filters' }).click();
    await expect(drawer(page).getByLabel('Identifier')).toHaveValue('');
    await expect(drawer(page).getByLabel('From Date')).toHaveValue('');
    await expect(drawer(page).getByLabel('To Date')).toHaveValue('');
    // Everything again: other specs may have sent more meanwhile, never fewer.
    await expect.poll(() => count(status)).toBeGreaterThanOrEqual(everything);
    await expect(ours).toBeVisible();
  });

  await test.step("'Export to CSV' downloads the matching submissions", async () => {
    await showDrafts(page).check();
    const downloading = page.waitForEvent('download');
    await submissionsPanel(page).getByRole('button', { name: 'Export to CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Form Submissions Export.csv');
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    for (const value of [visitor.first, visitor.email, visitor.message, draftMessage, 'Contact us', 'Workshop Enquiry Form']) expect(csv, value).toContain(value);
    await expect(submissionsPanel(page).getByText(/^\d+ submissions? exported\.$/)).toBeVisible();
  });
});

test('an editor has no Form Submissions tab and is refused the submissions', async ({ page }) => {
  await signIn(page, 'eddie@example.org', userPassword);
  await openSignedIn(page);
  await page.getByRole('button', { name: 'Dashboard' }).click();
  await expect(dashboard(page).getByRole('tab')).toHaveText(['Sitemap', 'Reviews', 'Content health', 'Media library', 'Searches']);
  await expect(dashboard(page).getByRole('tab', { name: 'Form Submissions' })).toHaveCount(0);
  const response = await page.request.get('/api/forms/getSubmissions?domainId=default');
  expect(response.status()).toBe(403);
  const csv = await page.request.get('/api/forms/generateCSV?domainId=default');
  expect(csv.status()).toBe(403);
});
