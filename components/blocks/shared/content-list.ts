import { z } from 'zod';
import { ComponentSchema } from '@/lib/content/schemas';

/**
 * A nested list of components (a column, a panel's or an item's contents). An item that is not a
 * valid component becomes null in its place instead of failing the parent: one bad item must not
 * hide its siblings, and keeping positions keeps every other item's edit path pointing at it.
 */
/** How many components a nested list holds unless its block says otherwise. */
export const maxNestedContents = 100;

export const contentList = (max = maxNestedContents) => z.array(ComponentSchema.nullable().catch(null)).max(max).default([]);
export type ContentList = z.infer<ReturnType<typeof contentList>>;
