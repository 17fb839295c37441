// The ticketing provider's event fields, and how they become our event sessions: the one place that knows its names.
// Its public API (GET <base>/events, header x-api-key) answers { total, page, pageSize, events: [...] }.
import { z } from 'zod';
import type { EventSession } from './types';

/** Where a Humanitix event's own page is when the API does not say (events.humanitix.com/<slug>). */
const EVENT_PAGE_BASE = 'https://events.humanitix.com/';

/** The query asking for one page of events that have not ended; pages count from 1. */
export function eventsPageQuery(page: number, pageSize: number): URLSearchParams {
  return new URLSearchParams({ page: String(page), pageSize: String(pageSize), inFutureOnly: 'true' });
}

const isoInstant = z.string().refine((value) => !Number.isNaN(Date.parse(value)));

const DateSchema = z.object({
  _id: z.string().min(1),
  startDate: isoInstant,
  endDate: isoInstant.optional(),
  disabled: z.boolean().nullish(),
  deleted: z.boolean().nullish(),
});

/** Only what we read; anything else the provider sends is ignored, and an event we cannot read is left out. */
const EventSchema = z.object({
  _id: z.string().min(1),
  name: z.string().trim().min(1),
  slug: z.string().nullish(),
  url: z.string().nullish(),
  public: z.boolean().nullish(),
  published: z.boolean().nullish(),
  startDate: isoInstant,
  endDate: isoInstant.nullish(),
  dates: z.array(z.unknown()).nullish(),
  eventLocation: z
    .object({ type: z.string().nullish(), venueName: z.string().nullish(), address: z.string().nullish() })
    .nullish(),
});

/** The page of events in a provider's answer; anything but { events: [...] } is an answer we cannot use. */
export function eventsOfPage(answer: unknown): unknown[] {
  const events = (answer as { events?: unknown } | null)?.events;
  if (!Array.isArray(events)) throw new Error('The event provider answered without a list of events');
  return events;
}

/** Only web addresses are linked to: a javascript: or data: address from elsewhere must never reach a page. */
function bookingUrl(url: string | null | undefined, slug: string): string | null {
  if (url) {
    try {
      const parsed = new URL(url);
      if (parsed.protocol === 'https:' || parsed.protocol === 'http:') return parsed.toString();
    } catch {
      // not an address: fall back to the event's page
    }
  }
  return slug ? `${EVENT_PAGE_BASE}${encodeURIComponent(slug)}` : null;
}

type ApiEvent = z.infer<typeof EventSchema>;

function addressOf(location: ApiEvent['eventLocation']): string {
  const address = location?.address?.trim() || location?.venueName?.trim();
  if (address) return address;
  return location?.type === 'online' ? 'Online' : '';
}

/**
 * The sessions of one event as the provider describes it: one per date still on sale (an event without a list
 * of dates is one session). Private and unpublished events, and events we cannot read, give none.
 */
export function sessionsOf(raw: unknown): EventSession[] {
  const parsed = EventSchema.safeParse(raw);
  if (!parsed.success) return [];
  const event = parsed.data;
  if (event.public === false || event.published === false) return [];
  const slug = event.slug ?? '';
  const shared = { name: event.name, slug, eventLocation: { address: addressOf(event.eventLocation) }, url: bookingUrl(event.url, slug) };
  const dates = (event.dates ?? []).flatMap((date) => {
    const session = DateSchema.safeParse(date);
    return session.success && !session.data.disabled && !session.data.deleted ? [session.data] : [];
  });
  if (!event.dates?.length) {
    return [{ _id: event._id, ...shared, startDate: event.startDate, endDate: event.endDate ?? event.startDate }];
  }
  return dates.map((date) => ({ _id: date._id, ...shared, startDate: date.startDate, endDate: date.endDate ?? date.startDate }));
}
