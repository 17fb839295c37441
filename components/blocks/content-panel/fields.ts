import type { BlockDescriptor } from '../shared/descriptor';
import { maxNestedContents } from '../shared/content-list';
import { componentType, label } from './schema';

export const descriptor: BlockDescriptor = {
  componentType,
  label,
  category: 'Layout',
  description: 'Components on a coloured panel, rounded or from edge to edge.',
  icon: 'panel',
  fields: [
    // The panel's colour is what the block is for, so it is one of its own fields and not only a common one.
    { path: 'backgroundColour', kind: 'colour', label: 'Panel colour', shape: 'component' },
    { path: 'contents', kind: 'content', label: 'Contents', level: 'nested', max: maxNestedContents },
    { path: 'fullWidth', kind: 'checkbox', label: 'Full width', help: 'Stretch from edge to edge of the window (top-level panels only).' },
  ],
};
