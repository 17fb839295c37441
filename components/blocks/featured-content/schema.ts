import { z } from 'zod';
import { ComponentSchema } from '@/lib/content/schemas';

export const componentType = 'FeaturedContent';
export const label = 'Featured content';

const filterTag = z.string().max(181);

export const schema = ComponentSchema.extend({
  componentType: z.literal(componentType),
  heading: z.string().max(200).default('Header'),
  tagFilter: z
    .object({
      /** Tags a page must carry: any value within a category, every category across. */
      include: z.array(filterTag).max(50).default([]),
      /** Tags a page must not carry. */
      exclude: z.array(filterTag).max(50).default([]),
      /** Page ids shown first, in this order. */
      selected: z.array(z.string().max(100)).max(3).default([]),
      /** Stored as 4 (SPEC.md §9); 3 cards are requested and shown. */
      limit: z.number().int().min(1).max(4).default(4),
    })
    .default({ include: [], exclude: [], selected: [], limit: 4 }),
});
export type FeaturedContentData = z.infer<typeof schema>;
