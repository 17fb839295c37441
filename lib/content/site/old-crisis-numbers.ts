import 'server-only';
import type { Store } from '@/lib/db/port';
import { AppError } from '@/lib/errors';
import { domainOrThrow } from '../domains/domain-or-throw';
import { savePage } from '../pages/save-page';
import { PageSchema, SiteSettingsSchema, type CrisisContact, type Page } from '../schemas';
import { siteDocumentId, writeSiteDocument, type SiteDocumentKind } from './site-documents';
import { dialDigits } from './crisis-contacts';

// A register number that changed leaves the old one behind wherever it was typed as text (a sentence, a button, a
// link's words) instead of named through the register. The site-settings document remembers each entry's former
// numbers (`formerNumbers`, by entry id); this module finds the pages, navigation and footer that still type one,
// and replaces it in their working copies, saved as drafts for a publisher to publish.

/** How many former numbers an entry remembers. */
const FORMER_LIMIT = 5;
/** Shorter numbers (000, 112) are too common in other text to be looked for. */
const MIN_DIGITS = 6;

export type FormerNumbers = Record<string, string[]>;

export const formerNumbersOf = (doc: object | null | undefined): FormerNumbers => {
  const value = (doc as { formerNumbers?: unknown } | null | undefined)?.formerNumbers;
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).map(([id, list]) => [id, Array.isArray(list) ? list.filter((n): n is string => typeof n === 'string') : []]));
};

const numbersOf = (contact: Pick<CrisisContact, 'phone' | 'text'>) => [contact.phone, contact.text].filter((n) => dialDigits(n).replace('+', '').length >= MIN_DIGITS);

/**
 * The former numbers after a write of the register: every number an entry had (in the working or the published
 * register) and no longer has is remembered, newest first; a number an entry has again is forgotten.
 */
export function nextFormerNumbers(before: FormerNumbers, previous: readonly CrisisContact[][], next: readonly CrisisContact[]): FormerNumbers {
  const result: FormerNumbers = {};
  for (const contact of next) {
    const current = new Set(numbersOf(contact).map(dialDigits));
    const old = previous.flatMap((list) => list.filter((entry) => entry.id === contact.id).flatMap(numbersOf));
    const merged = [...old, ...(before[contact.id] ?? [])].filter((number, index, all) => {
      const digits = dialDigits(number);
      return !current.has(digits) && all.findIndex((other) => dialDigits(other) === digits) === index;
    });
    if (merged.length > 0) result[contact.id] = merged.slice(0, FORMER_LIMIT);
  }
  return result;
}

// A reference names the register and shows its current number: it is not a typed number.
const reference = /<a [^>]*data-crisis-contact="[^"]*"[^>]*>[\s\S]*?<\/a>/g;

/** The number as typed with any spacing ('1800 000 000', '1800-000-000', '1800000000'), not inside a longer number. */
function typedPattern(number: string): RegExp {
  const digits = dialDigits(number).replace('+', '');
  const body = digits.split('').join('[\\s\\u00a0.-]?');
  return new RegExp(`(?<![\\d:+])\\+?${body}(?!\\d)`, 'g');
}

function mapStrings(value: unknown, change: (text: string) => string): unknown {
  if (typeof value === 'string') return change(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, change));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, change)]));
  return value;
}

function types(value: unknown, number: string): boolean {
  let found = false;
  const pattern = typedPattern(number);
  mapStrings(value, (text) => {
    if (!found) found = pattern.test(text.replace(reference, ''));
    pattern.lastIndex = 0;
    return text;
  });
  return found;
}

/** The value with `number` replaced by `current` in every text, its tel:/sms: links and references' words included. */
function replaced<T>(value: T, number: string, current: string): T {
  const oldDigits = dialDigits(number);
  const newDigits = dialDigits(current);
  const link = new RegExp(`(tel:|sms:)${oldDigits.replace('+', '\\+')}(?!\\d)`, 'g');
  const typed = typedPattern(number);
  return mapStrings(value, (text) => text.replace(link, `$1${newDigits}`).replace(typed, current)) as T;
}

export type OldNumberPlace = {
  kind: 'page' | SiteDocumentKind;
  id: string;
  /** The page's title, or 'Navigation' / 'Footer'. */
  title: string;
  /** The page's address ('' for the home page); absent for the navigation and the footer. */
  slug?: string;
  /** The working copy types the number: 'Replace in all drafts' changes it. */
  inDraft: boolean;
  /** What visitors see types the number: it stays until the page (or navigation, footer) is published. */
  inPublished: boolean;
};

export type OldNumber = { contactId: string; name: string; number: string; current: string; places: OldNumberPlace[] };

const chromeTitles: Record<SiteDocumentKind, string> = { nav: 'Navigation', footer: 'Footer' };

