import { z } from 'zod';
import { ComponentSchema } from '@/lib/content/schemas';

export const componentType = 'IconList';
export const label = 'Icon List';

export const iconListItemSchema = z.object({ text: z.string().max(500).default('') });

/** The most items the list holds (the editor stops offering 'add' there). */
export const maxItems = 50;

export const schema = ComponentSchema.extend({
  componentType: z.literal(componentType),
  items: z.array(iconListItemSchema).max(maxItems).default([]),
});
export type IconListData = z.infer<typeof schema>;
