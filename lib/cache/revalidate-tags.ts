// Invalidating visitor pages: from outside an API request (background jobs such as scheduled publishing), and, for
// an API call, before it answers.
import 'server-only';
import { revalidateTag } from 'next/cache';

type TagHandler = { updateTags?: (tags: string[], durations?: { expire?: number }) => Promise<void> | void };
type IncrementalCache = { revalidateTag: (tags: string[], durations?: { expire?: number }) => Promise<void> };

/**
 * The same invalidation the API dispatcher makes (`revalidateTag(tag, { expire: 0 })`, app/api/[...call]/route.ts),
 * so the very next visitor request rebuilds the page. Inside a request Next records the tags and applies them when
 * the request ends. A job runs outside any request, where revalidateTag refuses to run: there the tags go straight
 * to the two caches Next itself tells at the end of a request, the 'use cache' handlers and the page cache
 * (with REDIS_URL set, lib/cache's handlers, which share the invalidation with every server).
 */
export async function revalidateTags(tags: string[]): Promise<void> {
  if (tags.length === 0) return;
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
    return;
  } catch {
    // Not inside a request: fall through.
  }
  await tellCaches(tags);
}

/**
 * Gives the tags' invalidation to the two caches Next itself tells at the end of a request, and answers once they
 * hold it. Inside a request Next tells them only after the answer has gone (its waitUntil): an API call awaits this
 * too, so that when a publish answers, every server's next read already sees it (with REDIS_URL, in Redis).
 */
export async function tellCaches(tags: string[]): Promise<void> {
  if (tags.length === 0) return;
  const durations = { expire: 0 };
  const registry = globalThis as typeof globalThis & { __incrementalCache?: IncrementalCache } & Record<symbol, unknown>;
  const handlers = registry[Symbol.for('@next/cache-handlers-set')] as Set<TagHandler> | undefined;
  await Promise.all([
    ...[...(handlers ?? [])].map((handler) => handler.updateTags?.(tags, durations)),
    // Set once the server has answered its first request; before that no page of this process is cached.
    registry.__incrementalCache?.revalidateTag(tags, durations),
  ]);
}
