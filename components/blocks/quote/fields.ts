import type { BlockDescriptor } from '../shared/descriptor';
import { quoteFields } from '../shared/quote-fields';
import { componentType, label } from './schema';

export const descriptor: BlockDescriptor = {
  componentType,
  label,
  category: 'Text',
  description: 'A pull quote and who said it.',
  icon: 'quote',
  fields: quoteFields,
};
