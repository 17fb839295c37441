import { z } from 'zod';
import { ComponentSchema, LinkSchema } from '@/lib/content/schemas';
import { emptyLink } from '../shared/empty-link';

export const componentType = 'DownloadsList';
export const label = 'Downloads List';
export const maxDownloads = 30;

export const DownloadSchema = z.object({
  /** Usually a document from the library (type 'file'); any link may stand here. */
  document: LinkSchema.default(emptyLink),
  description: z.string().max(500).default(''),
});

export const schema = ComponentSchema.extend({
  componentType: z.literal(componentType),
  heading: z.string().max(200).default(''),
  items: z.array(DownloadSchema).max(maxDownloads).default([]),
});
export type DownloadsListData = z.infer<typeof schema>;
