import { z } from 'zod';
import { ComponentSchema } from '@/lib/content/schemas';
import { mapDefaults, mapFallback } from './map-defaults';

export const componentType = 'MapContent';
export const label = 'Map Content';

export { mapDefaults, mapFallback };

export const schema = ComponentSchema.extend({
  componentType: z.literal(componentType),
  lat: z.number().min(-90).max(90).default(mapDefaults.lat),
  lng: z.number().min(-180).max(180).default(mapDefaults.lng),
  address: z.string().max(500).default(''),
  title: z.string().max(200).default(''),
  description: z.string().max(4000).default(''),
});
export type MapContentData = z.infer<typeof schema>;
