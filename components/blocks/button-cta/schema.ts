import { z } from 'zod';
import { ComponentSchema, LinkSchema } from '@/lib/content/schemas';
import { emptyLink } from '../shared/empty-link';

export const componentType = 'ButtonCta';
export const label = 'Button Call to Action';

export const schema = ComponentSchema.extend({
  componentType: z.literal(componentType),
  link: LinkSchema.default(emptyLink),
  /** Outlined instead of filled, for a less prominent action. */
  notPrimary: z.boolean().default(false),
  /** The secondary colour. */
  secondary: z.boolean().default(false),
});
export type ButtonCtaData = z.infer<typeof schema>;
