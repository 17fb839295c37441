import type { BlockDescriptor } from '../shared/descriptor';
import { maxLengthOf } from '../shared/text-limit';
import { componentType, label, schema } from './schema';

export const descriptor: BlockDescriptor = {
  componentType,
  label,
  category: 'Text',
  description: 'A pull quote and who said it.',
  icon: 'quote',
  fields: [
    { path: 'quote', kind: 'text', label: 'Quote', multiline: true, maxLength: maxLengthOf(schema.shape.quote) },
    { path: 'quoteBy', kind: 'text', label: 'Quote by', maxLength: maxLengthOf(schema.shape.quoteBy) },
  ],
};
