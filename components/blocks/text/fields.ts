import type { BlockDescriptor } from '../shared/descriptor';
import { maxLengthOf } from '../shared/text-limit';
import { componentType, label, schema } from './schema';

export const descriptor: BlockDescriptor = {
  componentType,
  label,
  category: 'Text',
  description: 'A paragraph of plain text, with line breaks kept as typed.',
  icon: 'text',
  fields: [{ path: 'text', kind: 'text', label: 'Text', multiline: true, maxLength: maxLengthOf(schema.shape.text) }],
};
