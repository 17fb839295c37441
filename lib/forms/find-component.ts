// Finds one component of a page by its key, wherever it sits: blocks hold lists of blocks in any property
// (SplitContent left/right, ContentPanel contents, ListAccordion items[].contents ...).

export type FoundComponent = Record<string, unknown> & { componentType: string; key: string };

/** Deeper than any page an editor can build; a stored document nested further is not walked. */
const MAX_DEPTH = 40;

const isComponent = (value: Record<string, unknown>): value is FoundComponent =>
  typeof value.componentType === 'string' && typeof value.key === 'string';

/** The first component (depth first, in document order) whose key is `key`, or null. */
export function findComponentByKey(contents: unknown, key: string): FoundComponent | null {
  const walk = (node: unknown, depth: number): FoundComponent | null => {
    if (depth > MAX_DEPTH || node === null || typeof node !== 'object') return null;
    if (Array.isArray(node)) {
      for (const item of node) {
        const found = walk(item, depth + 1);
        if (found) return found;
      }
      return null;
    }
    const record = node as Record<string, unknown>;
    if (isComponent(record) && record.key === key) return record;
    for (const value of Object.values(record)) {
      const found = walk(value, depth + 1);
      if (found) return found;
    }
    return null;
  };
  return walk(contents, 0);
}
