import { z } from 'zod';
import { ComponentSchema } from '@/lib/content/schemas';

export const schema = ComponentSchema.extend({
  componentType: z.literal('FormattedText'),
  /** Plain text: blank lines separate paragraphs, a line starting with '## ' is a heading. */
  text: z.string().max(50000).default(''),
});
export type FormattedTextData = z.infer<typeof schema>;
