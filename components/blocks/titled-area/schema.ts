import { z } from 'zod';
import { ComponentSchema } from '@/lib/content/schemas';
import { contentList } from '../shared/content-list';

export const componentType = 'TitledArea';
export const label = 'Titled Area';

export const schema = ComponentSchema.extend({
  componentType: z.literal(componentType),
  title: z.string().max(300).default(''),
  contents: contentList(),
  /** With a background colour: a band from edge to edge of the window (top-level areas only). */
  fullWidth: z.boolean().default(false),
});
export type TitledAreaData = z.infer<typeof schema>;
