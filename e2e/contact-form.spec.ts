// The contact form on /contact as a visitor meets it, on a desktop screen and on a phone: the SPEC.md §5
// messages beside the fields, sending, 'Success!', and the mails it sends (the staff notification to the form's
// recipient; the demo form has no captcha, so the visitor gets no confirmation: form-editors.spec.ts sends one). The
// server never mails an address the request chooses, and a form on a page visitors cannot see cannot be sent by them.
import { test, expect, type Locator, type Page } from './fixtures';
import { mailArrived, mailPart, signIn, waitForMail, waitForRawMail, expectNoViolations } from './support';
import { createPage, unique } from './editor-pages';
import { desktop, holdSubmissions, newVisitor, phone, visitorEmail } from './forms-support';

const RECIPIENT = 'hello@example.org';
const SUCCESS_MESSAGE = 'Thank you, your message has been sent. We reply within two working days.';
const REQUIRED = 'This field is required';
const INVALID_EMAIL = 'A valid email address is required';

const contactForm = (page: Page): Locator => page.getByRole('form', { name: 'Send us a message' });
/** A control by its accessible name (a required label's asterisk is hidden from it). */
const field = (page: Page, label: string): Locator => {
  const role = label === 'What is your message about?' ? 'combobox' : label.startsWith('Please reply') ? 'checkbox' : 'textbox';
  return contactForm(page).getByRole(role, { name: label, exact: true });
};
const sendButton = (page: Page): Locator => contactForm(page).locator('button[type="submit"]');

/** The values a visitor types into the demo contact form, by field label. */
function filledIn(name: string) {
  return {
    first: name,
    last: 'Tester',
    email: visitorEmail(name.toLowerCase()),
    phone: '0400123456',
    topic: 'Volunteering',
    message: `Hello from ${name}. A <b>bold</b> claim & more.`,
  };
}

async function openContactPage(page: Page) {
  await page.goto('/contact');
  // The heading sits outside the form, which the live form replaces as it arrives.
  await page.getByRole('heading', { name: 'Send us a message' }).scrollIntoViewIfNeeded();
  await expect(sendButton(page)).toHaveText('Send enquiry');
}

async function visitorSendsTheForm(page: Page, name: string) {
  await openContactPage(page);
  await expectNoViolations(page, 'contact form, idle');

  await test.step('sending it empty shows each message beside its field and focuses the first field in error', async () => {
    await sendButton(page).click();
    await expect(field(page, 'First name')).toBeFocused();
    for (const label of ['First name', 'Email', 'Your message']) {
      await expect(field(page, label), label).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, label), label).toHaveAccessibleDescription(REQUIRED);
    }
    // Optional fields carry no message.
    for (const label of ['Last name', 'Phone']) await expect(field(page, label), label).not.toHaveAttribute('aria-invalid', 'true');
    await expect(contactForm(page).getByText(REQUIRED)).toHaveCount(3);
    await expectNoViolations(page, 'contact form with errors');
  });

  await test.step('a wrong email address is refused with its own message', async () => {
    await field(page, 'First name').fill(name);
    await expect(field(page, 'First name')).not.toHaveAttribute('aria-invalid', 'true');
    await field(page, 'Email').fill('not-an-email');
    await expect(field(page, 'Email')).toHaveAccessibleDescription(INVALID_EMAIL);
    await sendButton(page).click();
    await expect(field(page, 'Email')).toBeFocused();
    await expect(contactForm(page).getByText(INVALID_EMAIL)).toBeVisible();
  });

  const values = filledIn(name);
  await test.step('a filled-in form shows it is sending, then Success!, the success message and an empty form', async () => {
    await field(page, 'Last name').fill(values.last);
    await field(page, 'Email').fill(values.email);
    await field(page, 'Phone').pressSequentially(values.phone);
    await expect(field(page, 'Phone')).toHaveValue('0400 123 456');
    await field(page, 'What is your message about?').selectOption(values.topic);
    await field(page, 'Your message').fill(values.message);
    await field(page, 'Please reply by phone rather than email').check();
    await expect(contactForm(page).locator('[aria-invalid="true"]')).toHaveCount(0);

    const release = await holdSubmissions(page);
    await sendButton(page).click();
    await expect(sendButton(page)).toBeDisabled();
    await expect(sendButton(page)).toHaveAttribute('aria-busy', 'true');
    release();

    await expect(sendButton(page)).toHaveText('Success!');
    // Sent: pressing Send again does nothing (no 'required' errors, the thank-you stays) until a field is edited.
    await expect(sendButton(page)).toHaveAttribute('aria-disabled', 'true');
    // A press (forced: the button says it is not available, which Playwright would otherwise wait out).
    await sendButton(page).click({ force: true });
    await expect(contactForm(page).getByText('This field is required')).toHaveCount(0);
    await expect(sendButton(page)).toHaveText('Success!');
    await expect(contactForm(page).getByRole('status')).toHaveText(SUCCESS_MESSAGE);
    for (const label of ['First name', 'Last name', 'Email', 'Phone', 'Your message']) await expect(field(page, label), label).toHaveValue('');
    await expect(field(page, 'What is your message about?')).toHaveValue('Training');
    await expect(field(page, 'Please reply by phone rather than email')).not.toBeChecked();
    await expectNoViolations(page, 'contact form after success');
  });

  await test.step('typing again clears the success', async () => {
    await field(page, 'First name').fill('A');
    await expect(sendButton(page)).toHaveText('Send enquiry');
    await expect(sendButton(page)).toBeEnabled();
    await expect(contactForm(page).getByRole('status')).toHaveText('');
  });
  return values;
}

