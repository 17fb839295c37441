import { MAX_CCS, MAX_FIELDS, newFormField } from '@/lib/forms/form-config';
import type { BlockDescriptor } from '../shared/descriptor';
import { formPrivacyFields } from '../shared/form-privacy-fields';
import { maxLengthOf } from '../shared/text-limit';
import { componentType, label, schema } from './schema';

const limit = (name: keyof typeof schema.shape) => maxLengthOf(schema.shape[name]);

// The form editor: where submissions go first (SPEC.md §2 "form editor"), then what visitors see.
export const descriptor: BlockDescriptor = {
  componentType,
  label,
  category: 'Forms',
  description: 'An enquiry form that emails each submission and can confirm it to the visitor.',
  icon: 'panel',
  fields: [
    { path: 'identifier', kind: 'text', unseen: true, label: 'Identifier', help: 'Names the form in submissions and in analytics.', maxLength: limit('identifier') },
    {
      path: 'recipient',
      kind: 'text',
      unseen: true,
      label: 'Recipient',
      help: 'The email address each submission is sent to.',
      placeholder: 'enquiries@example.org',
      maxLength: limit('recipient'),
    },
    { path: 'subject', kind: 'text', unseen: true, label: 'Subject', help: 'Subject of the email the recipient gets.', maxLength: limit('subject') },
    { path: 'ccs', kind: 'stringList', label: 'CC addresses', itemLabel: 'CC address', inputType: 'email', max: MAX_CCS },
    { path: 'trackInGA', kind: 'checkbox', label: 'Track submissions in Google Analytics' },
    ...formPrivacyFields,
    { path: '', kind: 'successEmail', label: 'Success email' },
    { path: 'title', kind: 'text', label: 'Title', maxLength: limit('title') },
    {
      path: 'fields',
      kind: 'list',
      label: 'Fields',
      itemLabel: 'Field',
      item: [{ path: '', kind: 'formField', label: 'Field' }],
      newItem: newFormField,
      itemTitle: 'label',
      max: MAX_FIELDS,
    },
    { path: 'primaryButtonText', kind: 'text', label: 'Button text', maxLength: limit('primaryButtonText') },
    { path: 'secondaryLink', kind: 'link', label: 'Link beside the button' },
    {
      path: 'successMessage',
      kind: 'text',
      label: 'Success message',
      help: 'Shown to the visitor once the form is sent.',
      multiline: true,
      maxLength: limit('successMessage'),
    },
  ],
};
