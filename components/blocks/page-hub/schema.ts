import { z } from 'zod';
import { ComponentSchema } from '@/lib/content/schemas';
import { hubSorts } from '@/lib/hub/types';

export const componentType = 'PageHub';
export const label = 'Page hub';

const filterTag = z.string().max(181);
const categoryId = z.string().max(60);

export const schema = ComponentSchema.extend({
  componentType: z.literal(componentType),
  /** Tag categories offered to visitors under 'Explore By' (category ids). */
  sideFiltersToShow: z.array(categoryId).max(30).default([]),
  /** Base filters ('category:value'): the hub only ever lists pages that match them. */
  hubFilters: z.array(filterTag).max(100).default([]),
  /** Filters of the related pages shown under the results when showRelated is on. */
  hubRelatedFilters: z.array(filterTag).max(100).default([]),
  /** The order the hub opens in; visitors may change it. */
  sortBy: z.enum(hubSorts).default('a-z'),
  showRelated: z.boolean().default(false),
  relatedHeading: z.string().max(200).default(''),
});
export type PageHubData = z.infer<typeof schema>;
