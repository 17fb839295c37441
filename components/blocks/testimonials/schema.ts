import { z } from 'zod';
import { ComponentSchema } from '@/lib/content/schemas';
import { BlockImageSchema } from '../media/image-field';

export const TestimonialSchema = z.object({
  quote: z.string().max(2000).default(''),
  quoteBy: z.string().max(200).default(''),
  /** A portrait of the person quoted, shown round; square images (1000x1000) fit best. */
  image: BlockImageSchema,
});

export const schema = ComponentSchema.extend({
  componentType: z.literal('Testimonials'),
  items: z.array(TestimonialSchema).max(30).default([]),
});
export type TestimonialsData = z.infer<typeof schema>;
