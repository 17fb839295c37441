import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { descriptor } from '@/components/blocks/contact-form/fields';
import type { FieldDescriptor, FormFieldField, ListField } from '@/components/blocks/shared/descriptor';
import { FormsConfigProvider } from '@/components/forms/forms-config';
import { FieldEditor } from '@/editor/fields';
import { FormFieldEditor } from '@/editor/fields/form-field-editor';
import type { FieldContext } from '@/editor/fields/types';
import { FormFieldSchema, type FormField } from '@/lib/forms/form-config';
import { getAtPath, setAtPath } from '@/lib/content/value-at-path';
import { hostFor, pageContext } from './field-test-support';

const formField: FormFieldField = { path: '', kind: 'formField', label: 'Field' };
const fieldsList = descriptor.fields.find((field) => field.path === 'fields') as ListField;
const make = (values: Partial<FormField>) => FormFieldSchema.parse(values);

const form = (fields: FormField[]) => ({ componentType: 'ContactForm', key: 'form-1', fields });

/** The form field editor for `value`, as the sidebar shows it, with or without a reCAPTCHA site key. */
function renderEditor(value: FormField, options: { siteKey?: string; context?: FieldContext } = {}) {
  const { Host, last, changes } = hostFor(FormFieldEditor, formField, options.context ?? pageContext());
  render(
    <FormsConfigProvider config={{ recaptchaSiteKey: options.siteKey }}>
      <Host initial={value} />
    </FormsConfigProvider>,
  );
  return { last: () => last() as FormField, changes };
}

const typeSelect = () => screen.getByLabelText('Type') as HTMLSelectElement;
const offeredTypes = () => Array.from(typeSelect().options, (option) => option.text);

