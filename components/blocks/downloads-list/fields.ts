import type { BlockDescriptor } from '../shared/descriptor';
import { maxLengthOf } from '../shared/text-limit';
import { componentType, DownloadSchema, label, maxDownloads, schema } from './schema';

export const descriptor: BlockDescriptor = {
  componentType,
  label,
  category: 'Links and actions',
  description: 'Documents to download (leaflets, reports, forms), each with its type and size so people know what they get.',
  icon: 'list',
  fields: [
    { path: 'heading', kind: 'text', label: 'Heading', maxLength: maxLengthOf(schema.shape.heading) },
    {
      path: 'items',
      kind: 'list',
      label: 'Documents',
      itemLabel: 'Document',
      item: [
        { path: 'document', kind: 'link', label: 'Document' },
        { path: 'description', kind: 'text', label: 'Description', multiline: true, maxLength: maxLengthOf(DownloadSchema.shape.description) },
      ],
      newItem: () => DownloadSchema.parse({ document: { type: 'file', href: '', text: '' } }),
      itemTitle: 'document.text',
      max: maxDownloads,
    },
  ],
};
