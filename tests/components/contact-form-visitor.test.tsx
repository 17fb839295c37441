import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactFormBlock } from '@/components/blocks/contact-form/contact-form-block';
import { ContactFormLive } from '@/components/blocks/contact-form/contact-form-live';
import { contactFormModel } from '@/components/blocks/contact-form/contact-form-model';
import { supportsDateInput } from '@/components/blocks/contact-form/input-mask';
import { schema } from '@/components/blocks/contact-form/schema';
import styles from '@/components/blocks/contact-form/contact-form.styles';
import { contentRenderer } from '@/components/blocks/render-contents';
import { trackFormSubmission } from '@/components/forms/analytics';
import { FormsConfigProvider } from '@/components/forms/forms-config';
import { submitForm, type SubmitOutcome } from '@/components/forms/submit-form';

vi.mock('@/components/forms/submit-form', () => ({ submitForm: vi.fn(), currentSlug: () => 'contact-us' }));
vi.mock('@/components/forms/analytics', () => ({ trackFormSubmission: vi.fn() }));
vi.mock('@/components/blocks/contact-form/input-mask', async (original) => ({
  ...(await original<typeof import('@/components/blocks/contact-form/input-mask')>()),
  supportsDateInput: vi.fn(() => true),
}));

const submit = vi.mocked(submitForm);
const required = 'This field is required';

type FieldInput = Record<string, unknown>;
const formData = (fields: FieldInput[], rest: Record<string, unknown> = {}) =>
  schema.parse({
    componentType: 'ContactForm',
    key: 'form-1',
    identifier: 'general-enquiry',
    recipient: 'hello@example.org',
    subject: 'Website enquiry',
    title: 'Contact us',
    successMessage: 'Thanks, we will be in touch.',
    fields,
    ...rest,
  });

const withConfig = (children: ReactNode, recaptchaSiteKey?: string) => <FormsConfigProvider config={{ recaptchaSiteKey }}>{children}</FormsConfigProvider>;

/** The live form, as the loader hands it over: straight away, nothing typed yet. */
function renderLive(fields: FieldInput[], rest: Record<string, unknown> = {}, siteKey?: string) {
  const model = contactFormModel(formData(fields, rest), 'contents.0', false);
  return render(withConfig(<ContactFormLive model={model} start={{ values: {}, engaged: false, submit: false }} />, siteKey));
}

/** The control labelled `label`; a required field's label also holds its (hidden) asterisk. */
const control = (label: string) => screen.getByLabelText((text) => text.replace(/\s*\*$/, '') === label);
const button = () => screen.getByRole('button', { name: /Send enquiry|Success!/ });
const send = () => fireEvent.click(button());
const type = (label: string, value: string) => fireEvent.change(control(label), { target: { value } });
const sentValues = (call = -1) => submit.mock.calls.at(call)![0].form.values;

const nameField = { type: 'text', name: 'name', label: 'Your name', required: true };
const emailField = { type: 'email', name: 'email', label: 'Email', required: true, halfWidth: true };

beforeEach(() => {
  submit.mockReset();
  submit.mockResolvedValue({ ok: true, submissionId: 'saved' });
  vi.mocked(trackFormSubmission).mockClear();
  vi.mocked(supportsDateInput).mockReturnValue(true);
});
afterEach(() => vi.useRealTimers());

