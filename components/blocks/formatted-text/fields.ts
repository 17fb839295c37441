import type { BlockDescriptor } from '../shared/descriptor';
import { maxLengthOf } from '../shared/text-limit';
import { componentType, label, schema } from './schema';

export const descriptor: BlockDescriptor = {
  componentType,
  label,
  category: 'Text',
  description: 'Plain text where blank lines make paragraphs and lines starting with ## make headings.',
  icon: 'formattedText',
  fields: [
    {
      path: 'text',
      kind: 'formattedText',
      label: 'Text',
      multiline: true,
      maxLength: maxLengthOf(schema.shape.text),
    },
  ],
};
