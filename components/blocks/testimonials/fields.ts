import type { BlockDescriptor } from '../shared/descriptor';
import { quoteFields } from '../shared/quote-fields';
import { componentType, label, maxItems, TestimonialSchema } from './schema';

export const descriptor: BlockDescriptor = {
  componentType,
  label,
  category: 'Support',
  description: 'Quotes from people the charity has supported, one at a time in a carousel.',
  icon: 'testimonials',
  fields: [
    {
      path: 'items',
      kind: 'list',
      label: 'Testimonials',
      itemLabel: 'Testimonial',
      item: [
        ...quoteFields,
        { path: 'image', kind: 'image', label: 'Portrait', size: 'square' },
      ],
      newItem: () => TestimonialSchema.parse({}),
      itemTitle: 'quoteBy',
      max: maxItems,
    },
  ],
};
