import { z } from 'zod';
import { ComponentSchema } from '@/lib/content/schemas';
import { contentList } from './content-list';

export const componentType = 'GenericPage';
export const label = 'Generic Page';

export const schema = ComponentSchema.extend({
  componentType: z.literal(componentType),
  /** Optional: without it the block is only its contents. */
  header: z
    .object({
      title: z.string().max(300).default(''),
      description: z.string().max(2000).default(''),
    })
    .optional(),
  contents: contentList(200),
});
export type GenericPageData = z.infer<typeof schema>;
