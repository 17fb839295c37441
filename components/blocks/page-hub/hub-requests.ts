// The hub's calls to the public API (SPEC.md §7), through the site's one API client.
import { callApi } from '@/lib/api/client';
import type { HubFilterResult, HubSort } from '@/lib/hub/types';

export type HubFilterRequest = { domainId: string; pageIndex: number; hubFilters: string[]; userFilters: string[]; sortBy: HubSort };
/** A tag category as the hub shows it (lib/content/site/site-settings.ts `TagCategory`). */
export type HubCategory = { id: string; values: { id: string }[] };

/** One page (9 cards) of the pages matching the hub's base filters and the visitor's filters. */
export const fetchHubPage = (request: HubFilterRequest) => callApi<HubFilterResult>('hub/filter', { body: request });

/** The categories a hub offers, in its order, values sorted. */
export const fetchFilterCategories = (domainId: string, sideFilters: string[]) =>
  callApi<HubCategory[]>('hub/loadFilterTags', { body: { domainId, sideFilters } });

/**
 * The domain being edited. The visitor's page carries its domain in the hub's preloaded data; the editor renders
 * without it, and asks (signed in) which domain serves this address.
 */
export async function fetchEditedDomainId(): Promise<string> {
  const answer = await callApi<{ domain: { _id: string } | null }>('config/loadDomain', { query: { hostname: window.location.hostname } });
  if (!answer.domain) throw new Error('No site is served at this address.');
  return answer.domain._id;
}
