import type { BlockDescriptor } from '../shared/descriptor';
import { maxLengthOf } from '../shared/text-limit';
import { componentType, iconListItemSchema, label, maxItems } from './schema';

export const descriptor: BlockDescriptor = {
  componentType,
  label,
  category: 'Text',
  description: 'A list of short points, each with a tick.',
  icon: 'list',
  fields: [
    {
      path: 'items',
      kind: 'list',
      label: 'Points',
      itemLabel: 'Point',
      item: [{ path: 'text', kind: 'text', label: 'Text', maxLength: maxLengthOf(iconListItemSchema.shape.text) }],
      newItem: () => iconListItemSchema.parse({}),
      itemTitle: 'text',
      max: maxItems,
    },
  ],
};
