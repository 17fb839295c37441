// Every block's schema by componentType, for checking imported content (lib/content-transfer/check-blocks.ts).
// Only the schema files are read, not the blocks' React components; tests/api/content-transfer.test.ts proves
// this list names exactly the blocks of components/blocks/registry.ts.
import type { BlockSchemas } from '@/lib/content-transfer/check-blocks';
import * as anchor from '@/components/blocks/anchor/schema';
import * as button from '@/components/blocks/button/schema';
import * as buttonCta from '@/components/blocks/button-cta/schema';
import * as contactForm from '@/components/blocks/contact-form/schema';
import * as contentPanel from '@/components/blocks/content-panel/schema';
import * as emergencyContact from '@/components/blocks/emergency-contact/schema';
import * as eventList from '@/components/blocks/event-list/schema';
import * as expandableDetails from '@/components/blocks/expandable-details/schema';
import * as featuredContent from '@/components/blocks/featured-content/schema';
import * as formattedText from '@/components/blocks/formatted-text/schema';
import * as genericPage from '@/components/blocks/generic-page/schema';
import * as iconList from '@/components/blocks/icon-list/schema';
import * as illustratedFocusArea from '@/components/blocks/illustrated-focus-area/schema';
import * as link from '@/components/blocks/link/schema';
import * as listAccordion from '@/components/blocks/list-accordion/schema';
import * as mapContent from '@/components/blocks/map-content/schema';
import * as media from '@/components/blocks/media/schema';
import * as oneActiveCarousel from '@/components/blocks/one-active-carousel/schema';
import * as pageHub from '@/components/blocks/page-hub/schema';
import * as quote from '@/components/blocks/quote/schema';
import * as richText from '@/components/blocks/rich-text/schema';
import * as splitContent from '@/components/blocks/split-content/schema';
import * as testimonials from '@/components/blocks/testimonials/schema';
import * as text from '@/components/blocks/text/schema';
import * as titledArea from '@/components/blocks/titled-area/schema';
import * as workshopEnquiryForm from '@/components/blocks/workshop-enquiry-form/schema';

const modules = [
  anchor, button, buttonCta, contactForm, contentPanel, emergencyContact, eventList, expandableDetails, featuredContent,
  formattedText, genericPage, iconList, illustratedFocusArea, link, listAccordion, mapContent, media, oneActiveCarousel,
  pageHub, quote, richText, splitContent, testimonials, text, titledArea, workshopEnquiryForm,
];

export const blockSchemas: BlockSchemas = new Map(modules.map((block) => [block.componentType, block.schema]));
