import { z } from 'zod';
import { ComponentSchema } from '@/lib/content/schemas';

export const schema = ComponentSchema.extend({
  componentType: z.literal('Text'),
  text: z.string().max(20000).default(''),
});
export type TextData = z.infer<typeof schema>;
