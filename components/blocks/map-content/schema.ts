import { z } from 'zod';
import { ComponentSchema } from '@/lib/content/schemas';

export const componentType = 'MapContent';
export const label = 'Map Content';

/** SPEC.md §9: where a new map points (central Adelaide) and how close it looks. */
export const mapDefaults = { lat: -34.9285, lng: 138.6007, zoom: 16 } as const;
/** SPEC.md §9: for the map address editor when a looked-up place has no coordinates. */
export const mapFallback = { lat: -34.92123, lng: 138.599503 } as const;

export const schema = ComponentSchema.extend({
  componentType: z.literal(componentType),
  lat: z.number().min(-90).max(90).default(mapDefaults.lat),
  lng: z.number().min(-180).max(180).default(mapDefaults.lng),
  address: z.string().max(500).default(''),
  title: z.string().max(200).default(''),
  description: z.string().max(4000).default(''),
});
export type MapContentData = z.infer<typeof schema>;
