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

/**
 * What a visitor did to the server's rendering of the hub before its code arrived, read in the render that swaps
 * them (hub-loader.tsx), so that the live hub carries on from there.
 */
export type HubStart = {
  /** The boxes ticked, if the visitor changed them (null: as the server rendered them). */
  filters: string[] | null;
  /** The order chosen, if the visitor changed it. */
  sort: HubSort | null;
  /** The category of 'Explore By' the visitor opened last, if it is still open. */
  openCategory: string | null;
  /** The phone's 'Filter' was pressed: the live hub opens its panel. */
  panelOpen: boolean;
  /** Where a press sent the hub ('Apply Filters', a page, a chip, 'Clear Filters'): the live hub goes there. */
  go: HubQuery | null;
};

/** pageDomainId: the domain of the page the hub is on, when known (the editor's working copy carries it). */
export type LiveHubProps = HubSettings & { preload: HubPreload | null; pageDomainId?: string; start?: HubStart | null };
