import type { BlockDescriptor } from '../shared/descriptor';
import { componentType, label } from './schema';

export const descriptor: BlockDescriptor = {
  componentType,
  label,
  category: 'Links and actions',
  description: 'A link styled as a button, for an action in the flow of the page.',
  icon: 'button',
  fields: [
    { path: 'link', kind: 'link', label: 'Link' },
    { path: 'notPrimary', kind: 'checkbox', label: 'Outlined', help: 'A less prominent, outlined button.' },
    { path: 'secondary', kind: 'checkbox', label: 'Secondary colour' },
  ],
};
