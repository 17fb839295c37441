// component/move: swap a component with its neighbour in the same list.
import type { Page } from '@/lib/content/schemas';
import { setAtPath } from '@/lib/content/value-at-path';
import { listItemAt } from '../paths';
import { remapSelection } from '../selection';
import type { PageActionResult, Selection } from '../types';

export function moveComponent(page: Page, selection: Selection | null, action: { path: string; direction: 'up' | 'down' }): PageActionResult {
  const found = listItemAt(page, action.path);
  if (!found) return null;
  const from = found.index;
  const to = action.direction === 'up' ? from - 1 : from + 1;
  // SPEC.md §4: up does nothing for the first item, down nothing for the last.
  if (to < 0 || to >= found.list.length) return null;
  const list = found.list.slice();
  [list[from], list[to]] = [list[to], list[from]];
  const swap = (index: number) => (index === from ? to : index === to ? from : index);
  // Whatever was selected inside either neighbour keeps pointing at the same thing at its new place.
  return { page: setAtPath(page, found.listPath, list), selection: remapSelection(selection, found.listPath, swap) };
}
