import { z } from 'zod';
import { ComponentSchema } from '@/lib/content/schemas';

export const componentType = 'RichText';
export const label = 'Rich Text';

export const schema = ComponentSchema.extend({
  componentType: z.literal(componentType),
  /** HTML from the rich-text editor; sanitised again on every render. */
  text: z.string().max(100000).default(''),
});
export type RichTextData = z.infer<typeof schema>;
