import type { BlockDescriptor } from '../shared/descriptor';
import { componentType, label } from './schema';

export const descriptor: BlockDescriptor = {
  componentType,
  label,
  category: 'Links and actions',
  description: 'Cards of the pages with chosen tags, which visitors filter by category, sort and page through.',
  icon: 'list',
  fields: [{ path: '', kind: 'hubBaseFilters', label: 'Hub base filters', help: 'The hub only ever lists published pages that match every base filter.' }],
};
