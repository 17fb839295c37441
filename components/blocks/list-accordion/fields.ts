import type { BlockDescriptor } from '../shared/descriptor';
import { maxNestedContents } from '../shared/content-list';
import { maxLengthOf } from '../shared/text-limit';
import { accordionItemSchema, componentType, label, maxItems } from './schema';

export const descriptor: BlockDescriptor = {
  componentType,
  label,
  category: 'Layout',
  description: 'Headed items that each open to show their own components, an image and a link.',
  icon: 'accordion',
  fields: [
    {
      path: 'items',
      kind: 'list',
      label: 'Items',
      itemLabel: 'Item',
      item: [
        { path: 'header', kind: 'text', label: 'Header', maxLength: maxLengthOf(accordionItemSchema.shape.header) },
        { path: 'image', kind: 'image', label: 'Image', size: 'media' },
        // A panel this narrow has no room for columns or a whole section.
        { path: 'contents', kind: 'content', label: 'Contents', level: 'nested', max: maxNestedContents },
        { path: 'link', kind: 'link', label: 'Link' },
      ],
      newItem: () => accordionItemSchema.parse({}),
      itemTitle: 'header',
      max: maxItems,
    },
  ],
};
