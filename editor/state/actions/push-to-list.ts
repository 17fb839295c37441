// list/push: append a value to a list of the page.
import type { Page } from '@/lib/content/schemas';
import { getAtPath, setAtPath } from '@/lib/content/value-at-path';
import type { PageActionResult, Selection } from '../types';

/** SPEC.md §8: the message when the target of a push is not a list. */
export const NOT_AN_ARRAY = 'the value provided is not an Array';

export function pushToList(page: Page, selection: Selection | null, action: { path: string; value: unknown }): PageActionResult {
  const list = getAtPath(page, action.path);
  if (!Array.isArray(list)) return { error: NOT_AN_ARRAY };
  return { page: setAtPath(page, action.path, [...list, action.value]), selection };
}
