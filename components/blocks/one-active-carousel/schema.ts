import { z } from 'zod';
import { ComponentSchema } from '@/lib/content/schemas';
import { BlockImageSchema } from '../shared/block-image';

export const componentType = 'OneActiveCarousel';
export const label = 'One Active Carousel';

export const slideSchema = z.object({ image: BlockImageSchema });

/** The most items the list holds (the editor stops offering 'add' there). */
export const maxItems = 30;

export const schema = ComponentSchema.extend({
  componentType: z.literal(componentType),
  /**
   * Kept for stored content (SPEC.md §3: a timestamp). Not rendered: the old site used it to tie
   * buttons to their swiper, which React refs now do, and a value made up while parsing would differ
   * between the server render and hydration.
   */
  swiperId: z.string().max(60).default(() => String(Date.now())),
  slides: z.array(slideSchema).max(maxItems).default([]),
});
export type OneActiveCarouselData = z.infer<typeof schema>;
