import { z } from 'zod';
import { ComponentSchema } from '@/lib/content/schemas';

export const componentType = 'FormattedText';
export const label = 'Formatted Text';

export const schema = ComponentSchema.extend({
  componentType: z.literal(componentType),
  /** Plain text: blank lines separate paragraphs, a line starting with '## ' is a heading. */
  text: z.string().max(50000).default(''),
});
export type FormattedTextData = z.infer<typeof schema>;
