import 'server-only';
import type { Store } from '@/lib/db/port';
import type { AuthUser } from '@/lib/auth/roles';
import { env } from '@/lib/config/env';
import { AppError } from '@/lib/errors';
import { domainServing } from '@/lib/content/domains/domain-serving';
import { siteHostname } from '@/lib/content/domains/site-origin';
import { normalizeSlug, slugToPath } from '@/lib/content/pages/slug';
import { findComponentByKey } from './find-component';
import { FormContentSchema, type FormContent } from './form-config';
import { FORM_NOT_FOUND, FORM_NOT_READY } from './form-messages';
import type { FormKind } from './submission-types';
import { WorkshopSettingsSchema, type WorkshopSettings } from './workshop-settings';
import { log } from '@/lib/log';

export const CONTACT_FORM_TYPE = 'ContactForm';
export const WORKSHOP_FORM_TYPE = 'WorkshopEnquiryForm';

type FormPlace = {
  domainId: string;
  pageId: string;
  slug: string;
  componentKey: string;
  /** Sent by signed-in staff, or from a page visitors cannot see. */
  draft: boolean;
  /** The page's address on the host the form was sent from. */
  pageUrl: string;
};
export type FoundForm = FormPlace &
  ({ kind: Extract<FormKind, 'contact'>; config: FormContent } | { kind: Extract<FormKind, 'workshopEnquiry'>; config: WorkshopSettings });

export type FormAddress = { hostname: string; user: AuthUser | null; slug: string; componentKey: string };

/**
 * The configuration of the form a submission names, read from the store and never from the request: the
 * published page of the domain serving the host name for visitors; for signed-in staff the working copy when
 * there is one (they may try a form before publishing it), which makes their submissions drafts. 404 when the
 * domain, page or form is not there for this caller.
 */
export async function findForm(store: Store, { hostname, user, slug, componentKey }: FormAddress): Promise<FoundForm> {
  const notFound = () => new AppError('not_found', FORM_NOT_FOUND);
  const domain = await domainServing(store, hostname);
  if (!domain || (!user && domain.published !== true)) throw notFound();

  const filter = { domainId: domain._id, slug: normalizeSlug(slug) };
  const working = user ? await store.collection('pages').findOne(filter) : null;
  const page = working ?? (await store.collection('publishedPages').findOne(filter));
  if (!page) throw notFound();

  const component = findComponentByKey(page.contents, componentKey);
  const place: FormPlace = {
    domainId: domain._id,
    pageId: page._id,
    slug: typeof page.slug === 'string' ? page.slug : filter.slug,
    componentKey,
    draft: user !== null,
    pageUrl: pageAddress(hostname, filter.slug),
  };
  if (component?.componentType === CONTACT_FORM_TYPE) {
    const parsed = FormContentSchema.safeParse(component);
    if (!parsed.success) throw unreadable(place, parsed.error.issues);
    return { ...place, kind: 'contact', config: parsed.data };
  }
  if (component?.componentType === WORKSHOP_FORM_TYPE) {
    const parsed = WorkshopSettingsSchema.safeParse(component);
    if (!parsed.success) throw unreadable(place, parsed.error.issues);
    return { ...place, kind: 'workshopEnquiry', config: parsed.data };
  }
  throw notFound();
}

function unreadable(place: FormPlace, issues: unknown[]): AppError {
  log.error('form.unreadable', { pageId: place.pageId, componentKey: place.componentKey, issues: issues.slice(0, 3) });
  return new AppError('invalid_input', FORM_NOT_READY);
}

/**
 * SITE_URL's origin for its own host and 'localhost'; otherwise the host name the domain lists (it served the
 * page, so it is one of ours) with SITE_URL's scheme.
 */
function pageAddress(hostname: string, slug: string): string {
  const site = new URL(env().SITE_URL);
  const origin = hostname === 'localhost' || hostname === site.hostname ? site.origin : `${site.protocol}//${hostname}`;
  return `${origin}${slugToPath(slug)}`;
}
