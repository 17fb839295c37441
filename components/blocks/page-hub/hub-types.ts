// What the hub's server-rendered first page and its live version are given.
import type { HubFilterResult, HubQuery, HubSort } from '@/lib/hub/types';
import type { HubCategory } from './hub-requests';

/** What the server loaded for this hub (lib/hub/preload-types.ts `PageHubPreload`). */
export type HubPreload = { domainId: string; result: HubFilterResult; categories: HubCategory[]; query: HubQuery };

export type HubSettings = {
  componentKey: string;
  path: string;
  editing: boolean;
  hubFilters: string[];
  sideFiltersToShow: string[];
  sortBy: HubSort;
};

/** pageDomainId: the domain of the page the hub is on, when known (the editor's working copy carries it). */
export type LiveHubProps = HubSettings & { preload: HubPreload | null; pageDomainId?: string };
