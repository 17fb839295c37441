import type { BlockDescriptor } from '../shared/descriptor';
import { captionIconChoices } from './caption-icon-names';
import { componentType, label } from './schema';

export const descriptor: BlockDescriptor = {
  componentType,
  label,
  category: 'Media',
  description: 'An image with an optional caption; with a video it plays in an overlay.',
  icon: 'image',
  fields: [
    { path: 'image', kind: 'image', label: 'Image', size: 'media' },
    { path: 'video', kind: 'video', label: 'Video', help: 'A YouTube or Vimeo video played from the image.' },
    { path: 'caption', kind: 'link', label: 'Caption', help: 'The caption links somewhere when it has an address.' },
    { path: 'caption.icon', kind: 'select', label: 'Caption icon', options: [{ value: '', label: 'No icon' }, ...captionIconChoices] },
  ],
};
