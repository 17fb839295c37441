// A crisis-contact reference in rich text: a link that names a register entry instead of a typed number, so the
// number visitors see is always the published register's. Stored as
//   <a href="tel:…" data-crisis-contact="<entry id>" data-show="name|number|both">text at insertion</a>
// The href and text are what the entry said when it was inserted (what shows if the entry is ever removed); the
// server rewrites both from the published register on every render. Pure: no store, no React.
import type { CrisisContact } from '../schemas';
import { escapeHtml } from '@/lib/escape-html';
import { smsHref, telHref } from './crisis-contacts';

export const CRISIS_REFERENCE_ATTRIBUTE = 'data-crisis-contact';
export const crisisReferenceShows = ['both', 'number', 'name'] as const;
export type CrisisReferenceShow = (typeof crisisReferenceShows)[number];

export const isCrisisReferenceShow = (value: unknown): value is CrisisReferenceShow =>
  (crisisReferenceShows as readonly unknown[]).includes(value);
export const isCrisisContactId = (value: unknown): value is string => typeof value === 'string' && /^[a-z0-9][a-z0-9-]{0,59}$/.test(value);

/** The words a reference shows: the entry's name, its number, or both ('Lifeline 13 11 14'). */
export function crisisReferenceText(contact: Pick<CrisisContact, 'name' | 'phone' | 'text'>, show: CrisisReferenceShow): string {
  const number = contact.phone || contact.text;
  if (show === 'name' || !number) return contact.name;
  return show === 'number' ? number : `${contact.name} ${number}`;
}

/** Where a reference dials: the entry's phone number, else its text number; '' when it has neither. */
export const crisisReferenceHref = (contact: Pick<CrisisContact, 'phone' | 'text'>): string => telHref(contact.phone) || smsHref(contact.text);


/** A reference as stored and rendered. */
export function crisisReferenceHtml(contact: Pick<CrisisContact, 'id' | 'name' | 'phone' | 'text'>, show: CrisisReferenceShow): string {
  const href = crisisReferenceHref(contact);
  return `<a${href ? ` href="${escapeHtml(href)}"` : ''} ${CRISIS_REFERENCE_ATTRIBUTE}="${escapeHtml(contact.id)}" data-show="${show}">${escapeHtml(crisisReferenceText(contact, show))}</a>`;
}

// Sanitised rich text is regular: attributes double-quoted, no nested links.
const referencePattern = /<a\b([^>]*)\sdata-crisis-contact="([^"]*)"([^>]*)>([\s\S]*?)<\/a>/g;

/** The register entries the rich text refers to, in order of first use. */
export function referencedContactIds(html: string): string[] {
  return [...new Set([...html.matchAll(referencePattern)].map((match) => match[2]))];
}

/**
 * Sanitised rich text with every reference showing the register's current name and number; a reference to an entry
 * the register does not have keeps what it showed when it was inserted.
 */
export function resolveCrisisReferences(html: string, contacts: readonly CrisisContact[]): string {
  if (!html.includes(CRISIS_REFERENCE_ATTRIBUTE)) return html;
  return html.replace(referencePattern, (whole, before: string, id: string, after: string) => {
    const contact = contacts.find((entry) => entry.id === id);
    if (!contact) return whole;
    const show = /\sdata-show="([a-z]+)"/.exec(`${before} ${after}`)?.[1];
    return crisisReferenceHtml(contact, isCrisisReferenceShow(show) ? show : 'both');
  });
}
