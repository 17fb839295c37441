// Dates as the site's visitors read them: in one named time zone (SITE_TIME_ZONE), whatever zone the server runs in.
import { format } from 'date-fns';

/** A moment as a clock on the wall in some time zone shows it (month 1-12, hour 0-23). */
export type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const readers = new Map<string, Intl.DateTimeFormat>();

function readerFor(timeZone: string): Intl.DateTimeFormat {
  let reader = readers.get(timeZone);
  if (!reader) {
    reader = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    readers.set(timeZone, reader);
  }
  return reader;
}

/** Whether `name` is a time zone this runtime knows, e.g. 'Australia/Adelaide'. */
export function isTimeZone(name: string): boolean {
  try {
    readerFor(name);
    return true;
  } catch {
    return false;
  }
}

/** What a wall clock in `timeZone` shows at `instant`. */
export function wallClockIn(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of readerFor(timeZone).formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second };
}

const asUtc = (wall: WallClock) => Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);

/**
 * The moment a wall clock in `timeZone` shows `wall`. A time skipped by a daylight-saving change comes out
 * an hour later, as clocks do; a time shown twice is the first of the two.
 */
export function instantIn(wall: WallClock, timeZone: string): Date {
  const target = asUtc(wall);
  // The zone's offset from UTC near the target, then once more at the first guess (in case it crossed a change).
  let instant = target - (asUtc(wallClockIn(new Date(target), timeZone)) - target);
  instant = target - (asUtc(wallClockIn(new Date(instant), timeZone)) - instant);
  return new Date(instant);
}

/**
 * A Date whose calendar and clock fields, the ones date-fns reads, are its UTC fields. Built from a zone's wall
 * clock as if it were UTC, it lets date-fns format that wall clock without the server's own zone (and its
 * daylight-saving changes) ever coming into it.
 */
class WallClockDate extends Date {
  override getFullYear() { return this.getUTCFullYear(); }
  override getMonth() { return this.getUTCMonth(); }
  override getDate() { return this.getUTCDate(); }
  override getDay() { return this.getUTCDay(); }
  override getHours() { return this.getUTCHours(); }
  override getMinutes() { return this.getUTCMinutes(); }
  override getSeconds() { return this.getUTCSeconds(); }
  override getMilliseconds() { return this.getUTCMilliseconds(); }
  override getTimezoneOffset() { return 0; }
}

/** `instant` formatted with a date-fns pattern (e.g. 'do MMMM yyyy') as a wall clock in `timeZone` shows it. */
export function formatInTimeZone(instant: Date, pattern: string, timeZone: string): string {
  return format(new WallClockDate(asUtc(wallClockIn(instant, timeZone))), pattern);
}
