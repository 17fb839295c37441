import type { BlockDescriptor } from '../shared/descriptor';
import { maxNestedContents } from '../shared/content-list';
import { componentType, label } from './schema';


export const descriptor: BlockDescriptor = {
  componentType,
  label,
  category: 'Layout',
  description: 'Two columns of components, side by side on larger screens and stacked on phones.',
  icon: 'columns',
  // A column or a panel is too narrow for another pair of columns.
  placement: 'section',
  fields: [
    { path: '', kind: 'splitLayout', label: 'Layout' },
    { path: 'left', kind: 'content', label: 'Left column', level: 'nested', max: maxNestedContents },
    { path: 'right', kind: 'content', label: 'Right column', level: 'nested', max: maxNestedContents },
  ],
};
