// The page collections a call may name. SPEC §7 sends `collection` with every page call; this site has
// one page type ('page', label Generic), whose working copies live in `pages`.
import { z } from 'zod';
import type { CollectionName } from '@/lib/db/port';

export const pageCollections = ['pages'] as const;
export type PageCollection = (typeof pageCollections)[number];

export const UNKNOWN_COLLECTION_MESSAGE = 'Unknown page collection: pages of type "page" are kept in "pages", the only page collection.';

/** The `collection` input of page calls: absent means 'pages'; anything else is refused (400) rather than ignored. */
export const pageCollectionInput = z.enum(pageCollections, { error: UNKNOWN_COLLECTION_MESSAGE }).default('pages');

/** Where visitors read the published copies of each page collection. */
export const publishedCollectionOf: Record<PageCollection, CollectionName> = { pages: 'publishedPages' };
