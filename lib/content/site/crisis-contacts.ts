// The domain's crisis-contact register (SiteSettings.crisisContacts): how its numbers are dialled, how the header
// and the EmergencyContact block find an entry, and which entries are overdue for a check. Pure: no store, no React.
import type { CrisisContact } from '../schemas';

/** What the server hands an EmergencyContact block that names a register entry the published register has. */
export type EmergencyContactPreload = { contact: CrisisContact };

/** A number someone on the phone with a person in crisis must be able to trust: checked at least this often. */
export const CHECK_INTERVAL_DAYS = 90;

/** What a phone dials: the digits, keeping a leading + for international numbers ('13 11 14' -> '131114'). */
export function dialDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (!digits) return '';
  return phone.trim().startsWith('+') ? `+${digits}` : digits;
}

/** 'Lifeline 13 11 14' -> 'tel:131114'; '' when there is nothing to dial. */
export const telHref = (phone: string): string => (dialDigits(phone) ? `tel:${dialDigits(phone)}` : '');

/** A text (SMS) number as a link: 'sms:0477131114'; '' when there is none. */
export const smsHref = (text: string): string => (dialDigits(text) ? `sms:${dialDigits(text)}` : '');

/** The register entry with this id, or null (no id, or an id the published register does not have). */
export function findCrisisContact(contacts: readonly CrisisContact[] | undefined, id: string | undefined): CrisisContact | null {
  if (!id || !contacts) return null;
  return contacts.find((contact) => contact.id === id) ?? null;
}

/**
 * A new entry's id from its name ('Suicide Call Back Service' -> 'suicide-call-back-service'), made unique among
 * `taken` with a number ('lifeline-2'). Links refer to the id, so it never changes once the entry exists.
 */
export function contactIdFromName(name: string, taken: readonly string[]): string {
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 50)
      .replace(/-+$/, '') || 'contact';
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from a 'yyyy-MM-dd' date to `today` (a 'yyyy-MM-dd' date too); null when the date is not one. */
function daysBetween(from: string, today: string): number | null {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${today}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || Number.isNaN(start) || Number.isNaN(end)) return null;
  return Math.round((end - start) / DAY_MS);
}

/** An entry needs checking when it never was, or was last checked more than 90 days before `today`. */
export function needsCheck(contact: Pick<CrisisContact, 'lastCheckedAt'>, today: string): boolean {
  const days = daysBetween(contact.lastCheckedAt, today);
  return days === null || days > CHECK_INTERVAL_DAYS;
}

/** The entries overdue for a check, in register order. */
export function overdueContacts<C extends Pick<CrisisContact, 'lastCheckedAt'>>(contacts: readonly C[], today: string): C[] {
  return contacts.filter((contact) => needsCheck(contact, today));
}

/** A day as 'yyyy-MM-dd' in the server's or browser's own calendar (what 'Mark checked today' stores). */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2026-03-02' -> '2 March 2026'; '' -> 'never checked'. */
export function describeCheckDate(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return 'never checked';
  const month = MONTHS[Number(match[2]) - 1];
  return month ? `last checked ${Number(match[3])} ${month} ${match[1]}` : 'never checked';
}
