import type { BlockDescriptor } from '../shared/descriptor';
import { maxNestedContents } from '../shared/content-list';
import { maxLengthOf } from '../shared/text-limit';
import { componentType, label, schema } from './schema';

export const descriptor: BlockDescriptor = {
  componentType,
  label,
  category: 'Layout',
  description: 'A titled section of the page holding its own components.',
  icon: 'title',
  fields: [
    { path: 'title', kind: 'text', label: 'Title', maxLength: maxLengthOf(schema.shape.title) },
    { path: 'contents', kind: 'content', label: 'Contents', level: 'section', max: maxNestedContents },
    {
      path: 'fullWidth',
      kind: 'checkbox',
      label: 'Full width',
      help: 'With a background colour: stretch from edge to edge of the window (top-level areas only).',
    },
  ],
};