for (const [screen, viewport] of [
  ['desktop', desktop],
  ['phone', phone],
] as const) {
  test(`on a ${screen} screen a visitor gets each message, sends the contact form, and both mails arrive`, async ({ browser }) => {
    const page = await newVisitor(browser, viewport);
    const before = Date.now();
    const values = await visitorSendsTheForm(page, screen === 'desktop' ? 'Dana' : 'Pip');

    await test.step('the staff notification reaches the recipient with every value', async () => {
      const notification = await waitForMail(RECIPIENT, before);
      expect(notification).toContain('Subject: Website enquiry');
      for (const line of [
        `First name: ${values.first}`,
        `Last name: ${values.last}`,
        `Email: ${values.email}`,
        'Phone: 0400 123 456',
        `What is your message about?: ${values.topic}`,
        `Your message: ${values.message}`,
        'Please reply by phone rather than email: Yes',
      ]) {
        expect(notification).toContain(line);
      }
      expect(notification).toContain(`Reply-To: ${values.email}`);
    });

    await test.step('what the visitor typed arrives escaped in the HTML part', async () => {
      const html = mailPart(await waitForRawMail(RECIPIENT, before), 'text/html');
      expect(html).toBeDefined();
      expect(html).toContain('&lt;b&gt;bold&lt;/b&gt;');
      expect(html).not.toContain('<b>bold</b>');
    });
    await page.context().close();
  });
}

test('a request naming another recipient or other ccs is refused, and nothing is mailed there', async ({ browser, baseURL }) => {
  const page = await newVisitor(browser);
  await page.goto('/contact');
  const before = Date.now();
  const email = visitorEmail('relay');
  const values = { first_name: 'Relay', email, message: 'Testing who gets this' };
  const submit = (settings?: Record<string, unknown>) =>
    page.request.post('/api/forms/submit', {
      headers: { origin: baseURL! },
      data: { slug: 'contact', componentKey: 'contact-form', ...(settings ? { settings } : {}), form: { values } },
    });

  const outsider = `outsider.${Date.now().toString(36)}@example.net`;
  for (const settings of [
    { recipient: outsider, subject: 'Website enquiry', identifier: 'Contact us' },
    { recipient: RECIPIENT, ccs: [outsider] },
    { ccs: [RECIPIENT, outsider] },
  ]) {
    const refused = await submit(settings);
    expect(refused.status(), JSON.stringify(settings)).toBe(400);
    expect((await refused.json()).error.message).toMatch(/reload the page/);
  }

  // The same values naming the form's own recipient are taken: the refusals were about the addresses.
  const accepted = await submit({ recipient: RECIPIENT, ccs: [] });
  expect(accepted.status(), await accepted.text()).toBe(200);
  // This worker's mailbox sees only this test's mail since `before`: the notification is the submission's one mail
  // (the demo form has no captcha, so no confirmation goes).
  await waitForMail(RECIPIENT, before);
  expect(mailArrived(outsider, before)).toBe(false);
  await page.context().close();
});

test("a visitor cannot send a form from a page that is only a draft: 404", async ({ page, browser, baseURL }) => {
  await signIn(page);
  const slug = unique('e2e-draft-form');
  const path = await createPage(page, {
    slug,
    title: 'Draft form page',
    contents: [
      {
        componentType: 'ContactForm',
        key: 'draft-form',
        identifier: 'Draft form',
        recipient: RECIPIENT,
        subject: 'Draft enquiry',
        fields: [{ type: 'text', name: 'first_name', label: 'First name', required: true }],
      },
    ],
  });
  const visitor = await newVisitor(browser);
  expect((await visitor.goto(path))?.status()).toBe(404);
  const response = await visitor.request.post('/api/forms/submit', {
    headers: { origin: baseURL! },
    data: { slug, componentKey: 'draft-form', form: { values: { first_name: 'Sneaky' } } },
  });
  expect(response.status()).toBe(404);
  expect((await response.json()).error.message).toBe('This form could not be found');
  await visitor.context().close();
});
