import 'server-only';
import crypto from 'node:crypto';
import type { Store } from '@/lib/db/port';

/**
 * Every kind of entry in the audit log. An action is `<subject>.<verb>`; a new action is added here, so that the
 * list of what the log can say is in one place (and a misspelt action is a type error, not a silent new kind).
 */
export const auditActions = [
  'page.save',
  'page.publish',
  'page.unpublish',
  'page.delete',
  'page.roles',
  'page.restore',
  'page.schedule',
  'page.scheduledPublish',
  'page.scheduledUnpublish',
  'page.publishOverride',
  'page.reviewDate',
  'page.reviewed',
  'health.digest',
  'trash.restore',
  'trash.purge',
  'note.add',
  'note.resolve',
  'note.edit',
  'note.delete',
  'review.request',
  'review.decide',
  'nav.save',
  'nav.publish',
  'footer.save',
  'footer.publish',
  'siteSettings.save',
  'siteSettings.publish',
  'redirect.add',
  'redirect.remove',
  'domain.save',
  'domain.publish',
  'domain.unpublish',
  'domain.swap',
  'user.invite',
  'user.update',
  'user.deactivate',
  'user.reactivate',
  'user.resendInvitation',
  'user.acceptInvitation',
  'user.resetPassword',
  'image.upload',
  'media.update',
  'media.replace',
  'media.delete',
  'file.upload',
  'previewLink.create',
  'previewLink.revoke',
  'forms.read',
  'forms.export',
  'forms.retention',
  'content.export',
  'content.import',
  'site.backup',
  'site.restore',
] as const;

export type AuditAction = (typeof auditActions)[number];

/**
 * One entry: what was done, to what, by whom (null for the site's own jobs) and when (ISO time), and whatever else
 * a reader of the log needs to understand it (the domain, the version written, counts). Never a visitor's data.
 */
export type AuditEntry = {
  action: AuditAction;
  target: string;
  userId: string | null;
  at: string;
  domainId?: string | null;
  [detail: string]: unknown;
};

/** Appends one entry to the audit log. */
export async function recordAudit(store: Store, entry: AuditEntry): Promise<void> {
  await store.collection('auditLog').insert({ _id: crypto.randomUUID(), ...entry });
}

/** The newest entry of an action, or null when there is none. */
export async function latestAudit(store: Store, action: AuditAction): Promise<Record<string, unknown> | null> {
  return store.collection('auditLog').findOne({ action }, { sort: { at: -1 } });
}
