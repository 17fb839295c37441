import { z } from 'zod';
import { ComponentSchema } from '@/lib/content/schemas';

export const componentType = 'IconList';
export const label = 'Icon List';

export const schema = ComponentSchema.extend({
  componentType: z.literal(componentType),
  items: z
    .array(z.object({ text: z.string().max(500).default('') }))
    .max(50)
    .default([]),
});
export type IconListData = z.infer<typeof schema>;
