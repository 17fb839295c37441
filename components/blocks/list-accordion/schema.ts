import { z } from 'zod';
import { ComponentSchema, ImageSchema, LinkSchema } from '@/lib/content/schemas';
import { emptyLink } from '../shared/empty-link';
import { contentList } from '../shared/content-list';

export const componentType = 'ListAccordion';
export const label = 'List Accordion';

export const accordionItemSchema = z.object({
  header: z.string().max(300).default(''),
  link: LinkSchema.default(emptyLink),
  image: ImageSchema.optional(),
  contents: contentList(),
});

/** The most items the list holds (the editor stops offering 'add' there). */
export const maxItems = 50;

export const schema = ComponentSchema.extend({
  componentType: z.literal(componentType),
  items: z.array(accordionItemSchema).max(maxItems).default([]),
});
export type ListAccordionData = z.infer<typeof schema>;
export type AccordionItem = z.infer<typeof accordionItemSchema>;
