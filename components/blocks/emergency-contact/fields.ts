import type { BlockDescriptor } from '../shared/descriptor';
import { maxLengthOf } from '../shared/text-limit';
import { componentType, label, schema } from './schema';

const { header, subHeading, phoneNumber, emergencyInfo } = schema.shape;

export const descriptor: BlockDescriptor = {
  componentType,
  label,
  category: 'Support',
  description: 'Who to call right now: a heading, a large phone button and two links.',
  icon: 'phone',
  fields: [
    { path: 'header', kind: 'text', label: 'Heading', maxLength: maxLengthOf(header) },
    { path: 'subHeading', kind: 'text', label: 'Sub-heading', multiline: true, maxLength: maxLengthOf(subHeading) },
    {
      path: 'phoneNumber',
      kind: 'text',
      label: 'Phone number',
      maxLength: maxLengthOf(phoneNumber),
      help: 'As people say it, e.g. 13 11 14; the spaces guide how it is read aloud.',
    },
    {
      path: 'contactId',
      kind: 'crisisContact',
      label: 'Crisis contact',
      help: 'A contact from the register in Site settings: visitors see its number as published there. The phone number above is used when none is chosen.',
    },
    { path: 'emergencyInfo', kind: 'text', label: 'Emergency information', multiline: true, maxLength: maxLengthOf(emergencyInfo) },
    { path: 'linkOne', kind: 'link', label: 'First link' },
    { path: 'linkTwo', kind: 'link', label: 'Second link' },
  ],
};
