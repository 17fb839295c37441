// Page types (SPEC §3): where each type's working copies live and the hooks publish and unpublish run.
import 'server-only';
import type { Store } from '@/lib/db/port';
import { AppError } from '@/lib/errors';
import type { Page } from '../schemas';
import type { PageCollection } from './page-collection';

export type PageHookContext = { store: Store; userId: string };
/** A before-hook refuses the change by throwing an AppError; nothing has been written at that point. */
export type PageHook = (page: Page, context: PageHookContext) => Promise<void>;

export type PageType = {
  name: string;
  collection: PageCollection;
  beforePublish?: PageHook;
  afterPublish?: PageHook;
  beforeUnpublish?: PageHook;
  afterUnpublish?: PageHook;
};

export type PageHookName = 'beforePublish' | 'afterPublish' | 'beforeUnpublish' | 'afterUnpublish';

export const pageTypes: Record<string, PageType> = {
  page: { name: 'page', collection: 'pages' },
};

/** SPEC §8: a stored page of a type this site does not know is answered as not found. */
export const UNKNOWN_PAGE_TYPE_MESSAGE = 'whppt:error Page not found.';

export function pageTypeOf(pageType: unknown): PageType {
  const found = typeof pageType === 'string' && Object.hasOwn(pageTypes, pageType) ? pageTypes[pageType] : undefined;
  if (!found) throw new AppError('not_found', UNKNOWN_PAGE_TYPE_MESSAGE);
  return found;
}

export async function runPageHook(name: PageHookName, page: Page, context: PageHookContext): Promise<void> {
  await pageTypeOf(page.pageType)[name]?.(page, context);
}
