import 'server-only';
import crypto from 'node:crypto';
import type { Store } from '@/lib/db/port';
import { AppError } from '@/lib/errors';
import type { Page } from '@/lib/content/schemas';
import { signPreviewToken } from './preview-token';
import { WIDTHS_LINK_MINUTES, type PreviewLinkPurpose, type PreviewLinkStatus, type PreviewLinkSummary } from './preview-link-types';
import { recordAudit, type AuditAction } from '@/lib/audit/audit-log';

export { DEFAULT_PREVIEW_LINK_DAYS, PREVIEW_LINK_DAYS } from './preview-link-types';

/** Links kept per page in the list (the newest); older ones still work until they expire. */
export const PREVIEW_LINKS_LISTED = 50;
export const PREVIEW_LINK_NOT_FOUND_MESSAGE = 'Preview link not found.';

export type PreviewLinkDoc = {
  _id: string;
  pageId: string;
  domainId: string;
  purpose: PreviewLinkPurpose;
  createdBy: string;
  createdAt: string;
  expiresAt: string;
  revokedAt?: string;
};

const links = (store: Store) => store.collection<PreviewLinkDoc>('previewLinks');

export function previewLinkStatus(link: PreviewLinkDoc, now: Date): PreviewLinkStatus {
  if (link.revokedAt) return 'revoked';
  return new Date(link.expiresAt).getTime() <= now.getTime() ? 'expired' : 'active';
}

export async function previewPath(link: PreviewLinkDoc): Promise<string> {
  const token = await signPreviewToken({ linkId: link._id, pageId: link.pageId }, new Date(link.createdAt), new Date(link.expiresAt));
  return `/preview/${token}`;
}

async function summarise(store: Store, docs: PreviewLinkDoc[], now: Date): Promise<PreviewLinkSummary[]> {
  const ids = [...new Set(docs.map((d) => d.createdBy))];
  const users = ids.length ? await store.collection('users').find({ _id: { $in: ids } }, { projection: { _id: 1, name: 1, username: 1 } }) : [];
  const names = new Map(users.map((u) => [String(u._id), String(u.name || u.username || '')]));
  return Promise.all(
    docs.map(async (link) => {
      const status = previewLinkStatus(link, now);
      return {
        _id: link._id,
        createdAt: link.createdAt,
        expiresAt: link.expiresAt,
        revokedAt: link.revokedAt ?? null,
        createdByName: names.get(link.createdBy) ?? '',
        status,
        path: status === 'active' ? await previewPath(link) : null,
      };
    }),
  );
}

/**
 * A new link to the page's working copy, recorded in the audit log: valid for `days` from now, or for
 * WIDTHS_LINK_MINUTES when it is the editor's own 'Preview widths' link.
 */
export async function createPreviewLink(
  store: Store,
  page: Pick<Page, '_id' | 'domainId'>,
  options: { days: number; purpose: PreviewLinkPurpose },
  userId: string,
  now: Date,
): Promise<PreviewLinkSummary> {
  const lifetimeMs = options.purpose === 'widths' ? WIDTHS_LINK_MINUTES * 60 * 1000 : options.days * 24 * 60 * 60 * 1000;
  const link: PreviewLinkDoc = {
    _id: crypto.randomBytes(16).toString('base64url'),
    pageId: page._id,
    domainId: page.domainId,
    purpose: options.purpose,
    createdBy: userId,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + lifetimeMs).toISOString(),
  };
  await links(store).insert(link);
  await audit(store, 'previewLink.create', link, userId, now);
  const [summary] = await summarise(store, [link], now);
  return summary;
}

/** A page's links for reviewers, newest first, with who made them and whether they still work. */
export async function listPreviewLinks(store: Store, pageId: string, now: Date): Promise<PreviewLinkSummary[]> {
  const docs = await links(store).find({ pageId, purpose: 'share' }, { sort: { createdAt: -1 }, limit: PREVIEW_LINKS_LISTED });
  return summarise(store, docs, now);
}

/** Stops a link working at once; revoking it again changes nothing. 404 for an unknown link. */
export async function revokePreviewLink(store: Store, id: string, userId: string, now: Date): Promise<PreviewLinkSummary> {
  const link = await links(store).findOne({ _id: id });
  if (!link) throw new AppError('not_found', PREVIEW_LINK_NOT_FOUND_MESSAGE);
  if (!link.revokedAt) {
    link.revokedAt = now.toISOString();
    await links(store).update({ _id: id }, { $set: { revokedAt: link.revokedAt } });
    await audit(store, 'previewLink.revoke', link, userId, now);
  }
  const [summary] = await summarise(store, [link], now);
  return summary;
}

async function audit(store: Store, action: AuditAction, link: PreviewLinkDoc, userId: string, now: Date) {
  await recordAudit(store, {
    action,
    target: link.pageId,
    linkId: link._id,
    domainId: link.domainId,
    userId,
    at: now.toISOString(),
  });
}
