import type { BlockDescriptor } from '../shared/descriptor';
import { componentType, label } from './schema';

export const descriptor: BlockDescriptor = {
  componentType,
  label,
  category: 'Links and actions',
  description: 'A single text link to a page, an anchor, a file or another site.',
  icon: 'link',
  fields: [{ path: 'link', kind: 'link', label: 'Link' }],
};
