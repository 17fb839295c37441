import { z } from 'zod';
import { ComponentSchema } from '@/lib/content/schemas';
import { buttonShape } from '../shared/button-fields';

export const componentType = 'ButtonCta';
export const label = 'Button Call to Action';

export const schema = ComponentSchema.extend({
  componentType: z.literal(componentType),
  ...buttonShape,
});
export type ButtonCtaData = z.infer<typeof schema>;
