// Written by scripts/blocks.mjs from components/blocks/blocks.json: do not edit; run `npm run blocks`.
import * as text from '../text/definition';
import * as richText from '../rich-text/definition';
import * as formattedText from '../formatted-text/definition';
import * as anchor from '../anchor/definition';
import * as link from '../link/definition';
import * as button from '../button/definition';
import * as splitContent from '../split-content/definition';
import * as genericPage from '../generic-page/definition';
import * as emergencyContact from '../emergency-contact/definition';
import * as iconList from '../icon-list/definition';
import * as buttonCta from '../button-cta/definition';
import * as listAccordion from '../list-accordion/definition';
import * as expandableDetails from '../expandable-details/definition';
import * as quote from '../quote/definition';
import * as contentPanel from '../content-panel/definition';
import * as titledArea from '../titled-area/definition';
import * as illustratedFocusArea from '../illustrated-focus-area/definition';
import * as testimonials from '../testimonials/definition';
import * as oneActiveCarousel from '../one-active-carousel/definition';
import * as media from '../media/definition';
import * as mapContent from '../map-content/definition';
import * as contactForm from '../contact-form/definition';
import * as workshopEnquiryForm from '../workshop-enquiry-form/definition';
import * as featuredContent from '../featured-content/definition';
import * as pageHub from '../page-hub/definition';
import * as eventList from '../event-list/definition';
import * as downloadsList from '../downloads-list/definition';

export const definitionModules = [
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
] as const;
