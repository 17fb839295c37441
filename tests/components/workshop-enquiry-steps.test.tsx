import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as enquiry from '@/components/blocks/workshop-enquiry-form';
import { blockProps } from './block-props';

const configured = { componentType: 'WorkshopEnquiryForm', key: 'enquiry-1', recipient: 'training@example.org', subject: 'Training enquiry' };

async function renderLiveForm(data: Record<string, unknown> = {}) {
  const parsed = enquiry.schema.parse({ ...configured, ...data });
  const view = render(<enquiry.Component data={parsed} {...blockProps('contents.2')} />);
  // The server's rendering shows first; the live form takes over once its code has loaded.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Next' }).getAttribute('type')).toBe('submit'));
  return view;
}

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const errorOf = (control: HTMLElement) => {
  const id = control.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

function fillDetails() {
  type('First name', 'Ana');
  type('Last name', 'Lopez');
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ana@example.org' } });
  type('Confirm email', 'ana@example.org');
  type('Phone', '0400 111 222');
  type('Mobile', '0400 333 444');
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('WorkshopEnquiryForm schema', () => {
  it('defaults the title, button text and submitter email field, and holds at most 10 cc addresses', () => {
    const parsed = enquiry.schema.parse({ componentType: 'WorkshopEnquiryForm', key: 'k' });
    expect(parsed).toMatchObject({
      title: 'Workshop Enquiry Form',
      recipient: '',
      subject: '',
      ccs: [],
      primaryButtonText: 'Send enquiry',
      submitterEmailField: 'email',
      successEmailSubject: '',
      successEmailText: '',
    });
    const ccs = (count: number) => ({ ...configured, ccs: Array.from({ length: count }, (_, i) => `cc${i}@example.org`) });
    expect(enquiry.schema.safeParse(ccs(10)).success).toBe(true);
    expect(enquiry.schema.safeParse(ccs(11)).success).toBe(false);
  });

  it('describes its fields for the editor, the success email with the form’s fixed field names', () => {
    const kinds = enquiry.descriptor.fields.map((f) => [f.path, f.kind]);
    expect(kinds).toEqual([
      ['title', 'text'],
      ['recipient', 'text'],
      ['subject', 'text'],
      ['ccs', 'stringList'],
      ['notifyWithoutContents', 'checkbox'],
      ['deleteAfterDays', 'number'],
      ['primaryButtonText', 'text'],
      ['', 'successEmail'],
    ]);
    expect(enquiry.descriptor.fields.find((f) => f.kind === 'stringList')).toMatchObject({ itemLabel: 'CC address', inputType: 'email', max: 10 });
    const successEmail = enquiry.descriptor.fields.find((f) => f.kind === 'successEmail');
    expect(successEmail).toMatchObject({ label: 'Success email' });
    expect(successEmail?.kind === 'successEmail' && successEmail.fixedFieldNames).toContain('Interested_In');
  });
});

describe('the workshop enquiry form, step 1', () => {
  it('shows the title, Step 1 of 2 and the details fields with visible labels, required ones marked', async () => {
    await renderLiveForm();
    const form = screen.getByRole('form', { name: 'Workshop Enquiry Form' });
    expect(within(form).getByRole('heading', { level: 2 }).textContent).toBe('Workshop Enquiry Form');
    expect(within(form).getByText('Step 1 of 2')).toBeTruthy();
    expect(within(form).getByRole('heading', { level: 3 }).textContent).toBe('Your details');

    const salutation = field('Salutation') as unknown as HTMLSelectElement;
    expect(Array.from(salutation.options, (o) => o.text)).toEqual(['--None--', 'Miss', 'Mrs.', 'Ms.', 'Mr.', 'Dr.', 'Prof.', 'MP']);
    expect(salutation.required).toBe(false);
    for (const label of ['First name', 'Last name', 'Confirm email', 'Phone', 'Mobile']) expect(field(label).required, label).toBe(true);
    expect(field('Phone').inputMode).toBe('tel');
    expect(field('Mobile').type).toBe('tel');
    expect(screen.getByLabelText(/^Email/).getAttribute('type')).toBe('email');
    // The asterisk is for sighted visitors; screen readers hear 'required' from the control.
    const asterisk = screen.getByText('First name').querySelector('[aria-hidden="true"]');
    expect(asterisk?.textContent?.trim()).toBe('*');
    expect(within(form).queryByLabelText(/Who is the training for/)).toBeNull();
  });

  it('does not move on until step 1 is valid, with every message under its field and focus on the first', async () => {
    await renderLiveForm();
    next();
    await waitFor(() => expect(errorOf(field('First name'))).toBe('This field is required'));
    expect(field('First name').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(field('Last name'))).toBe('This field is required');
    expect(errorOf(screen.getByLabelText(/^Email/))).toBe('A valid email address is required');
    expect(errorOf(field('Confirm email'))).toBe('A valid email address is required');
    expect(errorOf(field('Phone'))).toBe('This field is required');
    expect(errorOf(field('Mobile'))).toBe('This field is required');
    expect(field('Salutation').getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field('First name')));
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('limits first name to 40 and last name to 80 characters, and checks both emails', async () => {
    await renderLiveForm();
    fillDetails();
    type('First name', 'x'.repeat(41));
    type('Last name', 'y'.repeat(81));
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'not-an-email' } });
    next();
    await waitFor(() => expect(errorOf(field('First name'))).toBe('This field cannot exceed 40 characters'));
    expect(errorOf(field('Last name'))).toBe('This field cannot exceed 80 characters');
    expect(errorOf(screen.getByLabelText(/^Email/))).toBe('A valid email address is required');
    expect(errorOf(field('Confirm email'))).toBe('This field must match the email address');

    // Each message goes as soon as its field is put right.
    type('First name', 'x'.repeat(40));
    await waitFor(() => expect(errorOf(field('First name'))).toBeUndefined());
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ana@example.org' } });
    await waitFor(() => expect(errorOf(field('Confirm email'))).toBeUndefined());
    type('Confirm email', 'someone@example.org');
    next();
    await waitFor(() => expect(errorOf(field('Confirm email'))).toBe('This field must match the email address'));
  });
});

