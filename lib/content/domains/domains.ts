import 'server-only';
import type { Store } from '@/lib/db/port';
import { AppError, staleVersion } from '@/lib/errors';
import { cacheTags } from '../cache-tags';
import { domainForHostname } from './domain-for-hostname';
import { DomainSchema, type Domain } from '../schemas';
import { siteHostname } from './site-origin';
import { recordAudit } from '@/lib/audit/audit-log';
import { log } from '@/lib/log';

/**
 * Domains (SPEC.md §3, §4, §7; collection `domains`): each one a site with its own pages, navigation, footer and
 * settings, served on the host names it lists. This file reads them and answers them; the writes are
 * domains-save.ts, domains-publish.ts and domains-swap.ts. Every write carries or checks the domain's version
 * (a stale one answers 409 and writes nothing), is audited, and invalidates the 'domains' cache tag, because
 * which domain a host gets is decided on every visitor page.
 */

/** A domain as the config calls answer it. */
export type DomainState = {
  _id: string;
  name: string;
  hostnames: string[];
  published: boolean;
  isDefault: boolean;
  version: number;
  updatedAt: string | null;
};

export const DOMAIN_NOT_FOUND = 'Domain not found.';
export const STALE_DOMAIN_MESSAGE = 'Someone else changed this domain after you opened it. Your changes have not been saved yet.';

/** What every domain write invalidates: all pages decide their domain again. */
export const domainTags = () => [cacheTags.domains()];

export const versionOfDomain = (domain: Domain) => domain.version ?? 0;

export function domainState(domain: Domain): DomainState {
  return {
    _id: domain._id,
    name: domain.name,
    hostnames: [...domain.hostnames],
    published: domain.published,
    isDefault: domain.isDefault,
    version: versionOfDomain(domain),
    updatedAt: domain.updatedAt ?? null,
  };
}

/** Every domain, by name. A stored domain that no longer fits the schema is left out rather than failing the list. */
export async function listDomains(store: Store): Promise<Domain[]> {
  const docs = await store.collection('domains').find({});
  const domains = docs.flatMap((doc) => {
    const parsed = DomainSchema.safeParse(doc);
    if (!parsed.success) log.error('domain.unreadable', { domainId: doc._id, issues: parsed.error.issues.slice(0, 3) });
    return parsed.success ? [parsed.data] : [];
  });
  return domains.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a._id.localeCompare(b._id));
}

export function findDomainOrThrow(domains: readonly Domain[], domainId: string): Domain {
  const domain = domains.find((d) => d._id === domainId);
  if (!domain) throw new AppError('not_found', DOMAIN_NOT_FOUND);
  return domain;
}

/** config/loadDomain: the domain serving a host name (as visitors get it) and every domain. */
export async function loadDomainFor(store: Store, hostname: string): Promise<{ domain: DomainState | null; domains: DomainState[] }> {
  const domains = await listDomains(store);
  const domain = domainForHostname(domains, hostname, siteHostname());
  return { domain: domain && domainState(domain), domains: domains.map(domainState) };
}

/**
 * Replaces a domain with `next` only if it is still at the version it was read at: a write made meanwhile (by
 * another server) answers 409 and this one writes nothing.
 */
export async function replaceDomain(store: Store, existing: Domain, next: Domain): Promise<void> {
  const filter = existing.version === undefined ? { _id: existing._id, version: { $exists: false } } : { _id: existing._id, version: existing.version };
  if ((await store.collection<Domain>('domains').replace(filter, next)) === 0) throw staleVersion(STALE_DOMAIN_MESSAGE);
}

export type DomainAction = 'save' | 'publish' | 'unpublish' | 'swap';

export async function auditDomain(store: Store, action: DomainAction, domain: Domain, userId: string, at: string, extra: Record<string, unknown> = {}): Promise<void> {
  await recordAudit(store, {
    action: `domain.${action}`,
    target: domain._id,
    domainId: domain._id,
    version: versionOfDomain(domain),
    hostnames: [...domain.hostnames],
    ...extra,
    userId,
    at,
  });
}

type Holder = { queue?: Promise<unknown> };
const KEY = Symbol.for('charity-site.domain-writes');

/**
 * Runs domain writes one at a time in this server: host names must stay unique across domains, which is checked
 * against every domain before writing. (Versions still refuse a write raced by another server.)
 */
export function serialiseDomainWrites<T>(write: () => Promise<T>): Promise<T> {
  const g = globalThis as typeof globalThis & { [KEY]?: Holder };
  const holder = (g[KEY] ??= {});
  const run = (holder.queue ?? Promise.resolve()).then(write, write);
  holder.queue = run.catch(() => undefined);
  return run;
}
