import { z } from 'zod';
import { ComponentSchema, emptyLink, LinkSchema } from '@/lib/content/schemas';

export { emptyLink };

export const schema = ComponentSchema.extend({
  componentType: z.literal('Link'),
  link: LinkSchema.default(emptyLink),
});
export type LinkData = z.infer<typeof schema>;
