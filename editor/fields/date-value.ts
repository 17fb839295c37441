// Stored dates are 'yyyy-MM-dd' (or a full ISO instant with a time); the native inputs speak
// 'yyyy-MM-dd' and local 'yyyy-MM-ddTHH:mm'. These convert between the two and format the preview.
import { format, isValid, parse, parseISO } from 'date-fns';

const dateOnly = 'yyyy-MM-dd';
const localDateTime = "yyyy-MM-dd'T'HH:mm";

function readStored(stored: unknown): Date | null {
  if (typeof stored !== 'string' || !stored) return null;
  const date = parseISO(stored);
  return isValid(date) ? date : null;
}

/** What the native input shows for a stored value ('' when there is none or it cannot be read). */
export function toInputValue(stored: unknown, withTime: boolean): string {
  const date = readStored(stored);
  return date ? format(date, withTime ? localDateTime : dateOnly) : '';
}

/** What is stored for the native input's value; '' when the input was cleared or is incomplete. */
export function fromInputValue(input: string, withTime: boolean): string {
  if (!withTime) return isValid(parse(input, dateOnly, new Date())) ? input : '';
  const date = parse(input, localDateTime, new Date());
  return isValid(date) ? date.toISOString() : '';
}

/** The stored value in the site's date formats (SPEC.md §9), or null when there is nothing to show. */
export function datePreview(stored: unknown, withTime: boolean): string | null {
  const date = readStored(stored);
  if (!date) return null;
  const day = format(date, 'do MMMM yyyy');
  return withTime ? `${format(date, 'EEEE h:mm aaa')}, ${day}` : day;
}
