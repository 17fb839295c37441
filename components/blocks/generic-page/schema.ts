import { z } from 'zod';
import { ComponentSchema } from '@/lib/content/schemas';
import { contentList } from '../shared/content-list';

export const componentType = 'GenericPage';
export const label = 'Generic Page';

/** A section can hold as many components as a page. */
export const maxContents = 200;

export const schema = ComponentSchema.extend({
  componentType: z.literal(componentType),
  /** Optional: without it the block is only its contents. */
  header: z
    .object({
      title: z.string().max(300).default(''),
      description: z.string().max(2000).default(''),
    })
    .optional(),
  contents: contentList(maxContents),
});
export type GenericPageData = z.infer<typeof schema>;
