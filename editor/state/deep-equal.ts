// Structural equality for page data (JSON-shaped: plain objects, arrays, primitives).

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Keys whose value is undefined are ignored: they vanish when the page is saved as JSON, so they are no change. */
const definedKeys = (value: Record<string, unknown>) => Object.keys(value).filter((key) => value[key] !== undefined);

export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!isObject(a) || !isObject(b)) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => deepEqual(item, b[index]));
  }
  const keysA = definedKeys(a);
  const keysB = definedKeys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) => Object.prototype.hasOwnProperty.call(b, key) && deepEqual(a[key], b[key]));
}
