// What a hub or featured content card shows for a page (SPEC.md §2 card, §3 tag forms, §9 card formats).
// Pure and dependency-free: cards render on the server, and in the browser after a hub fetch.
import type { Colour } from '@/lib/content/schemas';
import { MONTHS, parseTag, TAG_CATEGORIES } from './tags';
import type { HubPageItem } from './types';
import { resolveCrisisTokens } from '@/lib/content/site/crisis-tokens';
import { htmlToText } from '@/lib/content/html-text';

export type CardView = {
  /** 'do LLLL yyyy' dates ('1st March 2026 - 3rd March 2026', 'Ends: 3rd March 2026'), a 'Date:' tag's value, or ''. */
  dateLine: string;
  title: string;
  /** Plain text, first letter capitalised, ending in a full stop; '' when the page has no description. */
  description: string;
  /** At most two: the location, then the kind of event. */
  badges: string[];
  colour: Colour;
  href: string;
};

/** Shown when a page has no title (SPEC.md §2). */
export const CARD_TITLE_FALLBACK = 'Event';
/** SPEC.md §3: a card without a known card type is amber. */
export const DEFAULT_CARD_COLOUR: Colour = 'amber-300';
/** SPEC.md §9: at most 2 badges. */
export const MAX_CARD_BADGES = 2;

/** The demo site's card types and the colour each gets; any other card type is amber. */
export const CARD_TYPE_COLOURS: Readonly<Record<string, Colour>> = {
  course: 'teal-300',
  'support group': 'pink-300',
  event: 'blue-200',
  workshop: 'orange-200',
};

/** Tag categories whose value is the kind of event, in the order a card looks for one. */
const EVENT_CATEGORIES: readonly string[] = [TAG_CATEGORIES.event, TAG_CATEGORIES.eventType, TAG_CATEGORIES.eventsType];

const ordinal = (day: number) => {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
};

/**
 * 'yyyy-MM-dd' → 'do LLLL yyyy' ('2026-03-01' → '1st March 2026'), read as a calendar day: no time zone can
 * move it. '' for anything that is not a real day. Written by hand so cards rendered in the browser carry no
 * date library; tests check it against date-fns' format.
 */
export function formatCardDate(day: string | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  if (!match) return '';
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || date < 1 || date > daysInMonth) return '';
  return `${ordinal(date)} ${MONTHS[month - 1]} ${match[1]}`;
}

/** The first value of a tag in `categories` (in tag order), or ''. */
function firstTagValue(tags: readonly string[], categories: readonly string[]): string {
  for (const tag of tags) {
    const parsed = parseTag(tag);
    if (parsed && categories.includes(parsed.category) && parsed.value.trim()) return parsed.value.trim();
  }
  return '';
}

/** SPEC.md §9: a range shows 'start - end', only an end 'Ends: end'; without dates, the first 'Date:' tag as written. */
export function cardDateLine(header: Pick<HubPageItem['header'], 'startDate' | 'endDate'>, tags: readonly string[]): string {
  const start = formatCardDate(header.startDate);
  const end = formatCardDate(header.endDate);
  if (start && end) return start === end ? start : `${start} - ${end}`;
  if (end) return `Ends: ${end}`;
  if (start) return start;
  return firstTagValue(tags, [TAG_CATEGORIES.date]);
}

/**
 * SPEC.md §9 card text: HTML converted to text, whitespace collapsed, first letter capitalised, ending in '. '.
 * The full stop is added unless the text already ends a sentence; the space after it is not kept, because a
 * card's text is a paragraph of its own (nothing follows it to be kept apart from). Entities are decoded before
 * tags are removed, so escaped markup does not come back as markup either.
 */
export function cardText(html: string): string {
  // A card has no register at hand: a plain-text crisis reference shows the entry's id in words, never its braces.
  const text = htmlToText(resolveCrisisTokens(html, []));
  if (!text) return '';
  const capitalised = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?…]["'”’)]*$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/** Location first, then the kind of event: at most two badges (SPEC.md §3, §9). */
export function cardBadges(tags: readonly string[]): string[] {
  const badges = [firstTagValue(tags, [TAG_CATEGORIES.location]), firstTagValue(tags, EVENT_CATEGORIES)].filter(Boolean);
  return [...new Set(badges)].slice(0, MAX_CARD_BADGES);
}

/** The card type's colour; amber for none or an unknown one (SPEC.md §3). */
export function cardColour(tags: readonly string[]): Colour {
  const cardType = firstTagValue(tags, [TAG_CATEGORIES.cardType]).toLowerCase();
  return CARD_TYPE_COLOURS[cardType] ?? DEFAULT_CARD_COLOUR;
}

export function cardView(item: Pick<HubPageItem, 'slug' | 'header' | 'tags'>): CardView {
  const tags = item.tags ?? [];
  return {
    dateLine: cardDateLine(item.header, tags),
    title: (item.header.title ?? '').trim() || CARD_TITLE_FALLBACK,
    description: cardText(item.header.description ?? ''),
    badges: cardBadges(tags),
    colour: cardColour(tags),
    href: `/${item.slug.replace(/^\/+/, '')}`,
  };
}
