import { z } from 'zod';
import { ComponentSchema, ImageSchema, LinkSchema } from '@/lib/content/schemas';
import { emptyLink } from '../link/schema';
import { contentList } from '../generic-page/content-list';

export const componentType = 'ListAccordion';
export const label = 'List Accordion';

export const accordionItemSchema = z.object({
  header: z.string().max(300).default(''),
  link: LinkSchema.default(emptyLink),
  image: ImageSchema.optional(),
  contents: contentList(),
});

export const schema = ComponentSchema.extend({
  componentType: z.literal(componentType),
  items: z.array(accordionItemSchema).max(50).default([]),
});
export type ListAccordionData = z.infer<typeof schema>;
export type AccordionItem = z.infer<typeof accordionItemSchema>;
