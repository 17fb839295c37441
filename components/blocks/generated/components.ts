// Written by scripts/blocks.mjs from components/blocks/blocks.json: do not edit; run `npm run blocks`.
import { register } from '../shared/register';
import * as text from '../text';
import * as richText from '../rich-text';
import * as formattedText from '../formatted-text';
import * as anchor from '../anchor';
import * as link from '../link';
import * as button from '../button';
import * as splitContent from '../split-content';
import * as genericPage from '../generic-page';
import * as emergencyContact from '../emergency-contact';
import * as iconList from '../icon-list';
import * as buttonCta from '../button-cta';
import * as listAccordion from '../list-accordion';
import * as expandableDetails from '../expandable-details';
import * as quote from '../quote';
import * as contentPanel from '../content-panel';
import * as titledArea from '../titled-area';
import * as illustratedFocusArea from '../illustrated-focus-area';
import * as testimonials from '../testimonials';
import * as oneActiveCarousel from '../one-active-carousel';
import * as media from '../media';
import * as mapContent from '../map-content';
import * as contactForm from '../contact-form';
import * as workshopEnquiryForm from '../workshop-enquiry-form';
import * as featuredContent from '../featured-content';
import * as pageHub from '../page-hub';
import * as eventList from '../event-list';
import * as downloadsList from '../downloads-list';

export const registeredBlocks = [
  register(text, ['blocks/text/text']),
  register(richText, ['blocks/rich-text/rich-text']),
  register(formattedText, ['blocks/formatted-text/formatted-text']),
  register(anchor, ['blocks/anchor/anchor']),
  register(link, ['blocks/shared/text-link']),
  register(button, []),
  register(splitContent, ['blocks/split-content/split-content']),
  register(genericPage, ['blocks/generic-page/generic-page']),
  register(emergencyContact, ['blocks/emergency-contact/emergency-contact']),
  register(iconList, ['blocks/icon-list/icon-list']),
  register(buttonCta, ['blocks/button-cta/button-cta']),
  register(listAccordion, ['blocks/shared/text-link', 'blocks/list-accordion/list-accordion', 'blocks/shared/disclosure'], ['Disclosure']),
  register(expandableDetails, ['blocks/shared/text-link', 'blocks/expandable-details/expandable-details', 'blocks/shared/disclosure'], ['Disclosure']),
  register(quote, ['blocks/quote/quote']),
  register(contentPanel, ['blocks/shared/full-bleed']),
  register(titledArea, ['blocks/shared/full-bleed', 'blocks/titled-area/titled-area']),
  register(illustratedFocusArea, ['blocks/illustrated-focus-area/illustrated-focus-area']),
  register(testimonials, ['blocks/testimonials/testimonials', 'blocks/shared/carousel'], ['AccessibleCarousel']),
  register(oneActiveCarousel, ['blocks/one-active-carousel/one-active-carousel', 'blocks/shared/carousel'], ['AccessibleCarousel']),
  register(media, ['blocks/media/media'], ['PlayVideoButton']),
  register(mapContent, ['blocks/map-content/map-content'], ['MapEmbed']),
  register(contactForm, ['blocks/contact-form/contact-form', 'blocks/shared/form-control'], ['ContactFormLoader', 'ContactFormPost']),
  register(workshopEnquiryForm, ['blocks/workshop-enquiry-form/workshop-enquiry-form', 'blocks/shared/form-control'], ['EnquiryLoader', 'EnquiryPost']),
  register(featuredContent, ['blocks/featured-content/featured-content', 'hub/hub-card']),
  register(pageHub, ['blocks/page-hub/page-hub', 'blocks/shared/form-control', 'hub/hub-card'], ['HubLoader']),
  register(eventList, ['blocks/event-list/event-list'], ['EventListLoader']),
  register(downloadsList, ['blocks/downloads-list/downloads-list']),
];
