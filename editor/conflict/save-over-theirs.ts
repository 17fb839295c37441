// Resolving a refused (stale) save in the editor's favour, and telling a stale save from other refusals.
import type { Page } from '@/lib/content/schemas';
import { ApiError } from '@/lib/api/client';

/** What the conflict dialog says: how the server's stale-save message (lib/content/save-page.ts) begins. */
export const CONFLICT_TEXT = 'Someone else saved this page after you opened it.';

/**
 * The editor's page carrying the latest stored version, so the next save replaces theirs instead of being
 * refused again. Everything else stays the editor's: the server keeps roles and publishing state itself.
 */
export function saveOverTheirs(page: Page, latest: Page): Page {
  if (page._id !== latest._id) throw new Error('The latest copy belongs to another page.');
  return { ...page, version: latest.version };
}

/**
 * A save or publish refused because someone else saved first (the answer's `stale`). Other conflicts (an address
 * already in use) are fixed by editing, not by the conflict dialog.
 */
export function isStaleSave(error: unknown): error is ApiError {
  return error instanceof ApiError && error.stale;
}
