import { z } from 'zod';
import { ComponentSchema } from '@/lib/content/schemas';

export const componentType = 'Anchor';
export const label = 'Anchor';

export const schema = ComponentSchema.extend({
  componentType: z.literal(componentType),
  /** Target of hash links such as `#opening-hours`. */
  id: z.string().max(100).default(''),
});
export type AnchorData = z.infer<typeof schema>;
