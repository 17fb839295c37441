import type { BlockDescriptor } from '../shared/descriptor';
import { maxLengthOf } from '../shared/text-limit';
import { componentType, label, schema } from './schema';

export const descriptor: BlockDescriptor = {
  componentType,
  label,
  category: 'Support',
  description: 'A short statement beside a calm illustration.',
  icon: 'illustration',
  fields: [
    { path: 'illustration', kind: 'illustration', label: 'Illustration' },
    { path: 'title', kind: 'text', label: 'Title', maxLength: maxLengthOf(schema.shape.title) },
    { path: 'description', kind: 'text', label: 'Description', multiline: true, maxLength: maxLengthOf(schema.shape.description) },
  ],
};
