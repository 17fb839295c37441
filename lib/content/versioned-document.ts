import 'server-only';
import type { Collection } from '@/lib/db/port';
import { staleVersion } from '@/lib/errors';

/**
 * A per-domain document with a working copy (`draft`), what visitors get (`published`) and a `version` every
 * save must name (navigation, footer, site settings, redirects, tag categories). Documents written before
 * versions existed have none: read as 0.
 */
export type VersionedDocument = {
  _id: string;
  domainId: string;
  draft?: unknown;
  published?: unknown;
  version?: number;
  updatedAt?: string;
  publishedAt?: string;
} & Record<string, unknown>;

export const versionOf = (doc: VersionedDocument | null | undefined) => (typeof doc?.version === 'number' ? doc.version : 0);

/** Refuses (409, nothing written) when the stored version is not the one the editor loaded. */
export function checkVersion(doc: VersionedDocument | null, version: number, staleMessage: string): void {
  if (versionOf(doc) !== version) throw staleVersion(staleMessage);
}

/**
 * Writes the working copy (with `publish`, also the published copy, in the same write) over `existing`, which
 * must be the document read when its version was checked: the version in the filter closes the race.
 */
export async function writeVersioned(
  collection: Collection<VersionedDocument>,
  existing: VersionedDocument | null,
  fields: { _id: string; domainId: string; draft: unknown; publish: boolean; at: string; extra?: Record<string, unknown> },
  staleMessage: string,
): Promise<VersionedDocument> {
  const { _id, domainId, draft, publish, at, extra } = fields;
  const current = versionOf(existing);
  const next: VersionedDocument = { ...existing, ...extra, _id, domainId, draft, version: current + 1, updatedAt: at };
  if (publish) Object.assign(next, { published: draft, publishedAt: at });
  if (!existing) {
    try {
      await collection.insert(next);
    } catch {
      throw staleVersion(staleMessage); // created by someone else meanwhile
    }
    return next;
  }
  const filter = typeof existing.version === 'number' ? { _id, version: current } : { _id, version: { $exists: false } };
  if ((await collection.replace(filter, next)) === 0) throw staleVersion(staleMessage);
  return next;
}
