import { z } from 'zod';
import { ComponentSchema } from '@/lib/content/schemas';
import { BlockImageSchema } from '../shared/block-image';
import { quoteShape } from '../shared/quote-fields';

export const componentType = 'Testimonials';
export const label = 'Testimonials';

export const TestimonialSchema = z.object({
  ...quoteShape,
  /** A portrait of the person quoted, shown round; square images (1000x1000) fit best. */
  image: BlockImageSchema,
});

/** The most items the list holds (the editor stops offering 'add' there). */
export const maxItems = 30;

export const schema = ComponentSchema.extend({
  componentType: z.literal(componentType),
  items: z.array(TestimonialSchema).max(maxItems).default([]),
});
export type TestimonialsData = z.infer<typeof schema>;
