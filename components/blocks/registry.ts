import { createElement, type ReactElement } from 'react';
import type { z } from 'zod';
import type { Component } from '@/lib/content/schemas';
import type { BlockDescriptor } from './shared/descriptor';
import type { BlockData, BlockModule, BlockProps } from './types';
import { blockDefinitions, type BlockType } from './definitions';
import * as anchor from './anchor';
import * as button from './button';
import * as formattedText from './formatted-text';
import * as link from './link';
import * as richText from './rich-text';
import * as text from './text';
import * as buttonCta from './button-cta';
import * as contentPanel from './content-panel';
import * as emergencyContact from './emergency-contact';
import * as expandableDetails from './expandable-details';
import * as genericPage from './generic-page';
import * as iconList from './icon-list';
import * as illustratedFocusArea from './illustrated-focus-area';
import * as listAccordion from './list-accordion';
import * as quote from './quote';
import * as splitContent from './split-content';
import * as titledArea from './titled-area';
import * as mapContent from './map-content';
import * as media from './media';
import * as oneActiveCarousel from './one-active-carousel';
import * as testimonials from './testimonials';
import * as contactForm from './contact-form';
import * as workshopEnquiryForm from './workshop-enquiry-form';
import * as featuredContent from './featured-content';
import * as pageHub from './page-hub';
import * as eventList from './event-list';
import * as downloadsList from './downloads-list';

export type PreparedBlock = { component: Component; element: ReactElement };

/** What a block needs besides its data: how to render nested contents, and whether it is being edited. */
export type BlockContext = Pick<BlockProps<unknown>, 'renderContents' | 'editing'> & { blockData?: BlockData };

export type RegisteredBlock = {
  componentType: string;
  label: string;
  schema: z.ZodType<Component>;
  descriptor: BlockDescriptor;
  /** Parses stored data with the block's schema; null when it does not fit. */
  prepare(input: unknown, path: string, context: BlockContext): PreparedBlock | null;
};

// Binding each block's schema to its component here keeps the parse-then-render step type-safe.
function register<S extends z.ZodType<Component>>(block: BlockModule<S>): RegisteredBlock {
  return {
    componentType: block.componentType,
    label: block.label,
    schema: block.schema,
    descriptor: block.descriptor,
    prepare(input, path, context) {
      const parsed = block.schema.safeParse(input);
      if (!parsed.success) return null;
      const { blockData, ...rest } = context;
      const preload = blockData?.[parsed.data.key];
      const props: BlockProps<z.output<S>> = { data: parsed.data, path, ...rest, ...(preload === undefined ? {} : { preload }) };
      return { component: parsed.data, element: createElement(block.Component, props) };
    },
  };
}

// Each block's component with its definition: the type check asks for one entry per block in definitions.ts,
// and binds each block's schema to the props of its component.
const registered = {
  Text: register(text),
  RichText: register(richText),
  FormattedText: register(formattedText),
  Anchor: register(anchor),
  Link: register(link),
  Button: register(button),
  SplitContent: register(splitContent),
  GenericPage: register(genericPage),
  EmergencyContact: register(emergencyContact),
  IconList: register(iconList),
  ButtonCta: register(buttonCta),
  ListAccordion: register(listAccordion),
  ExpandableDetails: register(expandableDetails),
  Quote: register(quote),
  ContentPanel: register(contentPanel),
  TitledArea: register(titledArea),
  IllustratedFocusArea: register(illustratedFocusArea),
  Testimonials: register(testimonials),
  OneActiveCarousel: register(oneActiveCarousel),
  Media: register(media),
  MapContent: register(mapContent),
  ContactForm: register(contactForm),
  WorkshopEnquiryForm: register(workshopEnquiryForm),
  FeaturedContent: register(featuredContent),
  PageHub: register(pageHub),
  Humanitix: register(eventList),
  DownloadsList: register(downloadsList),
} satisfies { [T in BlockType]: RegisteredBlock };

/** Every block, in the order of definitions.ts (the order the editor's picker offers them). */
export const blocks: readonly RegisteredBlock[] = blockDefinitions.map((definition) => registered[definition.componentType]);

export const blockRegistry: ReadonlyMap<string, RegisteredBlock> = new Map(
  blocks.map((block) => [block.componentType, block]),
);
