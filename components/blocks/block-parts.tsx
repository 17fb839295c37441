'use client';

// The blocks' browser code, each a download of its own that only the pages showing the block fetch (whereRendered).
// Blocks render these rather than importing the components themselves: a client component a block imported would
// reach every page. scripts/blocks.mjs follows each part to its file for the block's stylesheets.
import { whereRendered } from '@/components/ui/where-rendered';

export const AccessibleCarousel = whereRendered('AccessibleCarousel', () => import('./shared/accessible-carousel').then((m) => m.AccessibleCarousel));
export const Disclosure = whereRendered('Disclosure', () => import('./shared/disclosure').then((m) => m.Disclosure));
export const MapEmbed = whereRendered('MapEmbed', () => import('./map-content/map-embed').then((m) => m.MapEmbed));
export const PlayVideoButton = whereRendered('PlayVideoButton', () => import('./media/play-video-button').then((m) => m.PlayVideoButton));
// A form's loader and its server rendering always come together, so both come from the loader's module: one
// download for the two, not two (the loader's module passes the server rendering on).
export const ContactFormLoader = whereRendered('ContactFormLoader', () => import('./contact-form/contact-form-loader').then((m) => m.ContactFormLoader));
export const ContactFormPost = whereRendered('ContactFormPost', () => import('./contact-form/contact-form-loader').then((m) => m.ContactFormPost));
export const EnquiryLoader = whereRendered('EnquiryLoader', () => import('./workshop-enquiry-form/enquiry-loader').then((m) => m.EnquiryLoader));
export const EnquiryPost = whereRendered('EnquiryPost', () => import('./workshop-enquiry-form/enquiry-loader').then((m) => m.EnquiryPost));
export const HubLoader = whereRendered('HubLoader', () => import('./page-hub/hub-loader').then((m) => m.HubLoader));
export const EventListLoader = whereRendered('EventListLoader', () => import('./event-list/event-list-loader').then((m) => m.EventListLoader));
// Visitor pages have the featured cards in their HTML: the loader is the editor's (namedByPage false).
export const FeaturedCardsLoader = whereRendered('FeaturedCardsLoader', () => import('./featured-content/featured-cards-loader').then((m) => m.FeaturedCardsLoader), {
  namedByPage: false,
});
