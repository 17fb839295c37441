import { z } from 'zod';
import { ComponentSchema } from '@/lib/content/schemas';
import { BlockImageSchema } from '../media/image-field';

export const schema = ComponentSchema.extend({
  componentType: z.literal('OneActiveCarousel'),
  /**
   * Kept for stored content (SPEC.md §3: a timestamp). Not rendered: the old site used it to tie
   * buttons to their swiper, which React refs now do, and a value made up while parsing would differ
   * between the server render and hydration.
   */
  swiperId: z.string().max(60).default(() => String(Date.now())),
  slides: z.array(z.object({ image: BlockImageSchema })).max(30).default([]),
});
export type OneActiveCarouselData = z.infer<typeof schema>;
