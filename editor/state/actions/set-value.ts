// value/set: write one value of the page, or replace a whole value (an object, a list) at its path.
import type { Page } from '@/lib/content/schemas';
import { setAtPath } from '@/lib/content/value-at-path';
import type { PageActionResult, Selection } from '../types';

export function setValue(page: Page, selection: Selection | null, action: { path: string; value: unknown }): PageActionResult {
  // Replacing the page root would bypass its own rules (restore keeps the saved copy; load resets history).
  if (!action.path) return null;
  return { page: setAtPath(page, action.path, action.value), selection };
}
