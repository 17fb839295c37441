import type { BlockDescriptor } from '../shared/descriptor';
import { maxNestedContents } from '../shared/content-list';
import { maxLengthOf } from '../shared/text-limit';
import { componentType, label, schema } from './schema';

export const descriptor: BlockDescriptor = {
  componentType,
  label,
  category: 'Layout',
  description: "A heading with a picture and a link, and more details behind a 'Read more' button.",
  icon: 'details',
  fields: [
    { path: 'header', kind: 'text', label: 'Heading', maxLength: maxLengthOf(schema.shape.header) },
    { path: 'illustration', kind: 'illustration', label: 'Illustration', help: 'Shown when there is no image.' },
    { path: 'image', kind: 'image', label: 'Image', size: 'square' },
    { path: 'link', kind: 'link', label: 'Link' },
    { path: 'contents', kind: 'content', label: 'Details', level: 'nested', max: maxNestedContents },
  ],
};
