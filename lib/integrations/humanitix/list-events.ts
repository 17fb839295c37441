// What the event list shows: upcoming sessions whose name holds the filter, soonest first, dated for visitors.
import { formatInTimeZone } from '@/lib/dates/time-zone';
import type { EventSession, ListedEvent } from './types';

/** SPEC.md §9 event date formats (date-fns patterns). */
export const EVENT_DATE_FORMAT = 'do MMMM yyyy';
export const EVENT_TIME_FORMAT = 'EEEE h:mm aaa';

type ListOptions = {
  /** Only events whose name contains this text, in any case; blank lists them all. */
  filter?: string;
  now: Date;
  /** Where visitors read the dates (SITE_TIME_ZONE). */
  timeZone: string;
};

const lower = (text: string) => text.toLocaleLowerCase('en-AU');

export function listEvents(sessions: readonly EventSession[], { filter = '', now, timeZone }: ListOptions): ListedEvent[] {
  const wanted = lower(filter.trim());
  // A cached list ages: a session that has started since it was fetched is no longer upcoming.
  return sessions
    .map((session) => ({ session, start: Date.parse(session.startDate) }))
    .filter(({ session, start }) => start > now.getTime() && (!wanted || lower(session.name).includes(wanted)))
    .sort((a, b) => a.start - b.start || a.session.name.localeCompare(b.session.name))
    .map(({ session, start }) => {
      const instant = new Date(start);
      return {
        _id: session._id,
        name: session.name,
        startDate: instant.toISOString(),
        date: formatInTimeZone(instant, EVENT_DATE_FORMAT, timeZone),
        time: formatInTimeZone(instant, EVENT_TIME_FORMAT, timeZone),
        address: session.eventLocation.address,
        url: session.url,
        sample: session.sample === true,
      };
    });
}
