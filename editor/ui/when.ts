// Every time the editor says in a sentence, in one form and one zone, named: the viewer's own, which is where they
// read it ('7:29 AM on 26 November 2026, Adelaide time'). Tables keep the short forms SPEC.md gives them.
import { format } from 'date-fns';

/** The viewer's zone as people say it: 'Adelaide time', 'UTC'. */
export function zoneName(zone: string | undefined = Intl.DateTimeFormat().resolvedOptions().timeZone): string {
  if (!zone || /^(Etc\/)?(UTC|GMT|Universal|Zulu)$/i.test(zone)) return 'UTC';
  const place = zone.split('/').at(-1)?.replace(/_/g, ' ');
  return place ? `${place} time` : 'UTC';
}

/** A moment in a sentence: '7:29 AM on 26 November 2026, Adelaide time'; '' when there is none. */
export function whenText(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : `${format(at, "h:mm a 'on' d MMMM yyyy")}, ${zoneName()}`;
}

/** A time of today in a sentence: '7:29 AM, Adelaide time'. */
export function timeText(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : `${format(at, 'h:mm a')}, ${zoneName()}`;
}

/** A calendar day ('yyyy-MM-dd') in a sentence: '26 November 2026' (a day has no zone). */
export const dayText = (day: string): string => format(new Date(`${day}T12:00:00`), 'd MMMM yyyy');
