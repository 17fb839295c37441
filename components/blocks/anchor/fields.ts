import type { BlockDescriptor } from '../shared/descriptor';
import { maxLengthOf } from '../shared/text-limit';
import { componentType, label, schema } from './schema';

export const descriptor: BlockDescriptor = {
  componentType,
  label,
  category: 'Links and actions',
  description: 'An invisible point on the page that anchor links can jump to.',
  icon: 'anchor',
  fields: [
    {
      path: 'id',
      kind: 'text',
      label: 'Anchor id',
      maxLength: maxLengthOf(schema.shape.id),
      help: 'Links to #this-id scroll here. Use lower-case words joined by hyphens.',
      format: 'anchorId',
    },
  ],
};
