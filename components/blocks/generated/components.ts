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
  register(text, []),
  register(richText, []),
  register(formattedText, []),
  register(anchor, []),
  register(link, []),
  register(button, []),
  register(splitContent, []),
  register(genericPage, []),
  register(emergencyContact, []),
  register(iconList, []),
  register(buttonCta, []),
  register(listAccordion, []),
  register(expandableDetails, []),
  register(quote, []),
  register(contentPanel, []),
  register(titledArea, []),
  register(illustratedFocusArea, []),
  register(testimonials, []),
  register(oneActiveCarousel, []),
  register(media, []),
  register(mapContent, []),
  register(contactForm, ['blocks/contact-form/contact-form', 'blocks/shared/form-control']),
  register(workshopEnquiryForm, ['blocks/workshop-enquiry-form/workshop-enquiry-form', 'blocks/shared/form-control']),
  register(featuredContent, ['blocks/featured-content/featured-content', 'hub/hub-card']),
  register(pageHub, ['blocks/page-hub/page-hub', 'blocks/shared/form-control', 'hub/hub-card']),
  register(eventList, ['blocks/event-list/event-list']),
  register(downloadsList, ['blocks/downloads-list/downloads-list']),
];
