// component/duplicate: place a copy right after the original and select the copy.
import type { Component, Page } from '@/lib/content/schemas';
import { setAtPath } from '@/lib/content/value-at-path';
import { isComponent, listItemAt } from '../paths';
import type { PageActionResult, Selection } from '../types';
import { selectPlaced } from './insert-component';

function renewKeys(value: unknown, makeKey: () => string): unknown {
  if (Array.isArray(value)) return value.map((item) => renewKeys(item, makeKey));
  if (typeof value !== 'object' || value === null) return value;
  const key = isComponent(value) ? makeKey() : undefined;
  const copy: Record<string, unknown> = {};
  for (const [name, child] of Object.entries(value)) copy[name] = renewKeys(child, makeKey);
  if (key !== undefined) copy.key = key;
  return copy;
}

/**
 * A deep copy in which the component and every component nested in it (in any list or object, at any
 * depth) gets a fresh key, so the copy never shares identity with the original. Keys come from the
 * caller so the reducer stays pure.
 */
export function duplicateComponent(component: Component, makeKey: () => string): Component {
  return renewKeys(component, makeKey) as Component;
}

export function insertDuplicate(page: Page, selection: Selection | null, action: { path: string; copy: Component }): PageActionResult {
  const found = listItemAt(page, action.path);
  if (!found) return null;
  const list = found.list.slice();
  list.splice(found.index + 1, 0, action.copy);
  return { page: setAtPath(page, found.listPath, list), selection: selectPlaced(found.listPath, found.index + 1, selection), focus: true };
}
