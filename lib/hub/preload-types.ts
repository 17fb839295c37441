// What the server loads for the hub and featured content blocks with a visitor's page (their server-data.ts).
import type { TagCategory } from '@/lib/content/site/site-settings';
import type { HubFilterResult, HubPageItem } from './types';

export type PageHubPreload = { domainId: string; result: HubFilterResult; categories: TagCategory[] };
export type FeaturedContentPreload = { domainId: string; pages: HubPageItem[] };
