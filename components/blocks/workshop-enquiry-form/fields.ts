import { workshopFieldNames } from '@/lib/forms/workshop-enquiry';
import type { BlockDescriptor } from '../shared/descriptor';
import { formPrivacyFields } from '../shared/form-privacy-fields';
import { maxLengthOf } from '../shared/text-limit';
import { componentType, label, maxCcs, schema } from './schema';

export const descriptor: BlockDescriptor = {
  componentType,
  label,
  category: 'Forms',
  description: 'A two-step training enquiry form that emails the enquiry and confirms it to the visitor.',
  icon: 'panel',
  fields: [
    { path: 'title', kind: 'text', label: 'Title', maxLength: maxLengthOf(schema.shape.title) },
    {
      path: 'recipient',
      kind: 'text',
      unseen: true,
      label: 'Recipient',
      help: 'The email address each enquiry is sent to.',
      placeholder: 'training@example.org',
      maxLength: maxLengthOf(schema.shape.recipient),
    },
    { path: 'subject', kind: 'text', unseen: true, label: 'Subject', help: 'Subject of the email the recipient gets.', maxLength: maxLengthOf(schema.shape.subject) },
    { path: 'ccs', kind: 'stringList', label: 'CC addresses', itemLabel: 'CC address', inputType: 'email', max: maxCcs },
    ...formPrivacyFields,
    { path: 'primaryButtonText', kind: 'text', label: 'Button text', maxLength: maxLengthOf(schema.shape.primaryButtonText) },
    { path: '', kind: 'successEmail', label: 'Success email', fixedFieldNames: workshopFieldNames },
  ],
};
