// component/remove: take a component out of its content list.
import type { Page } from '@/lib/content/schemas';
import { setAtPath } from '@/lib/content/value-at-path';
import { listItemAt } from '../paths';
import type { PageActionResult, Selection } from '../types';

export function removeComponent(page: Page, selection: Selection | null, action: { path?: string }): PageActionResult {
  let path = action.path;
  if (path === undefined) {
    // SPEC.md §4: removing the selected component needs both the list it sits in and the component.
    if (!selection?.content || !selection.component) return null;
    path = selection.component;
  }
  const found = listItemAt(page, path);
  if (!found) return null;
  const list = found.list.filter((_, index) => index !== found.index);
  return { page: setAtPath(page, found.listPath, list), selection: null };
}
