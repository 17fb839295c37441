import { z } from 'zod';
import { ComponentSchema } from '@/lib/content/schemas';
import { illustrationField } from '../shared/illustration-field';

export const componentType = 'IllustratedFocusArea';
export const label = 'Illustrated Focus Area';

export const schema = ComponentSchema.extend({
  componentType: z.literal(componentType),
  illustration: illustrationField,
  title: z.string().max(300).default(''),
  description: z.string().max(2000).default(''),
});
export type IllustratedFocusAreaData = z.infer<typeof schema>;
