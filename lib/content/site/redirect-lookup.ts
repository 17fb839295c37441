import 'server-only';
import { getStore } from '@/lib/db';
import { domainForHostname } from '../domains/domain-for-hostname';
import type { Domain } from '../schemas';
import { loadRedirects, type Redirect } from './redirects';
import { siteHostname } from '../domains/site-origin';
import { errorFields, log } from '@/lib/log';

/**
 * What the proxy asks on visitor requests (every address but the home page): is there a redirect from this
 * address? Answered from memory.
 * A change made by this server is seen at once (forgetRedirects); one made by another server behind the same
 * site within REFRESH_MS. Kept on globalThis because the proxy and the API are bundled apart.
 */
const REFRESH_MS = 5000;

type Table = { loadedAt: number; domains: Domain[]; byDomain: Map<string, Map<string, Redirect>> };
type Holder = { table?: Table; pending?: Promise<Table> };
const KEY = Symbol.for('charity-site.redirects');

function holder(): Holder {
  const g = globalThis as typeof globalThis & { [KEY]?: Holder };
  return (g[KEY] ??= {});
}

async function loadTable(): Promise<Table> {
  const store = await getStore();
  // Every domain, published or not: which one serves a host is decided as for the pages (domainForHostname).
  const domains = await store.collection<Domain>('domains').find({});
  const byDomain = new Map<string, Map<string, Redirect>>();
  for (const domain of domains.filter((d) => d.published)) {
    const list = await loadRedirects(store, domain._id);
    if (list.length) byDomain.set(domain._id, new Map(list.map((r) => [r.from, r])));
  }
  return { loadedAt: Date.now(), domains, byDomain };
}

async function table(): Promise<Table> {
  const h = holder();
  if (h.table && Date.now() - h.table.loadedAt < REFRESH_MS) return h.table;
  h.pending ??= loadTable().finally(() => (h.pending = undefined));
  try {
    h.table = await h.pending;
  } catch (error) {
    // The store is unreachable: serve the last known table rather than failing every page.
    if (!h.table) throw error;
    log.error('redirects.notRefreshed', errorFields(error));
  }
  return h.table;
}

/** Drops the table so the next request reads redirects and domains again. */
export function forgetRedirects(): void {
  holder().table = undefined;
}

/**
 * The redirect from a visitor's path ('/old-page', already normalised) on a hostname, if any. An unpublished
 * domain (or a host no domain serves) has none: its visitors get 'not found' everywhere.
 */
export async function findRedirect(hostname: string, path: string): Promise<Redirect | null> {
  const t = await table();
  const domain = domainForHostname(t.domains, hostname, siteHostname());
  return (domain?.published && t.byDomain.get(domain._id)?.get(path)) || null;
}
