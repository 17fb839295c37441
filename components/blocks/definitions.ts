// Every block the site has, as the server, the API and the editor know it without React: its type, label, schema
// and field descriptor. A new block: its folder, and one line here; the type check then asks registry.ts for its
// component. The API (content import, page saves) takes schemas from here and never loads a component.
import type { z } from 'zod';
import type { Component } from '@/lib/content/schemas';
import type { BlockDescriptor } from './shared/descriptor';
import * as text from './text/definition';
import * as richText from './rich-text/definition';
import * as formattedText from './formatted-text/definition';
import * as anchor from './anchor/definition';
import * as link from './link/definition';
import * as button from './button/definition';
import * as splitContent from './split-content/definition';
import * as genericPage from './generic-page/definition';
import * as emergencyContact from './emergency-contact/definition';
import * as iconList from './icon-list/definition';
import * as buttonCta from './button-cta/definition';
import * as listAccordion from './list-accordion/definition';
import * as expandableDetails from './expandable-details/definition';
import * as quote from './quote/definition';
import * as contentPanel from './content-panel/definition';
import * as titledArea from './titled-area/definition';
import * as illustratedFocusArea from './illustrated-focus-area/definition';
import * as testimonials from './testimonials/definition';
import * as oneActiveCarousel from './one-active-carousel/definition';
import * as media from './media/definition';
import * as mapContent from './map-content/definition';
import * as contactForm from './contact-form/definition';
import * as workshopEnquiryForm from './workshop-enquiry-form/definition';
import * as featuredContent from './featured-content/definition';
import * as pageHub from './page-hub/definition';
import * as eventList from './event-list/definition';
import * as downloadsList from './downloads-list/definition';

export type BlockDefinition = { componentType: string; label: string; schema: z.ZodType<Component>; descriptor: BlockDescriptor };

export const blockDefinitions = [
  text,
  richText,
  formattedText,
  anchor,
  link,
  button,
  splitContent,
  genericPage,
  emergencyContact,
  iconList,
  buttonCta,
  listAccordion,
  expandableDetails,
  quote,
  contentPanel,
  titledArea,
  illustratedFocusArea,
  testimonials,
  oneActiveCarousel,
  media,
  mapContent,
  contactForm,
  workshopEnquiryForm,
  featuredContent,
  pageHub,
  eventList,
  downloadsList,
] as const satisfies readonly BlockDefinition[];

/** Every block's componentType. */
export type BlockType = (typeof blockDefinitions)[number]['componentType'];

export const blockDefinitionOf: ReadonlyMap<string, BlockDefinition> = new Map(blockDefinitions.map((block) => [block.componentType, block]));

export function descriptorFor(componentType: string): BlockDescriptor | undefined {
  return blockDefinitionOf.get(componentType)?.descriptor;
}

/**
 * A new component of this type with every field at its block's default, as the editor inserts it.
 * Throws for a type no block registers: the editor only offers registered ones.
 */
export function createComponent(componentType: string, key: string): Component {
  const block = blockDefinitionOf.get(componentType);
  if (!block) throw new Error(`No block is registered for componentType '${componentType}'`);
  return block.schema.parse({ componentType, key });
}
