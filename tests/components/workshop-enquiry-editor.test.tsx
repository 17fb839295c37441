import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as enquiry from '@/components/blocks/workshop-enquiry-form';
import { findField } from '@/editor/sidebar/resolve-field';
import { blockProps } from './block-props';

const configured = { componentType: 'WorkshopEnquiryForm', key: 'enquiry-3', recipient: 'training@example.org', subject: 'Training enquiry' };
const data = (extra: Record<string, unknown> = {}) => enquiry.schema.parse({ ...configured, ...extra });
const edited = (path: string) => document.querySelector<HTMLElement>(`[data-edit="${path}"]`);

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: true, submissionId: 'x' }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function renderEditing(extra: Record<string, unknown> = {}) {
  render(<enquiry.Component data={data(extra)} {...blockProps('contents.1', true)} />);
  // The live form replaces the server's rendering once its code has loaded.
  await act(async () => {
    await import('@/components/blocks/workshop-enquiry-form/enquiry-form');
  });
}

describe('the workshop enquiry form in the editor', () => {
  it('shows both steps at once, the title and button text editable in place', async () => {
    await renderEditing({ primaryButtonText: 'Send it' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Your details', 'About the training']);
    expect(screen.queryByText(/Step \d of \d/)).toBeNull();
    expect(edited('contents.1.title')?.textContent).toBe('Workshop Enquiry Form');
    expect(edited('contents.1.title')?.dataset.editKind).toBe('text');
    const button = screen.getByRole('button', { name: 'Send it' });
    expect(button.dataset.edit).toBe('contents.1.primaryButtonText');
    expect(button.dataset.editKind).toBe('text');
  });

  it('offers Edit form config and Edit success email config, each opening this component’s settings', async () => {
    await renderEditing();
    const formConfig = screen.getByRole('button', { name: 'Edit form config' });
    const successConfig = screen.getByRole('button', { name: 'Edit success email config' });
    expect(formConfig.dataset.edit).toBe('contents.1.recipient');
    expect(formConfig.dataset.editKind).toBe('text');
    expect(successConfig.dataset.edit).toBe('contents.1');
    // The sidebar resolves a clicked path, relative to the component, to the field it edits.
    expect(findField(enquiry.descriptor.fields, 'recipient')?.field.kind).toBe('text');
    expect(findField(enquiry.descriptor.fields, '')?.field.kind).toBe('successEmail');
    // Where enquiries go is shown to editors, each value clickable.
    expect(edited('contents.1.recipient')?.textContent).toBe('training@example.org');
    expect(edited('contents.1.subject')?.textContent).toBe('Training enquiry');
  });

  it('never sends, even when every field is valid', async () => {
    await renderEditing();
    const form = screen.getByRole('form');
    const send = screen.getByRole('button', { name: 'Send enquiry' });
    expect(send.getAttribute('type')).toBe('submit');
    const values: Record<string, string> = {
      first_name: 'Ana', last_name: 'Lopez', email: 'ana@example.org', email_confirm: 'ana@example.org', phone: '0400 111 222', mobile: '0400 333 444',
    };
    for (const [name, value] of Object.entries(values)) fireEvent.change(form.querySelector(`[name="${name}"]`)!, { target: { value } });
    fireEvent.click(within(form).getByRole('radio', { name: 'Myself' }));
    fireEvent.change(within(form).getByLabelText('Job title', { exact: false }), { target: { value: 'Nurse' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'DV-Aware' }));
    fireEvent.submit(form);
    fireEvent.click(send);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(within(form).queryByText('This field is required')).toBeNull();
  });

  it('names what is missing when the form cannot be sent, its button kept only to edit its text', async () => {
    await renderEditing({ recipient: '', subject: ' ' });
    expect(screen.getByText('Recipient missing')).toBeTruthy();
    expect(screen.getByText('Subject missing')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Send enquiry' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.dataset.edit).toBe('contents.1.primaryButtonText');
    fireEvent.click(button);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(edited('contents.1.recipient')?.textContent).toBe('Insert Text Here');
    expect(screen.queryByText('This form cannot be sent at the moment. Please contact us another way.')).toBeNull();
  });
});

describe('the workshop enquiry form for visitors', () => {
  it('says only that it cannot be sent when its configuration is incomplete', () => {
    render(<enquiry.Component data={data({ subject: '' })} {...blockProps('contents.1')} />);
    expect(screen.getByText('This form cannot be sent at the moment. Please contact us another way.')).toBeTruthy();
    expect(screen.queryByText('Subject missing')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('Edit form config')).toBeNull();
  });

  it('never puts the recipient or editor links on a visitor’s page', async () => {
    const { container } = render(<enquiry.Component data={data()} {...blockProps('contents.1')} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' }).getAttribute('type')).toBe('submit'));
    expect(container.innerHTML).not.toContain('training@example.org');
    expect(container.innerHTML).not.toContain('Training enquiry');
    expect(screen.queryByText('Edit form config')).toBeNull();
  });

  it('is rendered on the server as the first step, whose Next posts the step (without the script) and is kept for the live form', () => {
    const box = document.createElement('div');
    box.innerHTML = renderToStaticMarkup(<enquiry.Component data={data()} {...blockProps('contents.1')} />);
    expect(box.textContent).toContain('Step 1 of 2');
    expect(box.textContent).toContain('First name');
    const submits = [...box.querySelectorAll('button[type="submit"]')];
    expect(submits.map((button) => [button.textContent, button.getAttribute('name'), button.getAttribute('value')])).toEqual([['Next', 'enquiry-go', 'next']]);
    expect(submits[0].hasAttribute('data-goes-on')).toBe(true);
    // Which form it is, for the post: the component's key.
    expect(box.querySelector<HTMLInputElement>('input[type="hidden"][name="form-key"]')?.value).toBe(data().key);
    expect(box.innerHTML).not.toContain('training@example.org');
  });
});
