import { z } from 'zod';
import { ComponentSchema } from '@/lib/content/schemas';
import { quoteShape } from '../shared/quote-fields';

export const componentType = 'Quote';
export const label = 'Quote';

export const schema = ComponentSchema.extend({
  componentType: z.literal(componentType),
  ...quoteShape,
});
export type QuoteData = z.infer<typeof schema>;
