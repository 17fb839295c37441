import type { BlockDescriptor } from '../shared/descriptor';
import { maxLengthOf } from '../shared/text-limit';
import { componentType, label, schema } from './schema';

export const descriptor: BlockDescriptor = {
  componentType,
  label,
  category: 'Media',
  description: 'A place on a map with its title, description and address.',
  icon: 'map',
  fields: [
    { path: '', kind: 'mapAddress', label: 'Address', help: 'Finding an address moves the map to it.' },
    { path: 'title', kind: 'text', label: 'Title', maxLength: maxLengthOf(schema.shape.title) },
    { path: 'description', kind: 'text', label: 'Description', multiline: true, maxLength: maxLengthOf(schema.shape.description) },
  ],
};
