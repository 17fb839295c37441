import type { BlockDescriptor } from '../shared/descriptor';
import { buttonFields } from '../shared/button-fields';
import { componentType, label } from './schema';

export const descriptor: BlockDescriptor = {
  componentType,
  label,
  category: 'Links and actions',
  description: 'A link styled as a button, for an action in the flow of the page.',
  icon: 'button',
  fields: buttonFields,
};
