import { z } from 'zod';
import { ComponentSchema, ImageSchema, LinkSchema } from '@/lib/content/schemas';
import { illustrationField } from '../shared/illustration-field';
import { emptyLink } from '../shared/empty-link';
import { contentList } from '../shared/content-list';

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
