import 'server-only';
import type { Store } from '@/lib/db/port';
import { AppError, staleVersion } from '@/lib/errors';
import { PageSchema, type Page, type PageSchedule } from '../schemas';
import { normalizeSlug, slugProblem } from './slug';
import { sanitizePage } from './sanitize-page';
import { recordPageChange } from './record-change';
import type { PageCollection } from './page-collection';
import { domainOrThrow } from '../domains/domain-or-throw';

export const STALE_PAGE_MESSAGE = 'Someone else saved this page after you opened it. Your changes have not been saved yet.';

export type WriteOptions = {
  collection: PageCollection;
  at: string;
  /** Publishing stores the working copy as published, in the same single write. */
  publish?: boolean;
  /** Runs after the page's own checks and before anything is written (publish checks its published address). */
  beforeWrite?: (slug: string) => Promise<void>;
};

/**
 * Saves an editor's working copy. `page.version` must be the version the editor loaded:
 * a stale one gets 409 and nothing is overwritten. A page not yet stored is created when its version is 0.
 */
export async function savePage(store: Store, input: Page, userId: string, now: Date, collection: PageCollection = 'pages'): Promise<Page> {
  const at = now.toISOString();
  const saved = await writeWorkingCopy(store, input, { collection, at });
  await recordPageChange(store, 'save', saved, userId, at);
  return saved;
}

/**
 * The one version-checked write of a working copy, shared by save and publish. Checks come before any
 * write: the domain exists, the page stays in its domain, the version is current (so a stale editor
 * always hears 409 with STALE_PAGE_MESSAGE, even when its slug would also clash), the slug is free.
 * Rich text and link addresses are cleaned at every depth, so the store never holds what the site would not render.
 */
export async function writeWorkingCopy(store: Store, input: Page, options: WriteOptions): Promise<Page> {
  const pages = store.collection<Page>(options.collection);
  const { at } = options;
  await domainOrThrow(store, input.domainId);

  const existing = await pages.findOne({ _id: input._id });
  if (!existing && input.version !== 0) throw new AppError('not_found', 'Page not found.');
  if (existing && existing.domainId !== input.domainId) throw new AppError('invalid_input', 'A page cannot move to another domain.');
  if (existing && existing.version !== input.version) throw staleVersion(STALE_PAGE_MESSAGE);

  const slug = normalizeSlug(input.slug);
  // A page already at an address made before these rules keeps it; a new or changed address follows them.
  const problem = slug === existing?.slug ? null : slugProblem(slug);
  if (problem) throw new AppError('invalid_input', problem, { slug: problem });
  const clash = await pages.findOne({ domainId: input.domainId, slug, _id: { $ne: input._id } });
  if (clash) throw new AppError('conflict', `Another page already uses the address /${slug}.`, { slug: 'This address is taken.' });
  await options.beforeWrite?.(slug);

  // The schedule is the server's (page/schedule and the scheduler): whatever the editor sent back is ignored.
  const { schedule: _sent, ...clean } = sanitizePage({ ...input, slug });
  const publishing = options.publish ? { published: true, lastPublished: at } : {};
  if (!existing) {
    const created = PageSchema.parse({
      ...clean,
      roles: [],
      published: false,
      lastPublished: null,
      ...publishing,
      createdAt: at,
      updatedAt: at,
      version: 1,
    });
    await pages.insert(created);
    return created;
  }
  const next: Page = {
    ...clean,
    // Who may publish is set by roles/applyToPage, never by a save.
    roles: existing.roles,
    published: existing.published,
    lastPublished: existing.lastPublished,
    ...publishing,
    createdAt: existing.createdAt,
    updatedAt: at,
    ...(existing.schedule ? { schedule: existing.schedule } : {}),
    version: existing.version + 1,
  };
  // The version in the filter closes the gap between the check above and this write; the schedule in it keeps
  // a schedule set or claimed by the scheduler meanwhile (neither changes the version) from being written back.
  const matched = await pages.replace({ _id: input._id, version: input.version, ...scheduleFilter(existing.schedule) }, next);
  if (matched === 0) throw staleVersion(STALE_PAGE_MESSAGE);
  return next;
}

/** A filter matching a page whose schedule is still exactly this one (or still has none). */
export function scheduleFilter(schedule: PageSchedule | undefined): Record<string, unknown> {
  if (!schedule) return { schedule: { $exists: false } };
  const absent = { $exists: false };
  return {
    'schedule.publishAt': schedule.publishAt ?? absent,
    'schedule.unpublishAt': schedule.unpublishAt ?? absent,
    'schedule.by': schedule.by,
    'schedule.cancelled.at': schedule.cancelled?.at ?? absent,
  };
}
