import 'server-only';
import type { z } from 'zod';
import type { Store } from '@/lib/db/port';
import { domainOrThrow } from '../domains/domain-or-throw';
import { checkVersion, writeVersioned, type VersionedDocument } from '../versioned-document';
import { cacheTags } from '../cache-tags';
import { sanitizeContent } from '../pages/sanitize-page';
import { FooterSchema, NavSchema, type Footer, type Nav } from '../schemas';
import { recordAudit } from '@/lib/audit/audit-log';

/**
 * The navigation and the footer of a domain (DESIGN.md §2, collection `site`): one document each,
 * `nav:<domainId>` and `footer:<domainId>`, holding the working copy (`draft`), what visitors see
 * (`published`) and a `version` that every save must name, like pages: a stale save answers 409 and
 * overwrites nothing. Publishing saves first, then copies the working copy to visitors.
 */
export const siteDocumentKinds = {
  nav: { schema: NavSchema, label: 'navigation', tag: cacheTags.nav },
  footer: { schema: FooterSchema, label: 'footer', tag: cacheTags.footer },
} as const;
export type SiteDocumentKind = keyof typeof siteDocumentKinds;
type ValueOf<K extends SiteDocumentKind> = K extends 'nav' ? Nav : Footer;

export const siteDocumentId = (kind: SiteDocumentKind, domainId: string) => `${kind}:${domainId}`;

export const staleSiteDocumentMessage = (kind: SiteDocumentKind) =>
  `Someone else saved the ${siteDocumentKinds[kind].label} after you opened it. Your changes have not been saved yet.`;

type StoredSiteDocument = {
  _id: string;
  domainId: string;
  kind: SiteDocumentKind;
  draft?: unknown;
  published?: unknown;
  /** Absent on documents written before versions existed: read as 0. */
  version?: number;
  updatedAt?: string;
  publishedAt?: string;
};

/** What the editor loads and sends back: the working copy with its domain, version and publish state. */
export type SiteDocumentState<K extends SiteDocumentKind> = ValueOf<K> & {
  domainId: string;
  version: number;
  updatedAt: string | null;
  publishedAt: string | null;
  /** The working copy differs from what visitors see. */
  pendingChanges: boolean;
  /** What visitors see (null before the first publish), so the editor can say what a publish would change. */
  publishedCopy: ValueOf<K> | null;
};

function parseValue<K extends SiteDocumentKind>(kind: K, value: unknown): ValueOf<K> {
  const schema: z.ZodType = siteDocumentKinds[kind].schema;
  // Stored data that no longer fits its schema reads as empty rather than failing the editor.
  const parsed = schema.safeParse(value ?? {});
  return (parsed.success ? parsed.data : schema.parse({})) as ValueOf<K>;
}


function stateOf<K extends SiteDocumentKind>(kind: K, domainId: string, doc: StoredSiteDocument | null): SiteDocumentState<K> {
  const draft = parseValue(kind, doc?.draft);
  const published = doc?.published === undefined ? null : parseValue(kind, doc.published);
  return {
    ...draft,
    domainId,
    version: doc?.version ?? 0,
    updatedAt: doc?.updatedAt ?? null,
    publishedAt: doc?.publishedAt ?? null,
    pendingChanges: published === null || JSON.stringify(published) !== JSON.stringify(draft),
    publishedCopy: published,
  };
}

export async function loadSiteDocument<K extends SiteDocumentKind>(store: Store, kind: K, domainId: string): Promise<SiteDocumentState<K>> {
  await domainOrThrow(store, domainId);
  const doc = await store.collection<StoredSiteDocument>('site').findOne({ _id: siteDocumentId(kind, domainId) });
  return stateOf(kind, domainId, doc);
}

type WriteInput<K extends SiteDocumentKind> = { kind: K; domainId: string; value: ValueOf<K>; version: number; userId: string; now: Date; publish: boolean };

/**
 * Saves the working copy (and, with `publish`, makes it what visitors see in the same write). `version` must be
 * the version the editor loaded. Answers the new state and the cache tags to invalidate (only when published).
 */
export async function writeSiteDocument<K extends SiteDocumentKind>(
  store: Store,
  { kind, domainId, value, version, userId, now, publish }: WriteInput<K>,
): Promise<{ state: SiteDocumentState<K>; invalidate: string[] }> {
  await domainOrThrow(store, domainId);
  const at = now.toISOString();
  const collection = store.collection<VersionedDocument>('site');
  const _id = siteDocumentId(kind, domainId);
  const stale = staleSiteDocumentMessage(kind);
  const existing = await collection.findOne({ _id });
  checkVersion(existing, version, stale);
  const next = (await writeVersioned(collection, existing, { _id, domainId, draft: sanitizeContent(parseValue(kind, value)), publish, at, extra: { kind } }, stale)) as StoredSiteDocument;
  await recordAudit(store, {
    action: `${kind}.${publish ? 'publish' : 'save'}`,
    target: _id,
    domainId,
    version: next.version,
    userId,
    at,
  });
  return { state: stateOf(kind, domainId, next), invalidate: publish ? [siteDocumentKinds[kind].tag(domainId)] : [] };
}
