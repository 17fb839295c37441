import 'server-only';
import { z } from 'zod';
import type { Store } from '@/lib/db/port';
import { env } from '@/lib/config/env';
import { AppError } from '@/lib/errors';
import { staysOnSite } from '../domains/site-address';
import { normalizeSlug } from '../pages/slug';
import { recordAudit } from '@/lib/audit/audit-log';

/**
 * Redirects belong to a domain's site settings (DESIGN.md §2): one document per domain in `siteSettings`,
 * `redirects:<domainId>`, with the working list (`draft`) and the list visitors get (`published`). Site
 * settings save and publish them with the rest; a renamed page adds one to both at once.
 */
export const redirectsDocId = (domainId: string) => `redirects:${domainId}`;

export const REDIRECTS_LIMIT = 1000;

const path = (label: string) =>
  z
    .string({ error: `${label} must be an address on this site` })
    .trim()
    .min(1, `${label} must be an address on this site`)
    .max(500, `${label} must be at most 500 characters`);

/** A source is an address of this site: stored normalised, as the visitor's path ('/old-page'). */
const fromPath = path('The old address').transform((raw, ctx) => {
  const slug = normalizeSlug(raw.replace(/^https?:\/\/[^/]*/i, ''));
  if (/[^\w\-./~%]/.test(slug)) {
    ctx.addIssue({ code: 'custom', message: 'The old address may hold only letters, digits and - . _ ~ / characters' });
    return z.NEVER;
  }
  return `/${slug}`;
});

/**
 * A relative target: an address on this site ('/new-page', with an optional query or #anchor) that a browser
 * resolves to this site too ('/..//evil.example/x' does not).
 */
export const isRelativeTarget = (to: string) => to.startsWith('/') && staysOnSite(to);

/**
 * An absolute target: https on a host that REDIRECT_HOSTS lists (DESIGN.md §7), say the charity's donation
 * platform. Read when a redirect is saved and again whenever redirects are loaded, so taking a host off the list
 * stops its redirects at the next restart.
 */