describe('the visitor form: fields', () => {
  const everyType: FieldInput[] = [
    { type: 'text', name: 'name', label: 'Name', required: true },
    { type: 'textArea', name: 'message', label: 'Message', required: true },
    { type: 'select', name: 'topic', label: 'Topic', options: ['Training', 'Support'], required: true },
    { type: 'checkbox', name: 'consent', label: 'I agree to be contacted', required: true },
    { type: 'email', name: 'email', label: 'Email', required: true },
    { type: 'multipleChoice', name: 'days', label: 'Days', options: ['Mon', 'Tue'], required: true },
    { type: 'phone', name: 'phone', label: 'Phone', required: true },
    { type: 'date', name: 'when', label: 'Preferred date', required: true },
    { type: 'captcha', name: 'recaptcha', label: 'Security check', required: true },
  ];

  it('renders every field type with its label, a hidden asterisk and required on the control', () => {
    renderLive(everyType, {}, 'site-key');
    for (const label of ['Name', 'Message', 'Topic', 'I agree to be contacted', 'Email', 'Phone', 'Preferred date']) {
      const box = control(label);
      expect(box.hasAttribute('required'), label).toBe(true);
      expect(box.getAttribute('aria-required'), label).toBe('true');
      const asterisk = document.querySelector(`label[for="${box.id}"] [aria-hidden="true"]`);
      expect(asterisk?.textContent?.trim(), label).toBe('*');
    }
    expect(control('Message').tagName).toBe('TEXTAREA');
    expect(control('Topic').tagName).toBe('SELECT');
    expect(control('I agree to be contacted').getAttribute('type')).toBe('checkbox');
    expect(control('Email').getAttribute('type')).toBe('email');
    expect(control('Phone').getAttribute('inputmode')).toBe('tel');
    expect(control('Preferred date').getAttribute('type')).toBe('date');
    const days = screen.getByRole('group', { name: /Days/ });
    expect(within(days).getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual(['Mon', 'Tue']);
    expect(days.querySelector('legend [aria-hidden="true"]')?.textContent?.trim()).toBe('*');
    expect(screen.getByRole('group', { name: 'Security check' })).toBeTruthy();
  });

  it('leaves hidden fields out, and the captcha too when no site key is configured', () => {
    renderLive([nameField, { type: 'text', name: 'source', label: 'Source', hidden: true, placeholder: 'web' }, { type: 'captcha', name: 'recaptcha', label: 'Check' }]);
    expect(screen.queryByLabelText('Source')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Check' })).toBeNull();
  });

  it('starts a select without a placeholder on its first option, and gives one with a placeholder an empty first option', async () => {
    renderLive([
      { type: 'select', name: 'topic', label: 'Topic', options: ['Training', 'Support'] },
      { type: 'select', name: 'region', label: 'Region', options: ['North', 'South'], placeholder: 'Choose a region' },
    ]);
    expect((control('Topic') as HTMLSelectElement).value).toBe('Training');
    const region = control('Region') as HTMLSelectElement;
    expect(region.value).toBe('');
    expect(Array.from(region.options, (option) => [option.value, option.text])).toEqual([
      ['', 'Choose a region'],
      ['North', 'North'],
      ['South', 'South'],
    ]);
    send();
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(sentValues()).toEqual({ topic: 'Training', region: '' });
  });

  it('lays the phone number out as #### ### ###', () => {
    renderLive([{ type: 'phone', name: 'phone', label: 'Phone' }]);
    type('Phone', '0412345678');
    expect((control('Phone') as HTMLInputElement).value).toBe('0412 345 678');
    type('Phone', '(04) 1234-5678 99');
    expect((control('Phone') as HTMLInputElement).value).toBe('0412 345 678');
  });

  it('sends a date as dd/mm/yyyy, from the date picker or, without one, typed through the mask', async () => {
    renderLive([{ type: 'date', name: 'when', label: 'Date' }]);
    type('Date', '2025-03-01');
    send();
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(sentValues()).toEqual({ when: '01/03/2025' });
  });

  it('types a date through ##/##/#### where the browser has no date input', async () => {
    vi.mocked(supportsDateInput).mockReturnValue(false);
    renderLive([{ type: 'date', name: 'when', label: 'Date' }]);
    const date = control('Date') as HTMLInputElement;
    expect(date.type).toBe('text');
    expect(date.placeholder).toBe('DD/MM/YYYY');
    type('Date', '01032025');
    expect(date.value).toBe('01/03/2025');
    send();
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(sentValues()).toEqual({ when: '01/03/2025' });
  });

  it('joins multiple choice answers with ;;', async () => {
    renderLive([{ type: 'multipleChoice', name: 'days', label: 'Days', options: ['Mon', 'Tue', 'Wed'] }]);
    fireEvent.click(control('Wed'));
    fireEvent.click(control('Mon'));
    send();
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(sentValues()).toEqual({ days: 'Wed;;Mon' });
  });

  it('gives half-width fields half the row and the others the whole row', () => {
    renderLive([nameField, emailField, { type: 'checkbox', name: 'consent', label: 'Agree' }]);
    const box = (label: string) => control(label).closest(`.${styles.field}`)!;
    expect(box('Your name').classList.contains(styles.full)).toBe(true);
    expect(box('Email').classList.contains(styles.full)).toBe(false);
    expect(box('Agree').classList.contains(styles.full)).toBe(false);
  });
});

describe('the visitor form: validation', () => {
  it('shows each SPEC.md message under its field, linked and marked invalid, and focuses the first field in error', async () => {
    renderLive(
      [
        { type: 'text', name: 'nickname', label: 'Nickname' },
        nameField,
        emailField,
        { type: 'text', name: 'short', label: 'Short answer', maxLength: 5 },
        { type: 'text', name: 'long', label: 'Long answer' },
        { type: 'checkbox', name: 'consent', label: 'I agree', required: true },
        { type: 'multipleChoice', name: 'days', label: 'Days', options: ['Mon'], required: true },
      ],
      {},
    );
    type('Email', 'not-an-email');
    type('Short answer', 'abcdefg');
    type('Long answer', 'x'.repeat(501));
    send();
    await waitFor(() => expect(document.activeElement).toBe(control('Your name')));
    const messageOf = (label: string) => {
      const box = control(label);
      expect(box.getAttribute('aria-invalid'), label).toBe('true');
      return document.getElementById(box.getAttribute('aria-describedby')!)?.textContent;
    };
    expect(messageOf('Your name')).toBe(required);
    expect(messageOf('Email')).toBe('A valid email address is required');
    expect(messageOf('Short answer')).toBe('This field cannot exceed 5 characters');
    expect(messageOf('Long answer')).toBe('This field is too long');
    expect(messageOf('I agree')).toBe(required);
    const days = screen.getByRole('group', { name: /Days/ });
    expect(document.getElementById(days.getAttribute('aria-describedby')!)?.textContent).toBe(required);
    expect(control('Nickname').hasAttribute('aria-invalid')).toBe(false);
    expect(submit).not.toHaveBeenCalled();
  });

  it('checks again as the visitor corrects a field', async () => {
    renderLive([nameField]);
    send();
    await screen.findByText(required);
    type('Your name', 'Sam');
    await waitFor(() => expect(screen.queryByText(required)).toBeNull());
    expect(control('Your name').hasAttribute('aria-invalid')).toBe(false);
  });
});

describe('the visitor form: sending', () => {
  it('is busy while sending, then reads Success!, announces the success message, clears the form and tracks it', async () => {
    let answer!: (outcome: SubmitOutcome) => void;
    submit.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderLive([nameField, emailField, { type: 'select', name: 'topic', label: 'Topic', options: ['A', 'B'] }], { trackInGA: true });
    type('Your name', '  Sam  ');
    type('Email', 'sam@example.org');
    fireEvent.change(control('Topic'), { target: { value: 'B' } });
    send();
    await waitFor(() => expect(button().hasAttribute('disabled')).toBe(true));
    expect(button().getAttribute('aria-busy')).toBe('true');
    const request = submit.mock.calls[0][0];
    expect(request).toMatchObject({ slug: 'contact-us', componentKey: 'form-1', form: { values: { name: 'Sam', email: 'sam@example.org', topic: 'B' } } });
    expect(request.submissionId).toMatch(/^[0-9a-f-]{36}$/);
    await act(async () => answer({ ok: true, submissionId: 'saved' }));
    expect(button().textContent).toBe('Success!');
    expect(button().hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('Thanks, we will be in touch.');
    expect((control('Your name') as HTMLInputElement).value).toBe('');
    expect((control('Email') as HTMLInputElement).value).toBe('');
    expect((control('Topic') as HTMLSelectElement).value).toBe('A');
    expect(trackFormSubmission).toHaveBeenCalledWith('general-enquiry');
  });

  it('does not track a form that is not tracked', async () => {
    renderLive([nameField]);
    type('Your name', 'Sam');
    send();
    await screen.findByText('Success!');
    expect(trackFormSubmission).not.toHaveBeenCalled();
  });

  it('does nothing when Send is pressed again after a success: no required errors, the thank-you stays', async () => {
    renderLive([nameField, emailField]);
    type('Your name', 'Sam');
    type('Email', 'sam@example.org');
    send();
    await screen.findByText('Success!');
    expect(button().getAttribute('aria-disabled')).toBe('true');
    send();
    await act(async () => undefined);
    expect(screen.queryByText(required)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Thanks, we will be in touch.');
    expect(submit).toHaveBeenCalledTimes(1);
    type('Your name', 'Alex');
    expect(button().hasAttribute('aria-disabled')).toBe(false);
  });

  it('clears the success as soon as a field is edited', async () => {
    renderLive([nameField]);
    type('Your name', 'Sam');
    send();
    await screen.findByText('Success!');
    type('Your name', 'A');
    expect(button().textContent).toBe('Send enquiry');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it("shows the server's message and each field message beside its field, keeping the values and the submission id", async () => {
    submit.mockResolvedValueOnce({
      ok: false,
      message: 'Please check the highlighted fields',
      fields: { email: 'A valid email address is required', source: 'This field is required' },
    });
    renderLive([nameField, emailField]);
    type('Your name', 'Sam');
    type('Email', 'sam@example.org');
    send();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Please check the highlighted fields');
    // A message for a field the visitor cannot see is listed with the server's message.
    expect(within(alert).getByText('This field is required')).toBeTruthy();
    const email = control('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe('A valid email address is required');
    expect(document.activeElement).toBe(email);
    expect((control('Your name') as HTMLInputElement).value).toBe('Sam');
    expect(button().textContent).toBe('Send enquiry');

    send();
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(2));
    expect(submit.mock.calls[1][0].submissionId).toBe(submit.mock.calls[0][0].submissionId);
    await screen.findByText('Success!');
    expect(screen.queryByRole('alert')).toBeNull();

    type('Your name', 'Alex');
    type('Email', 'alex@example.org');
    send();
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(3));
    expect(submit.mock.calls[2][0].submissionId).not.toBe(submit.mock.calls[0][0].submissionId);
  });

  it('cannot be sent with a configuration error, and tells visitors so without naming it', () => {
    renderLive([nameField], { recipient: '' });
    expect(button().hasAttribute('disabled')).toBe(true);
    const note = screen.getByText('This form cannot be sent at the moment. Please contact us another way.');
    expect(button().getAttribute('aria-describedby')).toBe(note.id);
    expect(document.body.textContent).not.toContain('Recipient missing');
  });
});

describe('the block for visitors', () => {
  const renderBlock = (fields: FieldInput[], rest: Record<string, unknown> = {}) =>
    render(withConfig(<ContactFormBlock data={formData(fields, rest)} path="contents.2" editing={false} renderContents={contentRenderer(false)} />));

  // The form's view is its own download (next/dynamic): fetched once here, so every test meets the form at once.
  beforeAll(async () => {
    const { unmount } = renderBlock([nameField]);
    await screen.findByRole('button', { name: 'Send enquiry' });
    unmount();
  });

  it('names the form by its title and shows the secondary link beside the button', () => {
    renderBlock([nameField], { secondaryLink: { type: 'page', href: '/call', text: 'Call us instead' } });
    const form = screen.getByRole('form', { name: 'Contact us' });
    expect(within(form).getByRole('link', { name: 'Call us instead' }).getAttribute('href')).toBe('/call');
    expect(within(form).getByRole('button', { name: 'Send enquiry' })).toBeTruthy();
    expect(document.querySelector('[data-edit]')?.getAttribute('data-edit')).toBe('contents.2.title');
  });

  it('hands over to the live form, keeping what was typed, and sends a submit made before the code arrived', async () => {
    renderBlock([nameField, { type: 'checkbox', name: 'consent', label: 'I agree' }]);
    type('Your name', 'Sam');
    fireEvent.click(control('I agree'));
    send();
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(sentValues()).toEqual({ name: 'Sam', consent: true });
  });

  it('uses the default button text when the configured one is blank', () => {
    renderBlock([nameField], { primaryButtonText: ' ' });
    expect(screen.getByRole('button', { name: 'Send enquiry' })).toBeTruthy();
  });
});