type Register = { contacts: CrisisContact[]; former: FormerNumbers };

async function registerOf(store: Store, domainId: string): Promise<Register> {
  await domainOrThrow(store, domainId);
  const doc = await store.collection<{ _id: string; draft?: { crisisContacts?: unknown }; formerNumbers?: unknown }>('siteSettings').findOne({ _id: `siteSettings:${domainId}` });
  const parsed = SiteSettingsSchema.shape.crisisContacts.safeParse(doc?.draft?.crisisContacts ?? []);
  return { contacts: parsed.success ? parsed.data : [], former: formerNumbersOf(doc) };
}

type Source = { kind: OldNumberPlace['kind']; id: string; title: string; slug?: string; draft: unknown; published: unknown; version: number };

async function sourcesOf(store: Store, domainId: string): Promise<Source[]> {
  const [drafts, published, site] = await Promise.all([
    store.collection<Page>('pages').find({ domainId }),
    store.collection<Page>('publishedPages').find({ domainId }),
    store.collection<{ _id: string; draft?: unknown; published?: unknown; version?: number }>('site').find({ _id: { $in: [siteDocumentId('nav', domainId), siteDocumentId('footer', domainId)] } }),
  ]);
  const publishedById = new Map(published.map((page) => [page._id, page]));
  const pages: Source[] = drafts.map((page) => ({ kind: 'page', id: page._id, title: page.header?.title || `/${page.slug}`, slug: page.slug, draft: page, published: publishedById.get(page._id) ?? null, version: page.version }));
  const chrome: Source[] = (['nav', 'footer'] as const).flatMap((kind) => {
    const doc = site.find((entry) => entry._id === siteDocumentId(kind, domainId));
    return doc ? [{ kind, id: doc._id, title: chromeTitles[kind], draft: doc.draft ?? null, published: doc.published ?? null, version: doc.version ?? 0 }] : [];
  });
  return [...chrome, ...pages];
}

/** Every former number of the register's entries that a page, the navigation or the footer still types as text. */
export async function findOldCrisisNumbers(store: Store, domainId: string): Promise<OldNumber[]> {
  const { contacts, former } = await registerOf(store, domainId);
  const sources = await sourcesOf(store, domainId);
  const found: OldNumber[] = [];
  for (const contact of contacts) {
    const current = contact.phone || contact.text;
    for (const number of former[contact.id] ?? []) {
      const places = sources
        .map((source) => ({ source, inDraft: types(source.draft, number), inPublished: types(source.published, number) }))
        .filter(({ inDraft, inPublished }) => inDraft || inPublished)
        .map(({ source, inDraft, inPublished }) => ({ kind: source.kind, id: source.id, title: source.title, ...(source.slug === undefined ? {} : { slug: source.slug }), inDraft, inPublished }));
      if (places.length > 0) found.push({ contactId: contact.id, name: contact.name, number, current, places });
    }
  }
  return found;
}

export type ReplaceResult = { replaced: OldNumberPlace[]; /** Changed by someone else meanwhile: not touched; try again. */ busy: OldNumberPlace[] };

/**
 * Replaces every former number of one register entry with its current number in the working copies that type it,
 * each saved as a new draft version through the normal save (checked, cleaned, audited). A copy someone saved
 * meanwhile is left alone and reported as busy.
 */
export async function replaceOldCrisisNumbers(store: Store, domainId: string, contactId: string, userId: string, now: Date): Promise<ReplaceResult> {
  const { contacts, former } = await registerOf(store, domainId);
  const contact = contacts.find((entry) => entry.id === contactId);
  if (!contact) throw new AppError('not_found', 'The register has no crisis contact with this id.');
  const current = contact.phone || contact.text;
  if (!current) throw new AppError('invalid_input', 'This crisis contact has no number to put in place of the old one.');
  const numbers = former[contactId] ?? [];
  const result: ReplaceResult = { replaced: [], busy: [] };
  for (const source of await sourcesOf(store, domainId)) {
    const typed = numbers.filter((number) => types(source.draft, number));
    if (typed.length === 0) continue;
    const next = typed.reduce((value, number) => replaced(value, number, current), source.draft);
    const place: OldNumberPlace = { kind: source.kind, id: source.id, title: source.title, ...(source.slug === undefined ? {} : { slug: source.slug }), inDraft: false, inPublished: types(source.published, typed[0]) };
    try {
      if (source.kind === 'page') {
        await savePage(store, PageSchema.parse(next), userId, now);
      } else {
        await writeSiteDocument(store, { kind: source.kind, domainId, value: next as never, version: source.version, userId, now, publish: false });
      }
      result.replaced.push(place);
    } catch (error) {
      if (!(error instanceof AppError && error.stale)) throw error;
      result.busy.push({ ...place, inDraft: true });
    }
  }
  return result;
}
