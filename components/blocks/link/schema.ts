import { z } from 'zod';
import { ComponentSchema, LinkSchema } from '@/lib/content/schemas';
import { emptyLink } from '../shared/empty-link';

export const componentType = 'Link';
export const label = 'Link';

export const schema = ComponentSchema.extend({
  componentType: z.literal(componentType),
  link: LinkSchema.default(emptyLink),
});
export type LinkData = z.infer<typeof schema>;