describe('the workshop enquiry form, step 2', () => {
  async function toStepTwo() {
    await renderLiveForm();
    fillDetails();
    next();
    await screen.findByText('Step 2 of 2');
  }

  it('moves to step 2 with focus on its heading, and Back keeps what was typed', async () => {
    await toStepTwo();
    const heading = screen.getByRole('heading', { level: 3 });
    expect(heading.textContent).toBe('About the training');
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.queryByLabelText('First name', { exact: false })).toBeNull();
    expect(within(screen.getByRole('group', { name: /Who is the training for/ })).getAllByRole('radio')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByText('Step 1 of 2');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Your details'));
    expect(field('First name').value).toBe('Ana');
    expect(field('Confirm email').value).toBe('ana@example.org');
  });

  it('offers the courses, lead sources and Myself / Organisation, and requires an answer and a course', async () => {
    await toStepTwo();
    const courses = screen.getByRole('group', { name: /Which training are you interested in\?/ });
    expect(within(courses).getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual([
      'Accidental Counsellor',
      'Applied Suicide Intervention Skills Training (ASIST)',
      'DV-Aware',
      'Managing Challenging Interactions',
      'Mental Health First Aid - Standard',
      'Mental Health Wellbeing',
      'Suicide Protect',
    ]);
    const leadSource = field('How did you hear about us?') as unknown as HTMLSelectElement;
    expect(Array.from(leadSource.options, (o) => o.text)).toEqual([
      '--None--', 'Online search', 'Social media', 'Word of mouth', 'Previous participant recommended it', 'My organisation recommended it', 'Radio', 'Other',
    ]);
    expect(field('Preferred location of training').required).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    const myself = screen.getByRole('radio', { name: 'Myself' });
    await waitFor(() => expect(errorOf(myself)).toBe('This field is required'));
    expect(myself.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(within(courses).getAllByRole('checkbox')[0])).toBe('This field is required');
    await waitFor(() => expect(document.activeElement).toBe(myself));
    // Neither conditional field shows, or is required, before the question is answered.
    expect(screen.queryByLabelText('Job title', { exact: false })).toBeNull();
    expect(screen.queryByLabelText('Organisation name', { exact: false })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a job title only for Myself, and an organisation name only for Organisation', async () => {
    await toStepTwo();
    fireEvent.click(screen.getByRole('checkbox', { name: 'DV-Aware' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Myself' }));
    expect(field('Job title').required).toBe(true);
    expect(screen.queryByLabelText('Organisation name', { exact: false })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(errorOf(field('Job title'))).toBe('This field is required'));
    await waitFor(() => expect(document.activeElement).toBe(field('Job title')));

    fireEvent.click(screen.getByRole('radio', { name: 'Organisation' }));
    expect(screen.queryByLabelText('Job title', { exact: false })).toBeNull();
    expect(errorOf(field('Organisation name'))).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(errorOf(field('Organisation name'))).toBe('This field is required'));
    type('Organisation name', 'z'.repeat(41));
    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(errorOf(field('Organisation name'))).toBe('This field cannot exceed 40 characters'));
    type('Preferred location of training', 'p'.repeat(81));
    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(errorOf(field('Preferred location of training'))).toBe('This field cannot exceed 80 characters'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes back to step 1 when a details field fails on send', async () => {
    await toStepTwo();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByText('Step 1 of 2');
    type('Mobile', 'm'.repeat(41));
    next();
    await waitFor(() => expect(errorOf(field('Mobile'))).toBe('This field cannot exceed 40 characters'));
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
  });
});
