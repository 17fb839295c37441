// component/insert: put a new component into a content list and select it.
import type { Component, Page } from '@/lib/content/schemas';
import { getAtPath, setAtPath } from '@/lib/content/value-at-path';
import { listCanExist } from '../paths';
import type { PageActionResult, Selection } from '../types';

/** The selection of a component just placed at listPath.index; keeps what the list accepts when that list was selected. */
export function selectPlaced(listPath: string, index: number, previous: Selection | null): Selection {
  const content = previous?.content?.path === listPath ? previous.content : { path: listPath };
  return { component: `${listPath}.${index}`, field: null, kind: null, content };
}

export function insertComponent(
  page: Page,
  selection: Selection | null,
  action: { listPath: string; index: number; component: Component },
): PageActionResult {
  if (!listCanExist(page, action.listPath)) return null;
  const current = getAtPath(page, action.listPath);
  const list = Array.isArray(current) ? current.slice() : [];
  // An index past either end means "at that end": the picker may offer positions of a list that just changed.
  const index = Number.isFinite(action.index) ? Math.min(Math.max(Math.trunc(action.index), 0), list.length) : list.length;
  list.splice(index, 0, action.component);
  return { page: setAtPath(page, action.listPath, list), selection: selectPlaced(action.listPath, index, selection), focus: true };
}
