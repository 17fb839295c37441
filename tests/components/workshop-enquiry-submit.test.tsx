import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as enquiry from '@/components/blocks/workshop-enquiry-form';
import { blockProps } from './block-props';

const title = 'Book training for your team';
const configured = { componentType: 'WorkshopEnquiryForm', key: 'enquiry-7', title, recipient: 'training@example.org', subject: 'Training enquiry' };

type Answer = { status: number; body: unknown };
const ok: Answer = { status: 200, body: { ok: true, submissionId: 'stored-1' } };
let answers: Answer[];
let fetchMock: ReturnType<typeof vi.fn>;
let release: (() => void) | null;

beforeEach(() => {
  answers = [];
  release = null;
  fetchMock = vi.fn(async () => {
    const answer = answers.shift() ?? ok;
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  window.history.pushState({}, '', '/training/book-a-workshop');
  window.dataLayer = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.pushState({}, '', '/');
});

const field = (label: string | RegExp) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const errorOf = (control: HTMLElement) => {
  const id = control.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const sendButton = () => screen.queryByRole('button', { name: 'Send my enquiry' });

async function renderLiveForm() {
  const data = enquiry.schema.parse({ ...configured, primaryButtonText: 'Send my enquiry' });
  render(<enquiry.Component data={data} {...blockProps('contents.0')} />);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Next' }).getAttribute('type')).toBe('submit'));
}

async function fillBothSteps() {
  fireEvent.change(field('Salutation'), { target: { value: 'Dr.' } });
  type('First name', ' Ana ');
  type('Last name', 'Lopez');
  type(/^Email/, 'ana@example.org');
  type('Confirm email', 'ana@example.org');
  type('Phone', '08 8123 4567');
  type('Mobile', '0400 333 444');
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByText('Step 2 of 2');
  fireEvent.click(screen.getByRole('radio', { name: 'Organisation' }));
  type('Organisation name', 'Harbour Health');
  fireEvent.click(screen.getByRole('checkbox', { name: 'DV-Aware' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Applied Suicide Intervention Skills Training (ASIST)' }));
  fireEvent.change(field('How did you hear about us?'), { target: { value: 'Radio' } });
  type('Preferred location of training', 'Port Adelaide');
}

const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string));

describe('sending a workshop enquiry', () => {
  it('posts the 13 values, as strings, to our own forms/submit and nowhere else', async () => {
    await renderLiveForm();
    await fillBothSteps();
    fireEvent.click(sendButton()!);
    await screen.findByText('Thank you for submitting your training enquiry.');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/forms/submit');
    expect(init.method).toBe('POST');
    const body = sentBodies()[0];
    expect(Object.keys(body).sort()).toEqual(['componentKey', 'form', 'slug', 'submissionId']);
    expect(body.slug).toBe('training/book-a-workshop');
    expect(body.componentKey).toBe('enquiry-7');
    expect(body.submissionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(body.form.values).toEqual({
      salutation: 'Dr.',
      first_name: 'Ana',
      last_name: 'Lopez',
      email: 'ana@example.org',
      email_confirm: 'ana@example.org',
      phone: '08 8123 4567',
      mobile: '0400 333 444',
      myself_org: 'Organisation',
      myself_org_title: '',
      myself_org_company: 'Harbour Health',
      lead_source: 'Radio',
      preferred_location_of_training: 'Port Adelaide',
      Interested_In: 'Applied Suicide Intervention Skills Training (ASIST);;DV-Aware',
    });
    expect(Object.values(body.form.values).every((value) => typeof value === 'string')).toBe(true);
    // Only this site is ever contacted: no customer-relationship or other host from the browser.
    for (const [address] of fetchMock.mock.calls) expect(String(address)).toMatch(/^\/api\//);
    expect(window.dataLayer).toEqual([{ event: 'formSubmission', formName: title }]);
  });

  it('shows loading while sending: the button disabled and the form busy', async () => {
    await renderLiveForm();
    await fillBothSteps();
    fetchMock.mockImplementationOnce(
      () => new Promise<Response>((resolve) => {
        release = () => resolve(new Response(JSON.stringify(ok.body), { status: 200 }));
      }),
    );
    fireEvent.click(sendButton()!);
    const busy = await screen.findByRole('button', { name: 'Sending…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('form').getAttribute('aria-busy')).toBe('true');
    fireEvent.submit(screen.getByRole('form'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    release!();
    await screen.findByText('Thank you for submitting your training enquiry.');
    expect(screen.getByRole('form').getAttribute('aria-busy')).toBeNull();
  });

  it('on success hides the button, thanks the visitor politely, and Clear Form starts afresh', async () => {
    await renderLiveForm();
    await fillBothSteps();
    fireEvent.click(sendButton()!);
    const thanks = await screen.findByText('Thank you for submitting your training enquiry.');
    expect(thanks.closest('[role="status"]')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(thanks));
    expect(sendButton()).toBeNull();
    // SPEC.md §4: success clears the form.
    expect(screen.getByRole('radio', { name: 'Organisation' })).toHaveProperty('checked', false);

    fireEvent.click(screen.getByRole('button', { name: 'Clear Form' }));
    await screen.findByText('Step 1 of 2');
    expect(screen.queryByText('Thank you for submitting your training enquiry.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear Form' })).toBeNull();
    expect(field('First name').value).toBe('');
    expect(field('Confirm email').value).toBe('');
    expect(field('First name').getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Your details'));

    // A second enquiry is a new submission.
    await fillBothSteps();
    fireEvent.click(sendButton()!);
    await screen.findByText('Thank you for submitting your training enquiry.');
    const [first, second] = sentBodies();
    expect(second.submissionId).not.toBe(first.submissionId);
  });

  it('clears success as soon as a field is edited, bringing the button back', async () => {
    await renderLiveForm();
    await fillBothSteps();
    fireEvent.click(sendButton()!);
    await screen.findByText('Thank you for submitting your training enquiry.');
    type('Preferred location of training', 'Elsewhere');
    await waitFor(() => expect(sendButton()).toBeTruthy());
    expect(screen.queryByText('Thank you for submitting your training enquiry.')).toBeNull();
  });

  it('shows the server’s message and each field message beside its field, leaving loading and success', async () => {
    await renderLiveForm();
    await fillBothSteps();
    answers.push({
      status: 400,
      body: { error: { message: 'Please check the highlighted fields.', fields: { email: 'A valid email address is required', captchaToken: 'Please try again' } } },
    });
    fireEvent.click(sendButton()!);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain('Please check the highlighted fields.'));
    expect(within(alert).getByText('Please try again')).toBeTruthy();
    expect(screen.queryByText('Thank you for submitting your training enquiry.')).toBeNull();
    // The email is on step 1: the form goes there and puts the visitor in the field.
    await screen.findByText('Step 1 of 2');
    const email = field(/^Email/);
    expect(errorOf(email)).toBe('A valid email address is required');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(email));
    // The values are all still there to correct and send again, under the same submission id.
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Step 2 of 2');
    expect(field('Organisation name').value).toBe('Harbour Health');
    fireEvent.click(sendButton()!);
    await screen.findByText('Thank you for submitting your training enquiry.');
    const [first, second] = sentBodies();
    expect(second.submissionId).toBe(first.submissionId);
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('after a failure with no field messages, says why and lets the visitor try again', async () => {
    await renderLiveForm();
    await fillBothSteps();
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch');
    });
    fireEvent.click(sendButton()!);
    const alert = screen.getByRole('alert');
    await waitFor(() => expect(alert.textContent).toBe('Your enquiry could not be sent. Please check your connection and try again.'));
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(sendButton()!.hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('form').getAttribute('aria-busy')).toBeNull();
  });
});
