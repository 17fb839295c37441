import { z } from 'zod';
import { ComponentSchema } from '@/lib/content/schemas';

export const componentType = 'Text';
export const label = 'Text';

export const schema = ComponentSchema.extend({
  componentType: z.literal(componentType),
  text: z.string().max(20000).default(''),
});
export type TextData = z.infer<typeof schema>;
