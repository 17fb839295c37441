// Reading and immutably writing a value at a dotted path such as 'contents.3.text' or 'header.title'.
type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

export function getAtPath(root: unknown, path: string): unknown {
  if (!path) return root;
  let current: unknown = root;
  for (const key of path.split('.')) {
    if (!isContainer(current)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** A copy of root with the value at path replaced; untouched branches are shared. Missing objects are created. */
export function setAtPath<T>(root: T, path: string, value: unknown): T {
  if (!path) return value as T;
  const [head, ...rest] = path.split('.');
  const source: Container = isContainer(root) ? (root as Container) : /^\d+$/.test(head) ? [] : {};
  const child = (source as Record<string, unknown>)[head];
  const next = rest.length ? setAtPath(child, rest.join('.'), value) : value;
  if (Array.isArray(source)) {
    const copy = source.slice();
    copy[Number(head)] = next;
    return copy as T;
  }
  return { ...source, [head]: next } as T;
}
