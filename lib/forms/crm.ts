import 'server-only';
import { env } from '@/lib/config/env';
import { slugToPath } from '@/lib/content/pages/slug';
import { MULTIPLE_CHOICE_SEPARATOR } from './form-config';
import type { FormSubmission } from './submission-types';

/**
 * The lead fields of the CRM's web-to-lead form that are particular to this organisation (SPEC.md §7: two
 * custom fields and a web-created flag), by the names the enquiry form gives them (SPEC.md §3). A CRM that
 * names its custom fields by generated ids (e.g. '00N...') needs those ids here, and only here.
 */
export const WEB_TO_LEAD_FIELDS = {
  /** Whether the enquiry is for the visitor ('Myself') or their organisation (our field myself_org). */
  myselfOrOrganisation: 'myself_org',
  /** The courses the visitor is interested in (our field Interested_In). */
  interestedIn: 'Interested_In',
  /** Marks the lead as made by the website's form (value '1'). */
  webCreated: 'web_created',
} as const;

/** Slower than this and the attempt fails; it is retried later. */
const CRM_TIMEOUT_MS = 10_000;

/** Whether workshop enquiries go to the CRM (WEB_TO_LEAD_URL is set). */
export const crmConfigured = () => Boolean(env().WEB_TO_LEAD_URL);

/** The lead as the web-to-lead form takes it. */
export function leadFields(submission: Pick<FormSubmission, 'form' | 'slug'>): URLSearchParams {
  const { WEB_TO_LEAD_ORG_ID, SITE_URL } = env();
  const value = (name: string) => submission.form[name] ?? '';
  return new URLSearchParams({
    oid: WEB_TO_LEAD_ORG_ID ?? '',
    retURL: new URL(slugToPath(submission.slug), SITE_URL).toString(),
    salutation: value('salutation'),
    first_name: value('first_name'),
    last_name: value('last_name'),
    email: value('email'),
    phone: value('phone'),
    mobile: value('mobile'),
    [WEB_TO_LEAD_FIELDS.myselfOrOrganisation]: value('myself_org'),
    // The CRM's multi-select fields separate their values with a single ';'.
    [WEB_TO_LEAD_FIELDS.interestedIn]: value('Interested_In').split(MULTIPLE_CHOICE_SEPARATOR).filter(Boolean).join(';'),
    title: value('myself_org_title'),
    company: value('myself_org_company'),
    lead_source: value('lead_source'),
    [WEB_TO_LEAD_FIELDS.webCreated]: '1',
  });
}

/**
 * Posts the lead (form-encoded, as a browser would). The CRM answers a browser with a page or a redirect to
 * retURL, which is not followed: 2xx and 3xx are success; anything else, or no answer in time, is a failed attempt.
 */
export async function sendLead(submission: Pick<FormSubmission, 'form' | 'slug'>): Promise<void> {
  const url = env().WEB_TO_LEAD_URL;
  if (!url) throw new Error('WEB_TO_LEAD_URL is not set');
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: leadFields(submission),
    redirect: 'manual',
    signal: AbortSignal.timeout(CRM_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (response.status < 200 || response.status >= 400) throw new Error(`The CRM answered ${response.status}`);
}
