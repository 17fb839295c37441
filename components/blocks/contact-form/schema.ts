import { z } from 'zod';
import { ComponentSchema } from '@/lib/content/schemas';
import { formContentShape } from '@/lib/forms/form-config';

export const componentType = 'ContactForm';
export const label = 'Contact Form';

/** SPEC.md §3 "Form content": everything the form is configured with, as stored on the page. */
export const schema = ComponentSchema.extend({
  componentType: z.literal(componentType),
  ...formContentShape,
});
export type ContactFormData = z.infer<typeof schema>;
