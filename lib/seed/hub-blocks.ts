// Builders for the blocks that list pages by their tags (the hub, featured content) and the event list. Each
// writes every field its block's schema reads (components/blocks/<name>/schema.ts), as content-blocks.ts does.
import type { Component } from '../content/schemas';

type HubSort = 'desc' | 'asc' | 'a-z' | 'z-a';

/** A filterable hub of cards: visitors filter by the categories in `sideFiltersToShow`, within `hubFilters`. */
export function pageHub(
  key: string,
  fields: { sideFiltersToShow: string[]; hubFilters: string[]; sortBy: HubSort; hubRelatedFilters?: string[]; showRelated?: boolean; relatedHeading?: string },
): Component {
  return {
    componentType: 'PageHub',
    key,
    sideFiltersToShow: fields.sideFiltersToShow,
    hubFilters: fields.hubFilters,
    hubRelatedFilters: fields.hubRelatedFilters ?? [],
    sortBy: fields.sortBy,
    showRelated: fields.showRelated ?? false,
    relatedHeading: fields.relatedHeading ?? '',
  };
}

/** Up to three cards of published pages that carry the `include` tags (limit stored as 4, SPEC.md §9). */
export function featuredContent(key: string, heading: string, tagFilter: { include: string[]; exclude?: string[]; selected?: string[] }): Component {
  return {
    componentType: 'FeaturedContent',
    key,
    heading,
    tagFilter: { include: tagFilter.include, exclude: tagFilter.exclude ?? [], selected: tagFilter.selected ?? [], limit: 4 },
  };
}

/** The ticketing provider's upcoming events whose name contains `filter` ('' for all). */
export function eventList(key: string, filter: string): Component {
  return { componentType: 'Humanitix', key, filter };
}
