import type { BlockDescriptor } from '../shared/descriptor';
import { maxLengthOf } from '../shared/text-limit';
import { componentType, label, maxContents, schema } from './schema';

const header = schema.shape.header.unwrap().shape;

export const descriptor: BlockDescriptor = {
  componentType,
  label,
  category: 'Layout',
  description: 'A section with an optional title and description above its own list of components.',
  icon: 'section',
  // A whole page section: only in the page's own list.
  placement: 'page',
  fields: [
    { path: 'header.title', kind: 'text', label: 'Title', maxLength: maxLengthOf(header.title) },
    { path: 'header.description', kind: 'text', label: 'Description', multiline: true, maxLength: maxLengthOf(header.description) },
    // Sections do not nest: one inside another would repeat the page's own structure.
    { path: 'contents', kind: 'content', label: 'Contents', level: 'section', max: maxContents },
  ],
};
