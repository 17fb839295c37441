// An editor builds a contact form on a new page with the form panels of the sidebar (SPEC.md §2 "Editor panels":
// form editor, form field editor, checkbox editor, form success email editor), sees what still stops it being
// sent, publishes it, and a visitor sends it, captcha included. The demo /contact page is left alone.
import { test, expect, type Locator, type Page } from './fixtures';
import { signIn, waitForMail, publishThroughPanel, expectNoViolations } from './support';
import { createPage, openInEditor, pickerChoice, sidebar, unique } from './editor-pages';
import { CAPTCHA_PASS, holdSubmissions, isCaptchaScript, newVisitor, recordRequests, visitorEmail } from './forms-support';

const CONFIG_ERRORS_HEADING = 'This form cannot be sent until this is fixed:';

const menuButton = (page: Page, label: string): Locator => page.getByRole('navigation', { name: 'Editor menu' }).getByRole('button', { name: new RegExp(`^${label}`) });
const toast = (page: Page, text: string): Locator => page.getByText(text, { exact: true }).first();
/** The configuration errors the block lists for editors. */
const configErrors = (page: Page): Locator => page.locator('#editor-page').getByText(CONFIG_ERRORS_HEADING).locator('xpath=following-sibling::ul[1]').getByRole('listitem');
const fieldList = (page: Page): Locator => sidebar(page).getByRole('group', { name: 'Fields', exact: true });
const fieldItem = (page: Page, position: number): Locator => fieldList(page).getByRole('listitem').nth(position);
const successEmail = (page: Page): Locator => sidebar(page).getByRole('group', { name: 'Success email' });
const ccList = (page: Page): Locator => sidebar(page).getByRole('group', { name: 'CC addresses' });

/** Answers the next browser confirm, checking its question. */
function answerConfirm(page: Page, question: string, accept: boolean) {
  page.once('dialog', async (dialog) => {
    expect(dialog.message()).toBe(question);
    await (accept ? dialog.accept() : dialog.dismiss());
  });
}

/** Adds a field to the form through the Field list: answers its (opened) item. */
async function addField(page: Page): Promise<Locator> {
  const before = await fieldList(page).getByRole('listitem').count();
  await fieldList(page).getByRole('button', { name: 'Add field' }).click();
  const item = fieldItem(page, before);
  await expect(item.getByRole('combobox', { name: 'Type' })).toBeVisible();
  return item;
}

