import { z } from 'zod';
import { ComponentSchema, LinkSchema } from '@/lib/content/schemas';
import { emptyLink } from '../link/schema';

export const schema = ComponentSchema.extend({
  componentType: z.literal('Button'),
  link: LinkSchema.default(emptyLink),
  /** Outlined instead of filled, for a less prominent action. */
  notPrimary: z.boolean().default(false),
  /** The secondary colour. */
  secondary: z.boolean().default(false),
});
export type ButtonData = z.infer<typeof schema>;
