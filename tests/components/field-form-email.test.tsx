import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StringListField, SuccessEmailField } from '@/components/blocks/shared/descriptor';
import { callApi } from '@/lib/api/client';
import { StringListFieldEditor } from '@/editor/fields/string-list-field-editor';
import { SuccessEmailFieldEditor } from '@/editor/fields/success-email-field-editor';
import { FormsConfigProvider } from '@/components/forms/forms-config';
import { hostFor, renderField } from './field-test-support';

vi.mock('@/lib/api/client', async (original) => ({
  ...(await original<typeof import('@/lib/api/client')>()),
  callApi: vi.fn(),
}));

const ccs: StringListField = { path: 'ccs', kind: 'stringList', label: 'CC addresses', itemLabel: 'CC address', inputType: 'email', max: 3 };
const successEmail: SuccessEmailField = { path: '', kind: 'successEmail', label: 'Success email' };

describe('string list (cc addresses)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('adds, edits and, up to its maximum, adds again', () => {
    const { Host, last } = hostFor(StringListFieldEditor, ccs);
    render(<Host initial={['a@example.org']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add cc address' }));
    fireEvent.change(screen.getByLabelText('CC address 2'), { target: { value: 'b@example.org' } });
    expect(last()).toEqual(['a@example.org', 'b@example.org']);
    fireEvent.click(screen.getByRole('button', { name: 'Add cc address' }));
    expect((screen.getByRole('button', { name: 'Add cc address' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks Are you sure? before removing an address, and keeps it when the answer is no', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { onChange } = renderField(ccs, ['a@example.org', 'b@example.org']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove CC address 1' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure?');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove CC address 1' }));
    expect(onChange).toHaveBeenCalledWith(['b@example.org']);
  });

  it('warns about an address that does not look valid, without refusing it', () => {
    renderField(ccs, ['a@example.org', 'not an address', '']);
    const bad = screen.getByLabelText('CC address 2');
    expect(bad.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(bad.getAttribute('aria-describedby')!)?.textContent).toBe('This does not look like an email address.');
    expect(screen.getByLabelText('CC address 1').getAttribute('aria-invalid')).toBeNull();
    // An empty entry is unfinished, not wrong.
    expect(screen.getByLabelText('CC address 3').getAttribute('aria-invalid')).toBeNull();
  });
});

