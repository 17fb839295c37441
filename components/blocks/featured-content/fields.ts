import type { BlockDescriptor } from '../shared/descriptor';
import { maxLengthOf } from '../shared/text-limit';
import { componentType, label, schema } from './schema';

export const descriptor: BlockDescriptor = {
  componentType,
  label,
  category: 'Links and actions',
  description: 'A heading and up to three cards for events and courses, found by their tags or chosen by hand.',
  icon: 'panel',
  fields: [
    { path: 'heading', kind: 'text', label: 'Heading', maxLength: maxLengthOf(schema.shape.heading) },
    {
      path: 'tagFilter',
      kind: 'tagFilter',
      label: 'Filters',
      help: 'Cards show published pages with the included tags and none of the excluded ones; chosen pages come first. Only 3 event cards are shown.',
      maxSelected: 3,
    },
  ],
};
