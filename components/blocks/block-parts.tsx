'use client';

// The blocks' browser code, each a download of its own that only the pages showing the block fetch (whereRendered).
// Blocks render these rather than importing the components themselves: a client component a block imported would
// reach every page. scripts/blocks.mjs follows each part to its file for the block's stylesheets.
import { whereRendered } from '@/components/ui/where-rendered';

export const AccessibleCarousel = whereRendered(() => import('./shared/accessible-carousel').then((m) => m.AccessibleCarousel));
export const Disclosure = whereRendered(() => import('./shared/disclosure').then((m) => m.Disclosure));
export const MapEmbed = whereRendered(() => import('./map-content/map-embed').then((m) => m.MapEmbed));
export const PlayVideoButton = whereRendered(() => import('./media/play-video-button').then((m) => m.PlayVideoButton));
// A form's loader and its server rendering always come together, so both come from the loader's module: one
// download for the two, not two (the loader's module passes the server rendering on).
export const ContactFormLoader = whereRendered(() => import('./contact-form/contact-form-loader').then((m) => m.ContactFormLoader));
export const ContactFormPost = whereRendered(() => import('./contact-form/contact-form-loader').then((m) => m.ContactFormPost));
export const EnquiryLoader = whereRendered(() => import('./workshop-enquiry-form/enquiry-loader').then((m) => m.EnquiryLoader));
export const EnquiryPost = whereRendered(() => import('./workshop-enquiry-form/enquiry-loader').then((m) => m.EnquiryPost));
export const HubLoader = whereRendered(() => import('./page-hub/hub-loader').then((m) => m.HubLoader));
export const EventListLoader = whereRendered(() => import('./event-list/event-list-loader').then((m) => m.EventListLoader));
export const FeaturedCardsLoader = whereRendered(() => import('./featured-content/featured-cards-loader').then((m) => m.FeaturedCardsLoader));
