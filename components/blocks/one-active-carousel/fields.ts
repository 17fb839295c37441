import type { BlockDescriptor } from '../shared/descriptor';
import { componentType, label, maxItems, slideSchema } from './schema';

export const descriptor: BlockDescriptor = {
  componentType,
  label,
  category: 'Media',
  description: 'Square images in a carousel, the active one centred with its neighbours peeking in.',
  icon: 'carousel',
  fields: [
    {
      path: 'slides',
      kind: 'list',
      label: 'Slides',
      itemLabel: 'Slide',
      item: [{ path: 'image', kind: 'image', label: 'Image', size: 'carousel' }],
      newItem: () => slideSchema.parse({}),
      max: maxItems,
    },
  ],
};
