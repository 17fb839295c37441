import type { BlockDescriptor } from '../shared/descriptor';
import { maxNestedContents } from '../shared/content-list';
import { componentType, label } from './schema';

// A column is too narrow for another pair of columns or a whole page section.
const columnBlacklist = ['SplitContent', 'GenericPage'];

export const descriptor: BlockDescriptor = {
  componentType,
  label,
  category: 'Layout',
  description: 'Two columns of components, side by side on larger screens and stacked on phones.',
  icon: 'columns',
  fields: [
    { path: '', kind: 'splitLayout', label: 'Layout' },
    { path: 'left', kind: 'content', label: 'Left column', blacklist: columnBlacklist, max: maxNestedContents },
    { path: 'right', kind: 'content', label: 'Right column', blacklist: columnBlacklist, max: maxNestedContents },
  ],
};
