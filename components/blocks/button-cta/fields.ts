import type { BlockDescriptor } from '../shared/descriptor';
import { componentType, label } from './schema';

export const descriptor: BlockDescriptor = {
  componentType,
  label,
  category: 'Links and actions',
  description: 'One large, centred call to action on a band of its own.',
  icon: 'button',
  fields: [
    { path: 'link', kind: 'link', label: 'Link' },
    { path: 'notPrimary', kind: 'checkbox', label: 'Outlined', help: 'A less prominent, outlined button.' },
    { path: 'secondary', kind: 'checkbox', label: 'Secondary colour' },
  ],
};
