// Inputs of the hub calls (SPEC.md §7): strings checked for shape and size before any reaches a store filter.
import { z } from 'zod';
import { hubSorts } from './types';
import { domainIdInput } from '@/lib/api/inputs';


/** 'category:value' (category up to 60 characters, value up to 120). */
export const filterTagInput = z
  .string({ error: 'A filter must be text' })
  .max(181, 'A filter must be at most 181 characters')
  .regex(/^[^:]{1,60}:.{1,120}$/s, "A filter is written 'category:value'");

export const filterListInput = z.array(filterTagInput, { error: 'Filters must be a list' }).max(100, 'At most 100 filters').default([]);

export const hubFilterInput = z.object({
  domainId: domainIdInput,
  pageIndex: z.number({ error: 'pageIndex must be a number' }).int('pageIndex must be a whole number').min(0).max(10_000).default(0),
  hubFilters: filterListInput,
  userFilters: filterListInput,
  sortBy: z.enum(hubSorts, { error: `sortBy must be one of ${hubSorts.join(', ')}` }).default('desc'),
});

export const loadFilterTagsInput = z.object({
  domainId: domainIdInput,
  sideFilters: z.array(z.string({ error: 'A category must be text' }).max(60), { error: 'sideFilters must be a list' }).max(30).default([]),
});

export const filterListSelectedInput = z.object({
  domainId: domainIdInput,
  tagFilters: z.object(
    {
      include: filterListInput,
      exclude: filterListInput,
      selected: z.array(z.string().max(100), { error: 'selected must be a list of page ids' }).max(3, 'At most 3 selected pages').default([]),
      limit: z.number({ error: 'limit must be a number' }).int().min(1).max(4).default(3),
    },
    { error: 'tagFilters must be an object' },
  ),
  /** The page showing the cards: never one of them. */
  currentPageId: z.string().max(100).optional(),
});
