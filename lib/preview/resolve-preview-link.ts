import 'server-only';
import type { Store } from '@/lib/db/port';
import type { Page } from '@/lib/content/schemas';
import { domainServing } from '@/lib/content/domains/domain-serving';
import { parseStoredPage } from '@/lib/content/pages/page-or-throw';
import { previewLinkStatus, type PreviewLinkDoc } from './preview-links';
import { readPreviewToken } from './preview-token';

/**
 * Why a preview address shows nothing: 'gone' (410) for a link that expired or was revoked, 'unknown' (404) for
 * anything else (bad signature, no such link, page deleted, another domain's host). Reviewers see one message.
 */
export type PreviewRefusal = 'gone' | 'unknown';

export type PreviewCheck = { ok: true; link: PreviewLinkDoc } | { ok: false; refusal: PreviewRefusal };
export type PreviewResolution = { ok: true; page: Page; domainId: string; expiresAt: string } | { ok: false; refusal: PreviewRefusal };

const refuse = (refusal: PreviewRefusal) => ({ ok: false, refusal }) as const;

/**
 * Whether a preview token opens its page on this host, checking everything: signature and expiry of the token,
 * the stored link (exists, names the same page, not revoked, not expired), the page (still exists, in the link's
 * domain) and the host (served by that domain). Nothing here trusts the token beyond the ids it names.
 * The proxy asks this of every preview request, so it reads no page body.
 */
export async function checkPreviewLink(store: Store, token: string, hostname: string, now = new Date()): Promise<PreviewCheck> {
  const reading = await readPreviewToken(token, now);
  if (!reading.ok) return refuse(reading.expired ? 'gone' : 'unknown');
  const { linkId, pageId } = reading.claims;
  const link = await store.collection<PreviewLinkDoc>('previewLinks').findOne({ _id: linkId });
  if (!link || link.pageId !== pageId) return refuse('unknown');
  if (previewLinkStatus(link, now) !== 'active') return refuse('gone');
  if (!(await store.collection('pages').findOne({ _id: pageId, domainId: link.domainId }, { projection: { _id: 1 } }))) return refuse('unknown');
  const domain = await domainServing(store, hostname);
  if (domain?._id !== link.domainId) return refuse('unknown');
  return { ok: true, link };
}

/** The working copy a preview token opens on this host (checkPreviewLink), read-only. */
export async function resolvePreviewLink(store: Store, token: string, hostname: string, now = new Date()): Promise<PreviewResolution> {
  const check = await checkPreviewLink(store, token, hostname, now);
  if (!check.ok) return check;
  const { link } = check;
  const doc = await store.collection('pages').findOne({ _id: link.pageId, domainId: link.domainId });
  if (!doc) return refuse('unknown');
  try {
    return { ok: true, page: parseStoredPage(doc), domainId: link.domainId, expiresAt: link.expiresAt };
  } catch {
    return refuse('unknown');
  }
}
