// The contract of a block that needs data from the server in the visitor's HTML (the hub's first page, featured
// cards, a register's crisis number): a server-only `server-data.ts` in the block's folder exports `loadServerData`,
// and components/blocks/server-data.ts lists it. Its result reaches the component as `preload`, by component key.

/**
 * Where the block stands: the page's domain and id; the visitor's query string as far as a block keeps its state
 * there ('' when none; today only the hub's, see lib/hub/hub-state-path.ts), and whether this is the first block
 * of its kind on the page (only that one keeps its state in the address).
 */
export type ServerDataContext = { domainId: string; pageId: string; search: string; firstOfItsKind: boolean };

/**
 * Loads what the block shows first, given the stored component (checked when saved, but read defensively); null
 * when there is nothing to hand over (the component then fetches in the browser, or shows what it has).
 */
export type LoadServerData = (component: Record<string, unknown>, context: ServerDataContext) => Promise<unknown>;
