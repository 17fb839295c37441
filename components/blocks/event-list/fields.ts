import type { BlockDescriptor } from '../shared/descriptor';
import { maxLengthOf } from '../shared/text-limit';
import { componentType, label, schema } from './schema';

export const descriptor: BlockDescriptor = {
  componentType,
  label,
  category: 'Links and actions',
  description: 'Upcoming events from the ticketing site, soonest first, each with a button to book.',
  icon: 'list',
  fields: [
    {
      path: 'filter',
      kind: 'text',
      label: 'Filter events by name',
      help: 'Only events whose name contains these words are listed (capitals do not matter). Leave empty to list every upcoming event.',
      maxLength: maxLengthOf(schema.shape.filter),
    },
  ],
};