describe('success email editor', () => {
  const preview = vi.mocked(callApi);
  beforeEach(() => preview.mockReset());

  const component = {
    componentType: 'ContactForm',
    key: 'form-1',
    title: 'Contact us',
    successEmailSubject: 'Thanks ${first_name}',
    successEmailText: 'Hello ${first_name},\nWe will write to ${email}.',
    submitterEmailField: '',
    successEmailFields: ['first_name', 'email'],
    fields: [
      { type: 'text', name: 'first_name', label: 'First name' },
      { type: 'email', name: 'email', label: 'Email' },
      { type: 'email', name: 'work_email', label: 'Work email' },
      { type: 'captcha', name: 'recaptcha', label: '' },
      { type: 'text', name: '', label: 'Unnamed' },
    ],
  };

  it("edits the subject, text and submitter field of the component, keeping the rest of it", () => {
    const { Host, last } = hostFor(SuccessEmailFieldEditor, successEmail);
    render(<Host initial={component} />);
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Thank you' } });
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'Hi ${first_name}' } });
    const submitter = screen.getByLabelText('Send to the address in') as HTMLSelectElement;
    expect(Array.from(submitter.options, (option) => option.text)).toEqual(['No confirmation email', 'email', 'work_email']);
    fireEvent.change(submitter, { target: { value: 'work_email' } });
    expect(last()).toEqual({ ...component, successEmailSubject: 'Thank you', successEmailText: 'Hi ${first_name}', submitterEmailField: 'work_email' });
  });

  it('lists the placeholders it can fill, and warns about one no field provides', () => {
    renderField(successEmail, { ...component, successEmailText: 'Hello ${first_name} ${surname}' });
    expect(screen.getByText("Put what a visitor entered into the email by writing a field's name like this: ${first_name}, ${email}.")).toBeTruthy();
    expect(screen.getByText('No field is named surname: it stays empty in the email.')).toBeTruthy();
  });

  it('repeats only the answers ticked: a placeholder of another field is flagged until it is ticked', () => {
    const { Host, last } = hostFor(SuccessEmailFieldEditor, successEmail);
    render(<Host initial={{ ...component, successEmailText: 'Hello ${first_name}, from ${work_email}' }} />);
    const text = screen.getByLabelText('Text');
    expect(screen.getByText('work_email is not ticked below: it stays empty in the email.')).toBeTruthy();
    expect(text.getAttribute('aria-describedby')).toContain('-not-repeated');
    const repeated = screen.getByRole('group', { name: 'Answers the email may repeat' });
    expect(within(repeated).getAllByRole('checkbox').map((box) => box.parentElement!.textContent)).toEqual(['first_name', 'email', 'work_email']);
    expect(within(repeated).getByText(/never a message box/)).toBeTruthy();
    fireEvent.click(within(repeated).getByRole('checkbox', { name: 'work_email' }));
    expect(last()).toMatchObject({ successEmailFields: ['first_name', 'email', 'work_email'] });
    expect(screen.queryByText(/is not ticked below/)).toBeNull();
    fireEvent.click(within(repeated).getByRole('checkbox', { name: 'first_name' }));
    expect(last()).toMatchObject({ successEmailFields: ['email', 'work_email'] });
  });

  it('offers the fixed field names of a form whose fields are built in', () => {
    renderField({ ...successEmail, fixedFieldNames: ['first_name', 'email'] }, { successEmailText: '' });
    expect(screen.getByText('Tick an answer below to put what a visitor entered into the email.')).toBeTruthy();
    const submitter = screen.getByLabelText('Send to the address in') as HTMLSelectElement;
    expect(Array.from(submitter.options, (option) => option.value)).toEqual(['', 'first_name', 'email']);
    expect(within(screen.getByRole('group', { name: 'Answers the email may repeat' })).getAllByRole('checkbox')).toHaveLength(2);
  });

  it('says when visitors will get no confirmation: no captcha on the site, or none on the form', () => {
    const { Host } = hostFor(SuccessEmailFieldEditor, successEmail);
    const { unmount } = render(<Host initial={component} />);
    expect(screen.getByText('This site has no captcha set up, so visitors get no confirmation email.')).toBeTruthy();
    unmount();
    const withKey = (initial: Record<string, unknown>) => (
      <FormsConfigProvider config={{ recaptchaSiteKey: 'site-key' }}>
        <Host initial={initial} />
      </FormsConfigProvider>
    );
    const withCaptcha = render(withKey(component));
    expect(screen.queryByText(/no confirmation email|only from a form with a captcha/)).toBeNull();
    withCaptcha.unmount();
    render(withKey({ ...component, fields: component.fields.filter((field) => field.type !== 'captcha') }));
    expect(screen.getByText('Visitors get this email only from a form with a captcha: add a Captcha field to the form.')).toBeTruthy();
  });

  it('previews the email with each placeholder filled with its name, in a sandboxed frame', async () => {
    preview.mockResolvedValueOnce({ html: '<p>Hello first_name,<br>We will write to email.</p>', flagged: false });
    renderField(successEmail, component);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Preview' })));
    expect(preview).toHaveBeenCalledWith('forms/getSuccessEmailPreview', {
      body: { text: component.successEmailText, values: { first_name: 'first_name', email: 'email' } },
    });
    const frame = screen.getByTitle('Success email preview') as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe('<p>Hello first_name,<br>We will write to email.</p>');
    expect(screen.getByText('Subject: Thanks first_name')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('flags a preview that contains the word error', async () => {
    preview.mockResolvedValueOnce({ html: '<p>An error occurred</p>', flagged: true });
    renderField(successEmail, component);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Preview' })));
    expect(screen.getByRole('alert').textContent).toBe('This preview contains the word "error". Check the email text before publishing.');
  });

  it("shows the server's message when no preview can be made", async () => {
    const { ApiError } = await vi.importActual<typeof import('@/lib/api/client')>('@/lib/api/client');
    preview.mockRejectedValueOnce(new ApiError(429, { code: 'rate_limited', message: 'Too many requests, try again in a minute' }));
    renderField(successEmail, component);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Preview' })));
    expect(screen.getByRole('alert').textContent).toBe('Too many requests, try again in a minute');
    expect(screen.queryByTitle('Success email preview')).toBeNull();
    expect(within(screen.getByRole('group', { name: 'Success email' })).getByRole('button', { name: 'Preview' })).toBeTruthy();
  });
});
