// What the server loads for the hub and featured content blocks with a visitor's page (their server-data.ts).
import type { TagCategory } from '@/lib/content/site/site-settings';
import type { HubFilterResult, HubPageItem, HubQuery } from './types';

/** query: what the result was found with (the visitor's address, or the hub's first page). */
export type PageHubPreload = { domainId: string; result: HubFilterResult; categories: TagCategory[]; query: HubQuery };
export type FeaturedContentPreload = { domainId: string; pages: HubPageItem[] };
