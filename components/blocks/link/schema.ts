import { z } from 'zod';
import { ComponentSchema, LinkSchema } from '@/lib/content/schemas';

export const emptyLink = { type: 'page', href: '', text: '' } as const;

export const schema = ComponentSchema.extend({
  componentType: z.literal('Link'),
  link: LinkSchema.default(emptyLink),
});
export type LinkData = z.infer<typeof schema>;
