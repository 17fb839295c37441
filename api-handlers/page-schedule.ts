// POST /api/page/schedule - set or clear when a page is published and unpublished by the scheduler
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { AppError } from '@/lib/errors';
import { pageCollectionInput } from '@/lib/content/pages/page-collection';
import { getPublishablePageOrThrow } from '@/lib/content/pages/page-or-throw';
import type { PageSchedule } from '@/lib/content/schemas';
import { recordAudit } from '@/lib/audit/audit-log';
import { idInput } from '@/lib/api/inputs';

/** A time slightly in the past is allowed: the form was filled in a moment ago. */
export const SCHEDULE_PAST_GRACE_MS = 60_000;
export const SCHEDULE_MAX_YEARS = 2;

/** An ISO date and time with its offset (what toISOString or the editor sends); null clears it. */
const instant = z.iso
  .datetime({ offset: true, error: 'must be an ISO date and time, such as 2026-12-03T09:00:00.000Z' })
  .nullable()
  .default(null)
  // Stored as UTC from toISOString, so that the store compares times as strings.
  .transform((value) => (value === null ? null : new Date(value).toISOString()));

export const pageScheduleInput = z
  .object({ _id: idInput('_id'), collection: pageCollectionInput, publishAt: instant, unpublishAt: instant })
  .strict()
  .superRefine(({ publishAt, unpublishAt }, ctx) => {
    if (publishAt && unpublishAt && unpublishAt <= publishAt) {
      ctx.addIssue({ code: 'custom', path: ['unpublishAt'], message: 'The unpublish time must be after the publish time.' });
    }
  });

export default defineCall({
  path: 'page/schedule',
  method: 'POST',
  access: 'publisher',
  input: pageScheduleInput,
  async handler({ _id, collection, publishAt, unpublishAt }, { store, user, now }) {
    // Unknown page 404; a page that lists roles may be scheduled only by those roles (and admin), as for publishing.
    const page = await getPublishablePageOrThrow(store, _id, collection, user);
    const earliest = now.getTime() - SCHEDULE_PAST_GRACE_MS;
    const latest = new Date(now);
    latest.setUTCFullYear(latest.getUTCFullYear() + SCHEDULE_MAX_YEARS);
    const fields: Record<string, string> = {};
    for (const [key, value, label] of [['publishAt', publishAt, 'publish'], ['unpublishAt', unpublishAt, 'unpublish']] as const) {
      if (value === null) continue;
      const time = new Date(value).getTime();
      if (time < earliest) fields[key] = `The ${label} time is in the past.`;
      else if (time > latest.getTime()) fields[key] = `The ${label} time must be within ${SCHEDULE_MAX_YEARS} years from now.`;
    }
    if (Object.keys(fields).length > 0) throw new AppError('invalid_input', Object.values(fields).join(' '), fields);

    const pages = store.collection(collection);
    const schedule: PageSchedule | null =
      publishAt === null && unpublishAt === null
        ? null
        : { ...(publishAt ? { publishAt } : {}), ...(unpublishAt ? { unpublishAt } : {}), by: user._id };
    // The version stays as it is: the schedule is not part of what the editor saves, so an open editor is not made stale.
    await pages.update({ _id: page._id }, schedule ? { $set: { schedule } } : { $unset: { schedule: true } });
    await recordAudit(store, {
      action: 'page.schedule',
      target: page._id,
      domainId: page.domainId,
      slug: page.slug,
      userId: user._id,
      publishAt,
      unpublishAt,
      at: now.toISOString(),
    });
    return { schedule };
  },
});
