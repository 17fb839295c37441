import type { BlockDescriptor } from '../shared/descriptor';
import { maxLengthOf } from '../shared/text-limit';
import { componentType, label, schema } from './schema';

export const descriptor: BlockDescriptor = {
  componentType,
  label,
  category: 'Text',
  description: 'Text with headings, lists, links and emphasis.',
  icon: 'richText',
  fields: [{ path: 'text', kind: 'richText', label: 'Text', maxLength: maxLengthOf(schema.shape.text) }],
};
