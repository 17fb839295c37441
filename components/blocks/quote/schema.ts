import { z } from 'zod';
import { ComponentSchema } from '@/lib/content/schemas';

export const componentType = 'Quote';
export const label = 'Quote';

export const schema = ComponentSchema.extend({
  componentType: z.literal(componentType),
  quote: z.string().max(2000).default(''),
  /** Who said it; left out when empty. */
  quoteBy: z.string().max(200).default(''),
});
export type QuoteData = z.infer<typeof schema>;