describe('form field editor', () => {
  afterEach(() => vi.restoreAllMocks());

  it('edits label, name, placeholder, the rules and the max length', () => {
    const { last } = renderEditor(make({ type: 'text', name: 'first', label: 'First name' }));
    fireEvent.change(screen.getByLabelText('Label'), { target: { value: 'Given name' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'given_name' } });
    fireEvent.change(screen.getByLabelText('Placeholder'), { target: { value: 'e.g. Sam' } });
    fireEvent.click(screen.getByLabelText('Required'));
    fireEvent.click(screen.getByLabelText('Half width'));
    fireEvent.change(screen.getByLabelText('Max length'), { target: { value: '40' } });
    expect(last()).toEqual(make({ type: 'text', label: 'Given name', name: 'given_name', placeholder: 'e.g. Sam', required: true, halfWidth: true, maxLength: 40 }));
    fireEvent.change(screen.getByLabelText('Max length'), { target: { value: '' } });
    expect(last().maxLength).toBeUndefined();
    fireEvent.click(screen.getByLabelText('Hidden'));
    expect(last().hidden).toBe(true);
    expect(screen.getByText('A hidden field sends this value with every submission.')).toBeTruthy();
  });

  it('keeps what it can of a stored field the schema refuses', () => {
    const { last } = renderEditor({ type: 'email', name: 'email', label: 'x'.repeat(400), required: true, extra: 'kept' } as unknown as FormField);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('email');
    expect((screen.getByLabelText('Type') as HTMLSelectElement).value).toBe('email');
    fireEvent.click(screen.getByLabelText('Half width'));
    expect(last()).toMatchObject({ type: 'email', name: 'email', required: true, halfWidth: true, extra: 'kept' });
  });

  it('resets the name when the type changes', () => {
    const { last } = renderEditor(make({ type: 'text', name: 'contact', label: 'Contact' }));
    fireEvent.change(typeSelect(), { target: { value: 'email' } });
    expect(last()).toMatchObject({ type: 'email', name: '', label: 'Contact' });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    expect(screen.getByText('All fields need names configured')).toBeTruthy();
  });

  it('offers Captcha only with a site key; a captcha is named recaptcha and always required', () => {
    renderEditor(make({ type: 'text', name: 'a' }));
    expect(offeredTypes()).toEqual(['Text', 'Text area', 'Select', 'Checkbox', 'Email', 'Multiple choice', 'Phone', 'Date']);
    expect(screen.getByText('Captcha is offered once a reCAPTCHA site key is configured.')).toBeTruthy();
  });

  it('with a site key, turns a field into a captcha with its fixed name, required and read-only', () => {
    const { last } = renderEditor(make({ type: 'text', name: 'a', label: 'Check' }), { siteKey: 'key' });
    expect(offeredTypes()).toContain('Captcha');
    fireEvent.change(typeSelect(), { target: { value: 'captcha' } });
    expect(last()).toMatchObject({ type: 'captcha', name: 'recaptcha', required: true });
    const name = screen.getByLabelText('Name') as HTMLInputElement;
    expect(name.value).toBe('recaptcha');
    expect(name.readOnly).toBe(true);
    const requiredBox = screen.getByLabelText('Required') as HTMLInputElement;
    expect(requiredBox.checked).toBe(true);
    expect(requiredBox.disabled).toBe(true);
    expect(screen.queryByLabelText('Hidden')).toBeNull();
    expect(screen.queryByLabelText('Placeholder')).toBeNull();
  });

  it('is the checkbox editor for a checkbox: its text, name, required and hidden, nothing else', () => {
    renderEditor(make({ type: 'checkbox', name: 'consent', label: 'I agree' }));
    expect(screen.getByRole('group', { name: 'Checkbox' })).toBeTruthy();
    expect((screen.getByLabelText('Label') as HTMLInputElement).value).toBe('I agree');
    expect(screen.getByText('The text beside the checkbox.')).toBeTruthy();
    for (const shown of ['Name', 'Required', 'Hidden']) expect(screen.getByLabelText(shown)).toBeTruthy();
    for (const absent of ['Placeholder', 'Max length', 'Half width']) expect(screen.queryByLabelText(absent)).toBeNull();
    expect(screen.queryByRole('group', { name: 'Options' })).toBeNull();
  });

  it('edits the options of a select: add, reorder, and remove only after Are you sure?', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { last } = renderEditor(make({ type: 'select', name: 'topic', options: ['Training', 'Support'] }));
    const options = screen.getByRole('group', { name: 'Options' });
    fireEvent.click(within(options).getByRole('button', { name: 'Add option' }));
    fireEvent.change(within(options).getByLabelText('Option 3'), { target: { value: 'Other' } });
    expect(last().options).toEqual(['Training', 'Support', 'Other']);
    fireEvent.click(within(options).getByRole('button', { name: 'Move up: Option 3' }));
    expect(last().options).toEqual(['Training', 'Other', 'Support']);
    fireEvent.click(within(options).getByRole('button', { name: 'Remove Option 1' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure?');
    expect(last().options).toEqual(['Training', 'Other', 'Support']);
    fireEvent.click(within(options).getByRole('button', { name: 'Remove Option 1' }));
    expect(last().options).toEqual(['Other', 'Support']);
  });

  it('warns about a name another field of the form has, and about characters a name cannot hold', () => {
    const email = make({ type: 'email', name: 'email', label: 'Email' });
    const other = make({ type: 'text', name: 'name', label: 'Name' });
    render(<SidebarHost contents={[form([other, email])]} path="contents.0.fields.1" />);
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Fields cannot have duplicate names')).toBeNull();
    fireEvent.change(name, { target: { value: 'name' } });
    expect(screen.getByText('Fields cannot have duplicate names')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(name, { target: { value: 'e mail' } });
    expect(screen.getByText('Use only letters, digits, _ and - in a name.')).toBeTruthy();
  });

  it('finds the other fields from inside the fields list too', () => {
    const fields = [make({ type: 'text', name: 'same' }), make({ type: 'text', name: 'same' })];
    const context = pageContext([form(fields)], 'contents.0.fields.1');
    render(<FieldEditor id="f1" field={formField} value={getAtPath(context.page, 'contents.0.fields.1')} onChange={vi.fn()} context={context} />);
    expect(screen.getByText('Fields cannot have duplicate names')).toBeTruthy();
  });
});

describe('the fields list (items edited whole, at path "")', () => {
  it('titles items by label and edits one field in place, through the form field editor', () => {
    const fields = [make({ type: 'text', name: 'a', label: 'Your name' }), make({ type: 'email', name: 'b', label: 'Email' })];
    const { Host, last } = hostFor(FieldEditorHost, fieldsList as FieldDescriptor);
    render(<Host initial={fields} />);
    fireEvent.click(screen.getByRole('button', { name: 'Email' }));
    fireEvent.change(screen.getAllByLabelText('Type')[0], { target: { value: 'phone' } });
    expect(last()).toEqual([fields[0], { ...fields[1], type: 'phone', name: '' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Add field' }));
    expect((last() as FormField[])[2]).toEqual(make({ type: 'text' }));
  });
});

/** The editor as the sidebar shows a clicked field: its value read from the page, each change written back into it. */
function SidebarHost({ contents, path }: { contents: unknown[]; path: string }) {
  const [page, setPage] = useState(() => pageContext(contents).page);
  const context = { ...pageContext(), page, componentPath: 'contents.0' };
  return <FieldEditor id="f1" field={formField} value={getAtPath(page, path)} onChange={(value) => setPage(setAtPath(page, path, value))} context={context} />;
}

function FieldEditorHost(props: Parameters<typeof FieldEditor>[0]) {
  return <FieldEditor {...props} />;
}
