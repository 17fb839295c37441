import 'server-only';
import { z } from 'zod';
import type { Store } from '@/lib/db/port';
import { OVERRIDE_REASON_MAX, type PublishCheck } from './publish-checks';
import { recordAudit } from '@/lib/audit/audit-log';

/** An admin's reason for publishing a page whose checks found blockers. */
export const PublishOverrideSchema = z.object({
  reason: z
    .string({ error: 'Give a reason for publishing with blockers' })
    .trim()
    .min(1, 'Give a reason for publishing with blockers')
    .max(OVERRIDE_REASON_MAX, `The reason must be at most ${OVERRIDE_REASON_MAX} characters`),
});
export type PublishOverride = z.infer<typeof PublishOverrideSchema>;

/** Who published past which blockers, and why: kept in the audit log. */
export async function recordPublishOverride(store: Store, input: { pageId: string; domainId: string; reason: string; blockers: readonly PublishCheck[]; userId: string; at: string }) {
  await recordAudit(store, {
    action: 'page.publishOverride',
    target: input.pageId,
    pageId: input.pageId,
    domainId: input.domainId,
    reason: input.reason,
    blockers: [...new Set(input.blockers.map((b) => b.rule))],
    userId: input.userId,
    at: input.at,
  });
}
