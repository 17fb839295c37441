// Field values arrive as `unknown` (old or hand-edited content may hold anything): these read them
// defensively and write them back without mutating what the editor state holds.

export type Fields = Record<string, unknown>;

export const asString = (value: unknown): string => (typeof value === 'string' ? value : '');
export const asRecord = (value: unknown): Fields =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {};
export const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const asNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** Joins path segments, skipping empty ones: '' stands for "this object itself". */
export const joinPath = (...parts: string[]) => parts.filter(Boolean).join('.');

/** The value at a dotted path inside `root` ('' is `root`). */
export function getAt(root: unknown, path: string): unknown {
  if (!path) return root;
  let current: unknown = root;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Fields)[key];
  }
  return current;
}

/** A copy of `root` with `value` at the dotted path ('' replaces `root`). */
export function setAt(root: unknown, path: string, value: unknown): unknown {
  if (!path) return value;
  const [key, ...rest] = path.split('.');
  const child = setAt(getAt(root, key), rest.join('.'), value);
  if (Array.isArray(root) && /^\d+$/.test(key)) {
    const copy = [...root];
    copy[Number(key)] = child;
    return copy;
  }
  return { ...asRecord(root), [key]: child };
}
