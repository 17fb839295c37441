// Shapes of the hub, featured content and card data (SPEC.md §3 hub page item, §7 hub calls, §9 constants).

/** Cards on one page of hub results (SPEC.md §9). */
export const HUB_PAGE_SIZE = 9;
/** Filter changes wait this long before the hub asks again (SPEC.md §9). */
export const HUB_FILTER_DEBOUNCE_MS = 500;
/** Featured content shows this many cards (SPEC.md §9: 4 stored in tagFilter.limit, 3 shown and requested). */
export const FEATURED_CARDS = 3;

export const hubSorts = ['desc', 'asc', 'a-z', 'z-a'] as const;
export type HubSort = (typeof hubSorts)[number];
export const isHubSort = (value: unknown): value is HubSort => (hubSorts as readonly unknown[]).includes(value);

/** The parameters a hub keeps its state in, in a visitor's address (?filter=…&sort=…&page=…, page 1-based). */
export const HUB_ADDRESS = { filter: 'filter', sort: 'sort', page: 'page' } as const;
/** The most filters and the highest page index a hub call accepts (lib/hub/inputs.ts), and so an address. */
export const HUB_MAX_FILTERS = 100;
export const HUB_MAX_PAGE_INDEX = 10_000;
export const HUB_SORT_LABELS: Record<HubSort, string> = {
  desc: 'Newest to Oldest',
  asc: 'Oldest to Newest',
  'a-z': 'Name A-Z',
  'z-a': 'Name Z-A',
};

/** A visitor's view of a hub: the filters ticked ('category:value'), the order, and the page (0-based). */
export type HubQuery = { filters: string[]; sort: HubSort; page: number };

/** Only these block kinds travel with a hub page item (SPEC.md §3). */
export const HUB_ITEM_CONTENT_TYPES = ['Button', 'Media'] as const;

/** What a card needs of a published page, and nothing more (SPEC.md §3 hub page item). */
export type HubPageItem = {
  _id: string;
  slug: string;
  header: {
    title: string;
    description: string;
    /** 'yyyy-MM-dd' when the page has a start date. */
    startDate?: string;
    /** 'yyyy-MM-dd' when the page has an end date. */
    endDate?: string;
  };
  tags: string[];
  contents: Array<{ componentType: string; key: string } & Record<string, unknown>>;
};

export type HubFilterResult = {
  pages: HubPageItem[];
  /** Published pages matching the hub's base filters and the visitor's filters. */
  count: number;
  /** Published pages matching the hub's base filters alone (what the hub holds before a visitor filters it). */
  allOtherPages: number;
};

/** A FeaturedContent block's tag filter (SPEC.md §3). */
export type TagFilter = {
  /** Tags a page must carry (any value within a category, every category across). */
  include: string[];
  /** Tags a page must not carry. */
  exclude: string[];
  /** Page ids shown first, in this order, whatever their tags. */
  selected: string[];
  limit: number;
};
