import type { BlockDescriptor } from '../shared/descriptor';
import { maxLengthOf } from '../shared/text-limit';
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
        { path: 'quote', kind: 'text', label: 'Quote', multiline: true, maxLength: maxLengthOf(TestimonialSchema.shape.quote) },
        { path: 'quoteBy', kind: 'text', label: 'Quote by', maxLength: maxLengthOf(TestimonialSchema.shape.quoteBy) },
        { path: 'image', kind: 'image', label: 'Portrait', size: 'square' },
      ],
      newItem: () => TestimonialSchema.parse({}),
      itemTitle: 'quoteBy',
      max: maxItems,
    },
  ],
};
