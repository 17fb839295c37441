import { z } from 'zod';
import { ComponentSchema, type Component } from '@/lib/content/schemas';

/**
 * A nested list of components (a column, a panel's or an item's contents). An item that is not a
 * valid component becomes null in its place instead of failing the parent: one bad item must not
 * hide its siblings, and keeping positions keeps every other item's edit path pointing at it.
 */
export const contentList = (max = 100) => z.array(ComponentSchema.nullable().catch(null)).max(max).default([]);
export type ContentList = z.infer<ReturnType<typeof contentList>>;

/** RenderContents is typed for components but skips null items at run time, keeping the others' paths. */
export const asContents = (list: ContentList) => list as readonly Component[];
