// The anchors an anchor link can point at: every Anchor component with an id, however deeply it is nested.

/** Anchor ids in page order, each once. */
export function anchorsIn(contents: unknown): string[] {
  const found: string[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (record.componentType === 'Anchor' && typeof record.id === 'string' && record.id.trim() && !found.includes(record.id.trim())) {
      found.push(record.id.trim());
    }
    // Components hold their children under many names (contents, left, right, items[].contents): look everywhere.
    for (const inner of Object.values(record)) visit(inner);
  };
  visit(contents);
  return found;
}
