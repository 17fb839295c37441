// The two-step training enquiry on /training/enquiry, on a desktop screen and on a phone: each step's SPEC.md §5
// messages, the field that depends on who the training is for, the thank-you and 'Clear Form'. The enquiry
// reaches the CRM (its stand-in on the test server) and the visitor's confirmation arrives, while the visitor's
// browser only ever talks to the site itself.
import { test, expect, type Locator, type Page } from './fixtures';
import { waitForLead, waitForMail, expectHydrated, expectNoViolations, holdBackCode, isLocal } from './support';
import { desktop, isCaptchaScript, newVisitor, phone, recordRequests, visitorEmail } from './forms-support';

const REQUIRED = 'This field is required';
const INVALID_EMAIL = 'A valid email address is required';
const MISMATCH = 'This field must match the email address';
const THANK_YOU = 'Thank you for submitting your training enquiry.';

const enquiryForm = (page: Page): Locator => page.getByRole('form', { name: 'Workshop Enquiry Form' });
const textbox = (page: Page, label: string): Locator => enquiryForm(page).getByRole('textbox', { name: label, exact: true });
const button = (page: Page, name: string): Locator => enquiryForm(page).getByRole('button', { name, exact: true });
const stepCount = (page: Page): Locator => enquiryForm(page).getByText(/^Step \d of \d$/);
const whoFor = (page: Page): Locator => enquiryForm(page).getByRole('group', { name: 'Who is the training for?' });
const courses = (page: Page): Locator => enquiryForm(page).getByRole('group', { name: /^Which training are you interested in\?/ });

async function expectMessage(control: Locator, message: string) {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(message);
}

async function openEnquiryPage(page: Page) {
  await page.goto('/training/enquiry');
  // The heading before the form: the form itself is replaced by the live one as its code arrives.
  await page.getByRole('heading', { name: 'Before you start' }).scrollIntoViewIfNeeded();
  await expect(stepCount(page)).toHaveText('Step 1 of 2');
  await expect(enquiryForm(page).getByRole('heading', { name: 'Your details' })).toBeVisible();
}

