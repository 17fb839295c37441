// The demo domain's tag categories (site settings, `categories:<domainId>`) in the SPEC.md §3 tag forms, and a
// typed way for the seeded pages to name their tags: a tag no category offers is a type error, not a dead filter.
// Pure data: the months are fixed ('December 2026' to 'December 2027') so seeded content and tests never drift.
import { TAG_CATEGORIES, tagOf } from '../hub/tags';

export type SeedTagCategory = { id: string; values: { id: string }[] };

export const dateValues = [
  'December 2026',
  'January 2027',
  'February 2027',
  'March 2027',
  'April 2027',
  'May 2027',
  'June 2027',
  'July 2027',
  'August 2027',
  'September 2027',
  'October 2027',
  'November 2027',
  'December 2027',
] as const;
export const dateTypeValues = ['Single day', 'Multi-day', 'Ongoing'] as const;
export const locationValues = ['Adelaide', 'Mount Gambier', 'Murray Bridge', 'Online', 'Port Augusta', 'Whyalla'] as const;
export const eventsTypeValues = ['Training', 'Support Group', 'Community Event'] as const;
export const eventTypeValues = ['Gathering', 'Meeting', 'Talk', 'Walk', 'Webinar', 'Workshop'] as const;
export const eventValues = [
  'ASIST',
  'Mental Health First Aid',
  'Suicide Protect',
  'Accidental Counsellor',
  'Community Conversations',
  'Walk for Hope',
  'Volunteer Information Session',
] as const;
export const cardTypeValues = ['Course', 'Support Group', 'Event', 'Workshop'] as const;

type DateValue = (typeof dateValues)[number];
type DateTypeValue = (typeof dateTypeValues)[number];
type LocationValue = (typeof locationValues)[number];
type EventsTypeValue = (typeof eventsTypeValues)[number];
type EventTypeValue = (typeof eventTypeValues)[number];
type EventValue = (typeof eventValues)[number];
type CardTypeValue = (typeof cardTypeValues)[number];

const category = (id: string, values: readonly string[]): SeedTagCategory => ({ id, values: values.map((value) => ({ id: value })) });

/** Every category with its values, in the order the Site settings panel lists them. */
export function buildTagCategories(): SeedTagCategory[] {
  return [
    category(TAG_CATEGORIES.eventsType, eventsTypeValues),
    category(TAG_CATEGORIES.location, locationValues),
    category(TAG_CATEGORIES.date, dateValues),
    category(TAG_CATEGORIES.dateType, dateTypeValues),
    category(TAG_CATEGORIES.eventType, eventTypeValues),
    category(TAG_CATEGORIES.event, eventValues),
    category(TAG_CATEGORIES.cardType, cardTypeValues),
  ];
}

/** 'Category:value' tags, each value checked against its category at compile time. */
export const tag = {
  date: (value: DateValue) => tagOf(TAG_CATEGORIES.date, value),
  dateType: (value: DateTypeValue) => tagOf(TAG_CATEGORIES.dateType, value),
  location: (value: LocationValue) => tagOf(TAG_CATEGORIES.location, value),
  eventsType: (value: EventsTypeValue) => tagOf(TAG_CATEGORIES.eventsType, value),
  eventType: (value: EventTypeValue) => tagOf(TAG_CATEGORIES.eventType, value),
  event: (value: EventValue) => tagOf(TAG_CATEGORIES.event, value),
  cardType: (value: CardTypeValue) => tagOf(TAG_CATEGORIES.cardType, value),
};

/**
 * The `siteSettings` document that holds a domain's tag categories (lib/content/site/site-settings.ts reads it):
 * working and published copies alike, at version 1, so the Site settings panel opens with nothing unpublished.
 */
export function tagCategoriesDocument(domainId: string, categories: SeedTagCategory[], at: string) {
  return {
    _id: `categories:${domainId}`,
    domainId,
    draft: structuredClone(categories),
    published: structuredClone(categories),
    version: 1,
    updatedAt: at,
    publishedAt: at,
  };
}
