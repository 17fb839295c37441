// The hub's calls to the public API (SPEC.md §7): plain fetch, no client library, so the hub's code stays small.
import type { HubFilterResult, HubSort } from '@/lib/hub/types';

export type HubFilterRequest = { domainId: string; pageIndex: number; hubFilters: string[]; userFilters: string[]; sortBy: HubSort };
/** A tag category as the hub shows it (lib/content/site-settings.ts `TagCategory`). */
export type HubCategory = { id: string; values: { id: string }[] };

async function call<T>(path: string, init: RequestInit): Promise<T> {
  const response = await fetch(`/api/${path}`, { ...init, headers: { accept: 'application/json', ...init.headers }, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

const post = <T>(path: string, body: unknown) =>
  call<T>(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** One page (9 cards) of the pages matching the hub's base filters and the visitor's filters. */
export const fetchHubPage = (request: HubFilterRequest) => post<HubFilterResult>('hub/filter', request);

/** The categories a hub offers, in its order, values sorted. */
export const fetchFilterCategories = (domainId: string, sideFilters: string[]) =>
  post<HubCategory[]>('hub/loadFilterTags', { domainId, sideFilters });

/**
 * The domain being edited. The visitor's page carries its domain in the hub's preloaded data; the editor renders
 * without it, and asks (signed in) which domain serves this address.
 */
export async function fetchEditedDomainId(): Promise<string> {
  const answer = await call<{ domain: { _id: string } | null }>(`config/loadDomain?hostname=${encodeURIComponent(window.location.hostname)}`, { method: 'GET' });
  if (!answer.domain) throw new Error('No site is served at this address.');
  return answer.domain._id;
}
