import { z } from 'zod';
import { ComponentSchema } from '@/lib/content/schemas';

export const componentType = 'Humanitix';
export const label = 'Event list';

export const schema = ComponentSchema.extend({
  componentType: z.literal(componentType),
  /** Only events whose name contains this text (any case); empty lists every upcoming event. */
  filter: z.string().max(120).default(''),
});
export type EventListData = z.infer<typeof schema>;
