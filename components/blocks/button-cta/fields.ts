import type { BlockDescriptor } from '../shared/descriptor';
import { buttonFields } from '../shared/button-fields';
import { componentType, label } from './schema';

export const descriptor: BlockDescriptor = {
  componentType,
  label,
  category: 'Links and actions',
  description: 'One large, centred call to action on a band of its own.',
  icon: 'button',
  fields: buttonFields,
};
