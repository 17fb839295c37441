import { z } from 'zod';
import { ComponentSchema } from '@/lib/content/schemas';
import { buttonShape } from '../shared/button-fields';

export const componentType = 'Button';
export const label = 'Button';

export const schema = ComponentSchema.extend({
  componentType: z.literal(componentType),
  ...buttonShape,
});
export type ButtonData = z.infer<typeof schema>;