function isAllowedAbsoluteTarget(to: string): boolean {
  let url: URL;
  try {
    url = new URL(to);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && !url.username && !url.password && !url.port && env().REDIRECT_HOSTS.includes(url.hostname);
}

const targetMessage = () => {
  const hosts = env().REDIRECT_HOSTS;
  const allowed = hosts.length ? `one of ${hosts.join(', ')}` : 'none is listed now';
  return `The new address must start with '/' (an address on this site) or be an https:// address on a host listed in REDIRECT_HOSTS (${allowed})`;
};

/** A target is relative or on an allow-listed host: never any other site. */
const toPath = path('The new address').superRefine((to, ctx) => {
  const allowed = !/[\s<>"'`\\]/.test(to) && (isRelativeTarget(to) || isAllowedAbsoluteTarget(to));
  if (!allowed) ctx.addIssue({ code: 'custom', message: targetMessage() });
});

export const RedirectSchema = z.object({
  from: fromPath,
  to: toPath,
  type: z.union([z.literal(301), z.literal(302)], { error: 'A redirect is permanent (301) or temporary (302)' }).default(301),
});
export type Redirect = z.infer<typeof RedirectSchema>;

/** The path part of a target, as a source would be written: what a chain of redirects follows. */
const pathOf = (to: string) => `/${normalizeSlug(to.replace(/[?#].*$/, ''))}`;

/**
 * Refuses a list a visitor could never get out of: a redirect to its own address, or a chain that comes back
 * to where it started (/a → /b → /a). Two redirects from one address are refused too. Targets on other hosts
 * end a chain: they leave this site.
 */
export function checkRedirects(redirects: readonly Redirect[]): void {
  if (redirects.length > REDIRECTS_LIMIT) throw new AppError('invalid_input', `A site can have at most ${REDIRECTS_LIMIT} redirects.`);
  const sources = new Set<string>();
  const next = new Map<string, string>();
  for (const { from, to } of redirects) {
    if (sources.has(from)) throw new AppError('invalid_input', `There are two redirects from ${from}. Keep one.`);
    sources.add(from);
    if (isRelativeTarget(to)) next.set(from, pathOf(to));
  }
  for (const start of next.keys()) {
    const seen = [start];
    let at = next.get(start);
    while (at !== undefined) {
      if (at === start) throw new AppError('invalid_input', `These redirects go round in a loop: ${[...seen, start].join(' → ')}.`);
      if (seen.includes(at)) break; // a loop that does not pass through start: reported from its own start
      seen.push(at);
      at = next.get(at);
    }
  }
}

type RedirectsDoc = { _id: string; domainId: string; draft: Redirect[]; published: Redirect[]; version: number; updatedAt?: string };

/** A stored list, each redirect checked alone: one that no longer passes (its host left REDIRECT_HOSTS) drops out by itself. */
export const storedRedirects = (list: unknown): Redirect[] => {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const parsed = RedirectSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
};

/** The redirects visitors get on a domain (or the working list). */
export async function loadRedirects(store: Store, domainId: string, which: 'draft' | 'published' = 'published'): Promise<Redirect[]> {
  const doc = await store.collection<RedirectsDoc>('siteSettings').findOne({ _id: redirectsDocId(domainId) });
  return storedRedirects(doc?.[which]);
}

/**
 * Adds (or replaces, by source) one redirect in both the working and the published list, checked as a whole
 * first. The version in the filter keeps a concurrent site-settings save from being overwritten: it retries.
 */
export async function addRedirect(store: Store, domainId: string, redirect: Redirect, userId: string, now: Date): Promise<Redirect[]> {
  const collection = store.collection<RedirectsDoc>('siteSettings');
  const _id = redirectsDocId(domainId);
  const at = now.toISOString();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const doc = await collection.findOne({ _id });
    const put = (list: unknown) => [...storedRedirects(list).filter((r) => r.from !== redirect.from), redirect];
    const draft = put(doc?.draft);
    const published = put(doc?.published);
    checkRedirects(draft);
    checkRedirects(published);
    if (!doc) {
      try {
        await collection.insert({ _id, domainId, draft, published, version: 1, updatedAt: at });
      } catch {
        continue; // someone created it meanwhile: read it again
      }
    } else {
      const matched = await collection.update({ _id, version: doc.version }, { $set: { draft, published, version: doc.version + 1, updatedAt: at } });
      if (matched === 0) continue;
    }
    await recordAudit(store, { action: 'redirect.add', target: _id, domainId, from: redirect.from, to: redirect.to, userId, at });
    return published;
  }
  throw new AppError('conflict', 'The redirects changed while this one was being added. Please try again.');
}

/**
 * A page published at an address takes it back from a redirect: otherwise the redirect would hide the page.
 * Answers whether one was removed.
 */
export async function removeRedirectFrom(store: Store, domainId: string, from: string, userId: string, now: Date): Promise<boolean> {
  const collection = store.collection<RedirectsDoc>('siteSettings');
  const _id = redirectsDocId(domainId);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const doc = await collection.findOne({ _id });
    if (!doc) return false;
    const draft = storedRedirects(doc.draft).filter((r) => r.from !== from);
    const published = storedRedirects(doc.published).filter((r) => r.from !== from);
    if (draft.length === storedRedirects(doc.draft).length && published.length === storedRedirects(doc.published).length) return false;
    const at = now.toISOString();
    const matched = await collection.update({ _id, version: doc.version }, { $set: { draft, published, version: doc.version + 1, updatedAt: at } });
    if (matched === 0) continue;
    await recordAudit(store, { action: 'redirect.remove', target: _id, domainId, from, reason: 'page published there', userId, at });
    return true;
  }
  throw new AppError('conflict', 'The redirects changed while this page was being published. Please publish again.');
}
