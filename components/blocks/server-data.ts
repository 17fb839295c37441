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

/** What each component of a page that needs server data is handed, by component key (BlockProps.preload). */
export async function preloadBlockData(domainId: string, page: { _id: string; contents: readonly unknown[] }): Promise<Record<string, unknown>> {
  const entries: Promise<[string, unknown]>[] = [];
  for (const component of componentsIn(page.contents)) {
    const load = serverDataLoaders.get(component.componentType as string);
    if (load && typeof component.key === 'string') {
      const key = component.key;
      entries.push(load(component, { domainId, pageId: page._id }).then((data) => [key, data]));
    }
  }
  return Object.fromEntries((await Promise.all(entries)).filter(([, data]) => data !== undefined));
}