test('an editor builds a contact form in the sidebar panels, publishes it, and a visitor sends it past the captcha', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page);
  const id = unique('e2e-form');
  const title = `Form page ${id}`;
  const path = await createPage(page, { slug: id, title });
  const recipient = `forms.${id}@example.org`;
  const keptCc = `kept.${id}@example.org`;
  await openInEditor(page, path, title);

  await test.step('add a Contact Form through the block picker', async () => {
    await page.locator('#editor-page .cs-page-contents').click();
    await sidebar(page).getByRole('group', { name: 'Page contents' }).getByRole('button', { name: 'Add component' }).click();
    await pickerChoice(page, 'Contact Form').click();
    await expect(sidebar(page).getByRole('heading', { name: 'Contact Form' })).toBeVisible();
    await expect(configErrors(page)).toHaveText(['Identifier missing', 'Recipient missing', 'Subject missing']);
  });

  await test.step('clicking the form in select state opens the form editor', async () => {
    await sidebar(page).getByRole('button', { name: 'Close' }).click();
    await expect(sidebar(page)).toBeHidden();
    await page.locator('#editor-page').getByText(CONFIG_ERRORS_HEADING).click();
    await expect(sidebar(page).getByRole('heading', { name: 'Contact Form' })).toBeVisible();
    for (const label of ['Identifier', 'Recipient']) await expect(sidebar(page).getByRole('textbox', { name: label, exact: true })).toBeVisible();
    // The form's own subject comes first; the success email has one too.
    await expect(sidebar(page).getByRole('textbox', { name: 'Subject', exact: true })).toHaveCount(2);
    await expect(ccList(page).getByRole('button', { name: 'Add cc address' })).toBeVisible();
    await expect(successEmail(page).getByRole('combobox', { name: 'Send to the address in' })).toBeVisible();
    await expect(successEmail(page).getByRole('textbox', { name: 'Subject', exact: true })).toBeVisible();
    await expect(successEmail(page).getByRole('textbox', { name: 'Text', exact: true })).toBeVisible();
    await expectNoViolations(page, 'form editor');
  });

  await test.step('each configuration error goes once its value is filled in', async () => {
    await sidebar(page).getByRole('textbox', { name: 'Identifier', exact: true }).fill(`Mailing list ${id}`);
    await expect(configErrors(page)).toHaveText(['Recipient missing', 'Subject missing']);
    await sidebar(page).getByRole('textbox', { name: 'Recipient', exact: true }).fill(recipient);
    await expect(configErrors(page)).toHaveText(['Subject missing']);
    await sidebar(page).getByRole('textbox', { name: 'Subject', exact: true }).first().fill('New mailing list sign-up');
    await expect(page.locator('#editor-page').getByText(CONFIG_ERRORS_HEADING)).toBeHidden();
    await sidebar(page).getByRole('textbox', { name: 'Title', exact: true }).fill('Join the mailing list');
    await expect(page.locator('#editor-page').getByRole('heading', { name: 'Join the mailing list' })).toBeVisible();
  });

  await test.step('add fields through the Field list; a type change resets the name', async () => {
    const name = await addField(page);
    await expect(page.locator('#editor-page').getByText(CONFIG_ERRORS_HEADING)).toBeVisible();
    await expect(configErrors(page)).toHaveText(['All fields need names configured']);
    await name.getByRole('textbox', { name: 'Label', exact: true }).fill('Your name');
    await name.getByRole('textbox', { name: 'Name', exact: true }).fill('name');
    await name.getByRole('checkbox', { name: 'Required' }).check();
    await expect(fieldList(page).getByRole('button', { name: 'Your name', exact: true })).toBeVisible();
    await expect(page.locator('#editor-page').getByText(CONFIG_ERRORS_HEADING)).toBeHidden();

    const email = await addField(page);
    await email.getByRole('textbox', { name: 'Name', exact: true }).fill('email');
    await email.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Email' });
    await expect(email.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
    await expect(email.getByText('All fields need names configured')).toBeVisible();
    await email.getByRole('textbox', { name: 'Name', exact: true }).fill('email');
    await email.getByRole('textbox', { name: 'Label', exact: true }).fill('Email');
    await email.getByRole('checkbox', { name: 'Required' }).check();

    // A name another field has is flagged at once.
    await email.getByRole('textbox', { name: 'Name', exact: true }).fill('name');
    await expect(email.getByText('Fields cannot have duplicate names')).toBeVisible();
    await expect(configErrors(page)).toHaveText(['Fields cannot have duplicate names']);
    await email.getByRole('textbox', { name: 'Name', exact: true }).fill('email');
    await expect(page.locator('#editor-page').getByText(CONFIG_ERRORS_HEADING)).toBeHidden();
    await expect(page.locator('#editor-page').getByRole('textbox', { name: 'Email', exact: true })).toBeVisible();
    await expectNoViolations(page, 'form field editor');
  });

  await test.step('a checkbox field gets the checkbox editor', async () => {
    const box = await addField(page);
    await box.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Checkbox' });
    const editor = box.getByRole('group', { name: 'Checkbox' });
    await expect(editor).toBeVisible();
    await expect(editor.getByRole('textbox', { name: 'Label', exact: true })).toHaveAccessibleDescription('The text beside the checkbox.');
    // A checkbox always takes half the row.
    await expect(editor.getByRole('checkbox', { name: 'Half width' })).toHaveCount(0);
    await expect(editor.getByRole('textbox', { name: 'Placeholder' })).toHaveCount(0);
    await editor.getByRole('textbox', { name: 'Label', exact: true }).fill('Send me the monthly newsletter');
    await editor.getByRole('textbox', { name: 'Name', exact: true }).fill('newsletter');
    await expect(page.locator('#editor-page').getByRole('checkbox', { name: 'Send me the monthly newsletter' })).toBeVisible();
    await expectNoViolations(page, 'checkbox editor');
  });

  await test.step("the Captcha type is offered, and fixes the name 'recaptcha' and required", async () => {
    const captcha = await addField(page);
    await expect(captcha.getByRole('combobox', { name: 'Type' }).getByRole('option', { name: 'Captcha' })).toHaveCount(1);
    await captcha.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Captcha' });
    const name = captcha.getByRole('textbox', { name: 'Name', exact: true });
    await expect(name).toHaveValue('recaptcha');
    await expect(name).toHaveAttribute('readonly', '');
    await expect(captcha.getByRole('checkbox', { name: 'Required' })).toBeChecked();
    await expect(captcha.getByRole('checkbox', { name: 'Required' })).toBeDisabled();
    await expect(captcha.getByText('A captcha is always required.')).toBeVisible();
    await expect(page.locator('#editor-page').getByText('The reCAPTCHA check shows here for visitors.')).toBeVisible();
    await expect(page.locator('#editor-page').getByText(CONFIG_ERRORS_HEADING)).toBeHidden();
    await expectNoViolations(page, 'form field editor, captcha');
  });

  await test.step("removing a CC address asks 'Are you sure?': No keeps it, Yes removes it", async () => {
    await ccList(page).getByRole('button', { name: 'Add cc address' }).click();
    await ccList(page).getByRole('textbox', { name: 'CC address 1' }).fill(`gone.${id}@example.org`);
    await ccList(page).getByRole('button', { name: 'Add cc address' }).click();
    await ccList(page).getByRole('textbox', { name: 'CC address 2' }).fill(keptCc);

    answerConfirm(page, 'Are you sure?', false);
    await ccList(page).getByRole('button', { name: 'Remove CC address 1' }).click();
    await expect(ccList(page).getByRole('textbox')).toHaveCount(2);
    await expect(ccList(page).getByRole('textbox', { name: 'CC address 1' })).toHaveValue(`gone.${id}@example.org`);

    answerConfirm(page, 'Are you sure?', true);
    await ccList(page).getByRole('button', { name: 'Remove CC address 1' }).click();
    await expect(ccList(page).getByRole('textbox')).toHaveCount(1);
    await expect(ccList(page).getByRole('textbox', { name: 'CC address 1' })).toHaveValue(keptCc);
  });

  await test.step('the success email: where it goes, its text, the answers it may repeat, and a preview filled with their names', async () => {
    await successEmail(page).getByRole('combobox', { name: 'Send to the address in' }).selectOption('email');
    await successEmail(page).getByRole('textbox', { name: 'Subject', exact: true }).fill('Welcome aboard, ${name}');
    await successEmail(page).getByRole('textbox', { name: 'Text', exact: true }).fill('Hello ${name},\n\nThanks for joining our mailing list.');
    // Visitor text goes to whatever address a visitor types: only the answers ticked here are repeated.
    const notTicked = successEmail(page).getByText('name is not ticked below: it stays empty in the email.');
    await expect(notTicked).toBeVisible();
    await expect(successEmail(page).getByRole('textbox', { name: 'Text', exact: true })).toHaveAccessibleDescription(/name is not ticked below/);
    const repeated = successEmail(page).getByRole('group', { name: 'Answers the email may repeat' });
    await repeated.getByRole('checkbox', { name: 'name', exact: true }).check();
    await expect(notTicked).toBeHidden();
    await successEmail(page).getByRole('button', { name: 'Preview' }).click();
    await expect(successEmail(page).getByText('Subject: Welcome aboard, name')).toBeVisible();
    const preview = successEmail(page).locator('iframe[title="Success email preview"]').contentFrame();
    await expect(preview.locator('body')).toContainText('Hello name,');
    await expect(preview.locator('body')).toContainText('Thanks for joining our mailing list.');
    await expect(preview.locator('body')).not.toContainText('${name}');
    // The preview is the email itself, in a frame sandboxed without scripts, where axe cannot run.
    await expectNoViolations(page, 'form success email editor with its preview', { exclude: ['iframe[title="Success email preview"]'] });
  });

  await test.step('save and publish the page', async () => {
    await menuButton(page, 'Save page').click();
    await expect(toast(page, 'Page Saved')).toBeVisible();
    await publishThroughPanel(page);
    await expect(toast(page, 'Page Published')).toBeVisible();
  });

  const visitor = await newVisitor(browser);
  const requests = recordRequests(visitor);
  const captchaRequests = () => requests.filter((request) => isCaptchaScript(new URL(request.url())));
  const form = visitor.getByRole('form', { name: 'Join the mailing list' });
  const visitorName = 'Morgan';
  const visitorAddress = visitorEmail('morgan');
  const before = Date.now();

  await test.step('a visitor sees the form; the captcha script waits until they start filling it in', async () => {
    await visitor.goto(path);
    await visitor.getByRole('heading', { name: 'Join the mailing list' }).scrollIntoViewIfNeeded();
    await visitor.waitForLoadState('networkidle');
    await expect(form.getByRole('button', { name: 'Send enquiry' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'I am not a robot' })).toHaveCount(0);
    expect(captchaRequests()).toEqual([]);
    await expectNoViolations(visitor, 'the new form, idle');

    await form.getByRole('textbox', { name: 'Your name' }).fill(visitorName);
    await expect(form.getByRole('button', { name: 'I am not a robot' })).toBeVisible();
    expect(captchaRequests().length).toBeGreaterThan(0);
  });

  await test.step('the captcha is required; once passed the form is sent', async () => {
    await form.getByRole('textbox', { name: 'Email' }).fill(visitorAddress);
    await form.getByRole('checkbox', { name: 'Send me the monthly newsletter' }).check();
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    const check = form.getByRole('group', { name: 'Security check' });
    await expect(check).toHaveAccessibleDescription('Please complete the recaptcha');
    await expect(check).toBeFocused();
    await expectNoViolations(visitor, 'the new form, captcha missing');

    await form.getByRole('button', { name: 'I am not a robot' }).click();
    await expect(form.getByText('Please complete the recaptcha')).toBeHidden();
    const release = await holdSubmissions(visitor);
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(form.locator('button[type="submit"]')).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(form.locator('button[type="submit"]')).toHaveText('Success!');
    await expect(form.getByRole('status')).toHaveText('Success');
    await expect(form.getByRole('textbox', { name: 'Your name' })).toHaveValue('');
    await expectNoViolations(visitor, 'the new form, sent');
  });

  await test.step('the notification reaches the recipient (and the cc); the visitor gets the success email', async () => {
    const notification = await waitForMail(recipient, before);
    expect(notification).toContain('Subject: New mailing list sign-up');
    expect(notification).toContain(`Cc: ${keptCc}`);
    expect(notification).toContain(`Your name: ${visitorName}`);
    expect(notification).toContain(`Email: ${visitorAddress}`);
    expect(notification).toContain('Send me the monthly newsletter: Yes');
    expect(notification).not.toContain(CAPTCHA_PASS);
    const confirmation = await waitForMail(visitorAddress, before);
    expect(confirmation).toContain(`Subject: Welcome aboard, ${visitorName}`);
    expect(confirmation).toContain(`Hello ${visitorName},`);
  });
  await visitor.context().close();
});
