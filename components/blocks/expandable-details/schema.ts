import { z } from 'zod';
import { ComponentSchema, ImageSchema, LinkSchema } from '@/lib/content/schemas';
import { illustrationField } from '../illustrated-focus-area/schema';
import { emptyLink } from '../link/schema';
import { contentList } from '../generic-page/content-list';

export const componentType = 'ExpandableDetails';
export const label = 'Expandable Details';

export const schema = ComponentSchema.extend({
  componentType: z.literal(componentType),
  header: z.string().max(300).default(''),
  /** SPEC.md gives the default as 'None'; names are kept lower case, so it is stored as 'none'. */
  illustration: illustrationField,
  /** Shown instead of the illustration when both are set. */
  image: ImageSchema.optional(),
  link: LinkSchema.default(emptyLink),
  /** The details behind 'Read more'. */
  contents: contentList(),
});
export type ExpandableDetailsData = z.infer<typeof schema>;
