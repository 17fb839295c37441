// Without a ticketing account (HUMANITIX_API_KEY unset) the event list shows these made-up events, each labelled
// 'Sample event', so a new site shows what the list looks like. Their dates move with the calendar.
import { instantIn, wallClockIn } from '@/lib/dates/time-zone';
import type { EventProvider, EventSession } from './types';

type SampleEvent = {
  id: string;
  name: string;
  address: string;
  /** Days from today (in the site's time zone), and the local start time and length. */
  inDays: number;
  hour: number;
  minute: number;
  lengthMinutes: number;
};

const trainingRoom = 'Tidewell Training Room, Level 2, 10 Example Street, Adelaide SA 5000';

/** In start order. */
export const sampleEvents: readonly SampleEvent[] = [
  { id: 'mental-health-first-aid', name: 'Mental Health First Aid - Standard', address: trainingRoom, inDays: 3, hour: 9, minute: 0, lengthMinutes: 420 },
  { id: 'community-conversation', name: 'Community conversation: Sleep, stress and the long nights', address: 'Port Adelaide Library, 2 Sample Street, Port Adelaide SA 5015', inDays: 6, hour: 18, minute: 30, lengthMinutes: 90 },
  { id: 'asist', name: 'Applied Suicide Intervention Skills Training (ASIST)', address: trainingRoom, inDays: 10, hour: 8, minute: 30, lengthMinutes: 480 },
  { id: 'accidental-counsellor', name: 'Accidental Counsellor', address: 'Mount Barker Community Centre, 5 Example Road, Mount Barker SA 5251', inDays: 17, hour: 9, minute: 30, lengthMinutes: 420 },
  { id: 'volunteer-information-session', name: 'Volunteer information session', address: 'Online', inDays: 24, hour: 17, minute: 30, lengthMinutes: 60 },
  { id: 'suicide-protect', name: 'Suicide Protect', address: trainingRoom, inDays: 31, hour: 10, minute: 0, lengthMinutes: 180 },
];

/** A documentation address, never a real booking page: these events cannot be booked. */
const sampleBookingUrl = (id: string) => `https://example.org/sample-events/${id}`;

/** The sample events as sessions, dated from `now` in `timeZone`. */
export function sampleSessions(now: Date, timeZone: string): EventSession[] {
  const today = wallClockIn(now, timeZone);
  return sampleEvents.map((event) => {
    // Calendar days, counted on UTC dates so that no daylight-saving change can move a day.
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day + event.inDays));
    const start = instantIn(
      { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour: event.hour, minute: event.minute, second: 0 },
      timeZone,
    );
    return {
      _id: `sample-${event.id}`,
      name: event.name,
      slug: event.id,
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + event.lengthMinutes * 60_000).toISOString(),
      eventLocation: { address: event.address },
      url: sampleBookingUrl(event.id),
      sample: true,
    };
  });
}

export function createSampleProvider({ timeZone, now = () => new Date() }: { timeZone: string; now?: () => Date }): EventProvider {
  return { name: 'sample events', listSessions: async () => sampleSessions(now(), timeZone) };
}
