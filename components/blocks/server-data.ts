import 'server-only';
import { serverDataLoaders } from './generated/server-data';

// The blocks that need data from the server in the visitor's HTML: each has a server-data.ts in its folder (see
// shared/server-data.ts), which scripts/blocks.mjs lists. A block that needs none has none.

/** Every component in a page's contents, nested ones included (split content columns, panels, areas). */
function* componentsIn(value: unknown, depth = 0): Generator<Record<string, unknown>> {
  if (depth > 12 || !value || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) yield* componentsIn(item, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  if (typeof record.componentType === 'string') yield record;
  for (const child of Object.values(record)) if (child && typeof child === 'object') yield* componentsIn(child, depth + 1);
}

/**
 * What each component of a page that needs server data is handed, by component key (BlockProps.preload).
 * `search`: the state a visitor's address asks of a block (ServerDataContext).
 */
export async function preloadBlockData(
  domainId: string,
  page: { _id: string; contents: readonly unknown[] },
  search = '',
): Promise<Record<string, unknown>> {
  const entries: Promise<[string, unknown]>[] = [];
  const kindsSeen = new Set<string>();
  for (const component of componentsIn(page.contents)) {
    const kind = component.componentType as string;
    const load = serverDataLoaders.get(kind);
    if (load && typeof component.key === 'string') {
      const key = component.key;
      const firstOfItsKind = !kindsSeen.has(kind);
      kindsSeen.add(kind);
      entries.push(load(component, { domainId, pageId: page._id, search, firstOfItsKind }).then((data) => [key, data]));
    }
  }
  return Object.fromEntries((await Promise.all(entries)).filter(([, data]) => data !== undefined));
}