for (const [screen, viewport] of [
  ['desktop', desktop],
  ['phone', phone],
] as const) {
  test(`on a ${screen} screen a visitor sends a training enquiry in two steps; the CRM gets the lead and the visitor a confirmation`, async ({ browser }) => {
    const page = await newVisitor(browser, viewport);
    const requests = recordRequests(page);
    const before = Date.now();
    const first = screen === 'desktop' ? 'Robin' : 'Kai';
    const email = visitorEmail(first.toLowerCase());
    const organisation = `Harbour Youth Services ${screen}`;

    await openEnquiryPage(page);
    await expectNoViolations(page, 'enquiry step 1');

    await test.step('Next with empty fields shows the messages and focuses the first field in error', async () => {
      await button(page, 'Next').click();
      await expect(textbox(page, 'First name')).toBeFocused();
      for (const label of ['First name', 'Last name', 'Phone', 'Mobile']) await expectMessage(textbox(page, label), REQUIRED);
      await expectMessage(textbox(page, 'Email'), INVALID_EMAIL);
      await expectMessage(textbox(page, 'Confirm email'), INVALID_EMAIL);
      await expect(stepCount(page)).toHaveText('Step 1 of 2');
      await expectNoViolations(page, 'enquiry step 1 with errors');
    });

    await test.step('a confirmation that differs from the email address is refused', async () => {
      await enquiryForm(page).getByRole('combobox', { name: 'Salutation' }).selectOption('Dr.');
      await textbox(page, 'First name').fill(first);
      await textbox(page, 'Last name').fill('Example');
      await textbox(page, 'Email').fill(email);
      await textbox(page, 'Confirm email').fill(`other.${email}`);
      await textbox(page, 'Phone').fill('08 5550 1234');
      await textbox(page, 'Mobile').fill('0400 555 123');
      await button(page, 'Next').click();
      await expectMessage(textbox(page, 'Confirm email'), MISMATCH);
      await expect(textbox(page, 'Confirm email')).toBeFocused();
      for (const label of ['First name', 'Last name', 'Email', 'Phone', 'Mobile']) await expect(textbox(page, label), label).not.toHaveAttribute('aria-invalid', 'true');
    });

    await test.step('with the details right, Next goes to step 2', async () => {
      // Nothing of the captcha is fetched before its step.
      expect(requests.filter((request) => isCaptchaScript(new URL(request.url())))).toEqual([]);
      await textbox(page, 'Confirm email').fill(email.toUpperCase());
      await expect(textbox(page, 'Confirm email')).not.toHaveAttribute('aria-invalid', 'true');
      await button(page, 'Next').click();
      await expect(stepCount(page)).toHaveText('Step 2 of 2');
      await expect(enquiryForm(page).getByRole('heading', { name: 'About the training' })).toBeFocused();
      await expect(textbox(page, 'First name')).toHaveCount(0);
      await expect(textbox(page, 'Job title')).toHaveCount(0);
      await expect(textbox(page, 'Organisation name')).toHaveCount(0);
      await expectNoViolations(page, 'enquiry step 2');
    });

    await test.step('step 2 asks who the training is for, and which training; the answer decides the extra field', async () => {
      await button(page, 'Send enquiry').click();
      await expect(whoFor(page).getByRole('radio', { name: 'Myself' })).toBeFocused();
      await expect(whoFor(page)).toContainText(REQUIRED);
      await expect(courses(page)).toContainText(REQUIRED);

      await whoFor(page).getByRole('radio', { name: 'Myself' }).check();
      await expect(textbox(page, 'Job title')).toBeVisible();
      await expect(textbox(page, 'Organisation name')).toHaveCount(0);
      await button(page, 'Send enquiry').click();
      await expectMessage(textbox(page, 'Job title'), REQUIRED);
      await expect(textbox(page, 'Job title')).toBeFocused();
      await expectNoViolations(page, 'enquiry step 2 with errors');

      await whoFor(page).getByRole('radio', { name: 'Organisation' }).check();
      await expect(textbox(page, 'Job title')).toHaveCount(0);
      await expect(textbox(page, 'Organisation name')).toBeVisible();
      await button(page, 'Send enquiry').click();
      await expectMessage(textbox(page, 'Organisation name'), REQUIRED);
    });

    await test.step('a full enquiry waits for the captcha, is thanked, the button goes, and nothing but the site and the captcha was contacted', async () => {
      await textbox(page, 'Organisation name').fill(organisation);
      await courses(page).getByRole('checkbox', { name: 'DV-Aware' }).check();
      await courses(page).getByRole('checkbox', { name: 'Mental Health First Aid - Standard' }).check();
      await expect(courses(page)).not.toContainText(REQUIRED);
      await enquiryForm(page).getByRole('combobox', { name: 'How did you hear about us?' }).selectOption('Word of mouth');
      await textbox(page, 'Preferred location of training').fill('Port Adelaide');
      await button(page, 'Send enquiry').click();
      // The site has a captcha: the enquiry waits for it, and the check says why.
      const check = enquiryForm(page).getByRole('group', { name: 'Security check' });
      await expect(check).toHaveAccessibleDescription('Please complete the recaptcha');
      await expect(check).toBeFocused();
      await expectNoViolations(page, 'enquiry, captcha missing');
      await enquiryForm(page).getByRole('button', { name: 'I am not a robot' }).click();
      await expect(enquiryForm(page).getByText('Please complete the recaptcha')).toBeHidden();
      await button(page, 'Send enquiry').click();

      await expect(enquiryForm(page).getByRole('status')).toHaveText(THANK_YOU);
      await expect(button(page, 'Send enquiry')).toHaveCount(0);
      await expect(button(page, 'Back')).toHaveCount(0);
      await expect(button(page, 'Clear Form')).toBeVisible();
      await expectNoViolations(page, 'enquiry after success');
    });

    await test.step('the CRM stand-in gets the lead, form-encoded with the organisation id', async () => {
      const lead = await waitForLead(email, before);
      expect(lead).toMatchObject({
        oid: '00DE2E0000TEST',
        salutation: 'Dr.',
        first_name: first,
        last_name: 'Example',
        email,
        phone: '08 5550 1234',
        mobile: '0400 555 123',
        myself_org: 'Organisation',
        company: organisation,
        title: '',
        lead_source: 'Word of mouth',
        Interested_In: 'DV-Aware;Mental Health First Aid - Standard',
      });
      expect(lead.retURL).toMatch(/\/training\/enquiry$/);
    });

    await test.step('the confirmation reaches the visitor, and the enquiry reaches the training team', async () => {
      const confirmation = await waitForMail(email, before);
      expect(confirmation).toContain('Subject: Thank you for your training enquiry');
      expect(confirmation).toContain(`Hello ${first},`);
      expect(confirmation).toContain('DV-Aware');
      const notification = await waitForMail('training@example.org', before);
      expect(notification).toContain(`Email: ${email}`);
      expect(notification).toContain(`Organisation: ${organisation}`);
    });

    await test.step('Clear Form goes back to an empty step 1', async () => {
      await button(page, 'Clear Form').click();
      await expect(stepCount(page)).toHaveText('Step 1 of 2');
      await expect(enquiryForm(page).getByRole('status')).toHaveText('');
      for (const label of ['First name', 'Last name', 'Email', 'Confirm email', 'Phone', 'Mobile']) await expect(textbox(page, label), label).toHaveValue('');
      await expect(enquiryForm(page).getByRole('combobox', { name: 'Salutation' })).toHaveValue('--None--');
      await expect(button(page, 'Next')).toBeVisible();
      await expect(button(page, 'Clear Form')).toHaveCount(0);
    });

    const elsewhere = requests.map((request) => new URL(request.url())).filter((url) => /^https?:$/.test(url.protocol) && !isLocal(url) && !isCaptchaScript(url));
    expect(elsewhere.map(String)).toEqual([]);
    await page.context().close();
  });
}

test('a visitor quicker than the form code loses nothing: what they typed and their press of Next carry over', async ({ browser }) => {
  const page = await newVisitor(browser);
  // Holds back the live form's code (the only code with this message) until the visitor has typed and pressed Next.
  const code = await holdBackCode(page, MISMATCH);
  await page.goto('/training/enquiry');
  // The code is asked for as the visitor reaches the form (here, by typing in it), not before.
  await expectHydrated(textbox(page, 'First name'));
  expect(code.asked()).toBe(false);
  await textbox(page, 'First name').fill('Early');
  await expect.poll(code.asked).toBe(true);
  await textbox(page, 'Email').fill('early@example.com');
  await button(page, 'Next').click();
  code.release();

  // The live form checks step 1 as it arrives: the typed values are kept and the first missing one is focused.
  await expect(textbox(page, 'Last name')).toBeFocused();
  await expectMessage(textbox(page, 'Last name'), REQUIRED);
  await expect(textbox(page, 'First name')).toHaveValue('Early');
  await expect(textbox(page, 'First name')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(textbox(page, 'Email')).toHaveValue('early@example.com');
  await expect(stepCount(page)).toHaveText('Step 1 of 2');
  await page.context().close();
});
