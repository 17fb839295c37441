// Dotted paths into the page ('contents.3.left.0') and how they shift when a list changes.
import { getAtPath } from '@/lib/content/value-at-path';

const INDEX = /^(0|[1-9]\d*)$/;

/** The list holding a component and its place in it; null when the path does not end in a list index. */
export function parentListPath(componentPath: string): { listPath: string; index: number } | null {
  const cut = componentPath.lastIndexOf('.');
  if (cut <= 0) return null; // the page root is not a list, so a bare index has no parent list
  const last = componentPath.slice(cut + 1);
  if (!INDEX.test(last)) return null;
  return { listPath: componentPath.slice(0, cut), index: Number(last) };
}

/** A component is any object carrying its type; blocks nest them in lists and in plain objects alike. */
export const isComponent = (value: unknown): value is Record<string, unknown> & { componentType: string } =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { componentType?: unknown }).componentType === 'string';

/** The component at a list-item path, or null when the path is not a list item of the page. */
export function listItemAt(root: unknown, path: string) {
  const parent = parentListPath(path);
  if (!parent) return null;
  const list = getAtPath(root, parent.listPath);
  if (!Array.isArray(list) || parent.index >= list.length) return null;
  return { ...parent, list: list as unknown[], item: list[parent.index] };
}

/** A list may still be missing from stored data (an empty list not yet written) as long as its owner exists. */
export function listCanExist(root: unknown, path: string): boolean {
  if (!path) return false;
  const value = getAtPath(root, path);
  if (Array.isArray(value)) return true;
  if (value !== undefined) return false;
  const cut = path.lastIndexOf('.');
  const owner = cut < 0 ? root : getAtPath(root, path.slice(0, cut));
  return typeof owner === 'object' && owner !== null && !Array.isArray(owner);
}

/** Rewrites a path that goes through `listPath.<i>` so it follows item i to its new index. */
export function remapThroughList(path: string, listPath: string, newIndex: (index: number) => number): string {
  const prefix = `${listPath}.`;
  if (!path.startsWith(prefix)) return path;
  const [head, ...rest] = path.slice(prefix.length).split('.');
  if (!INDEX.test(head)) return path;
  return [listPath, String(newIndex(Number(head))), ...rest].join('.');
}
