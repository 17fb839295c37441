import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ContactFormBlock } from '@/components/blocks/contact-form/contact-form-block';
import { descriptor } from '@/components/blocks/contact-form/fields';
import { schema } from '@/components/blocks/contact-form/schema';
import { descriptorFor } from '@/components/blocks/definitions';
import { contentRenderer } from '@/components/blocks/render-contents';
import { submitForm } from '@/components/forms/submit-form';
import { findField } from '@/editor/sidebar/resolve-field';
import { sidebarModel } from '@/editor/sidebar/sidebar-model';
import { PageSchema } from '@/lib/content/schemas';

const live = vi.hoisted(() => ({ imported: 0 }));
vi.mock('@/components/forms/submit-form', () => ({ submitForm: vi.fn(), currentSlug: () => 'contact-us' }));
vi.mock('@/components/blocks/contact-form/contact-form-live', async (original) => {
  live.imported += 1;
  return original();
});

const data = (rest: Record<string, unknown> = {}) =>
  schema.parse({
    componentType: 'ContactForm',
    key: 'form-1',
    title: 'Contact us',
    identifier: 'contact',
    recipient: '',
    subject: '',
    successMessage: 'Thanks!',
    successEmailSubject: 'We have your message',
    secondaryLink: { type: 'page', href: '/call', text: 'Call us' },
    fields: [
      { type: 'text', name: 'name', label: 'Your name', required: true },
      { type: 'text', name: 'source', label: 'Source', hidden: true, placeholder: 'web' },
      { type: 'email', name: 'name', label: 'Email' },
      { type: 'checkbox', name: '', label: '' },
    ],
    ...rest,
  });

const renderEditing = (component = data()) =>
  render(<ContactFormBlock data={component} path="contents.3" editing renderContents={contentRenderer(true)} />);
const edit = (path: string) => document.querySelector<HTMLElement>(`[data-edit="${path}"]`);

describe('the contact form in the editor', () => {
  it('lists what stops the form being sent, in a box editors can see', () => {
    renderEditing();
    const box = screen.getByText('This form cannot be sent until this is fixed:').parentElement!;
    expect(within(box).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Recipient missing',
      'Subject missing',
      'All fields need names configured',
      'Fields cannot have duplicate names',
    ]);
    // Editors see the form itself, not the visitors' apology.
    expect(screen.queryByText('This form cannot be sent at the moment. Please contact us another way.')).toBeNull();
  });

  it('never sends, and never fetches the live form', async () => {
    renderEditing(data({ recipient: 'a@example.org', subject: 'Hi', fields: [{ type: 'text', name: 'name', label: 'Your name' }] }));
    const form = document.querySelector('form')!;
    const submitEvent = new Event('submit', { bubbles: true, cancelable: true });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
      form.dispatchEvent(submitEvent);
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(submitEvent.defaultPrevented).toBe(true);
    expect(submitForm).not.toHaveBeenCalled();
    expect(live.imported).toBe(0);
  });

  it('makes every value a visitor sees clickable, each field by its place in the list', () => {
    renderEditing();
    expect(edit('contents.3.title')?.textContent).toBe('Contact us');
    expect(edit('contents.3.fields')?.dataset.editKind).toBe('list');
    const name = edit('contents.3.fields.0')!;
    expect(name.dataset.editKind).toBe('text');
    expect(within(name).getByRole('textbox').getAttribute('tabindex')).toBe('-1');
    expect(within(name).getByText('Your name')).toBeTruthy();
    expect(edit('contents.3.fields.2')?.textContent).toContain('Email');
    // An unlabelled field still has something to click.
    expect(edit('contents.3.fields.3')?.textContent).toContain('Insert Text Here');
    expect(edit('contents.3.primaryButtonText')?.textContent).toBe('Send enquiry');
    expect(edit('contents.3.secondaryLink')?.textContent).toBe('Call us');
    expect(edit('contents.3.successMessage')?.parentElement?.textContent).toBe('Success message: Thanks!');
    // Hidden fields are listed apart, to reach them; the settings too.
    expect(edit('contents.3.fields.1')?.textContent).toBe('Source');
    expect(edit('contents.3.fields.1')?.closest('form')).toBeNull();
    expect(edit('contents.3.identifier')?.textContent).toBe('contact');
    expect(edit('contents.3.recipient')?.textContent).toBe('Insert Text Here');
    expect(edit('contents.3')?.textContent).toBe('We have your message');
  });

  it('opens the form field editor for a clicked field, and the success email editor for the confirmation email', () => {
    expect(descriptorFor('ContactForm')).toBe(descriptor);
    const found = findField(descriptor.fields, 'fields.2', 'contents.3');
    expect(found).toMatchObject({ field: { kind: 'formField' }, valuePath: 'contents.3.fields.2', topPath: 'fields' });
    expect(findField(descriptor.fields, '', 'contents.3')?.field.kind).toBe('successEmail');

    const page = PageSchema.parse({ _id: 'p', domainId: 'd', slug: 'contact', contents: [...[0, 1, 2].map((i) => ({ componentType: 'Text', key: `t${i}`, text: '' })), data()] });
    const model = sidebarModel(page, { component: 'contents.3', field: 'contents.3.fields.0' }, descriptorFor)!;
    expect(model.title).toBe('Contact Form');
    expect(model.target?.field.kind).toBe('formField');
    // The fields list stays among the other fields, in the form editor's order.
    expect(model.fields.map((field) => field.path)).toEqual([
      'identifier', 'recipient', 'subject', 'ccs', 'trackInGA', 'notifyWithoutContents', 'deleteAfterDays', '', 'title', 'fields', 'primaryButtonText', 'secondaryLink', 'successMessage',
    ]);
  });
});
