// Loads the cache handler files the way Next does: with Node's own loader, outside any bundler.
import { createRequire } from 'node:module';
import type * as DataCacheModule from '@/lib/cache/data-cache-handler.cjs';
import type * as ConnectionModule from '@/lib/cache/redis-connection.cjs';
import type * as SharedTagsModule from '@/lib/cache/shared-tags.cjs';
import type SharedTagsPageCacheClass from '@/lib/cache/page-cache-handler.cjs';
import type { CacheEntry } from 'next/dist/server/lib/cache-handlers/types';

const load = createRequire(import.meta.url);

export const { createDataCacheHandler } = load('../../lib/cache/data-cache-handler.cjs') as typeof DataCacheModule;
export const { createRedisConnection } = load('../../lib/cache/redis-connection.cjs') as typeof ConnectionModule;
export const { createSharedTags } = load('../../lib/cache/shared-tags.cjs') as typeof SharedTagsModule;
export const SharedTagsPageCache = load('../../lib/cache/page-cache-handler.cjs') as typeof SharedTagsPageCacheClass;
export const { tagsManifest } = load('next/dist/server/lib/incremental-cache/tags-manifest.external') as {
  tagsManifest: Map<string, { stale?: number; expired?: number }>;
};
export const { nodeFs } = load('next/dist/server/lib/node-fs-methods') as { nodeFs: unknown };

/** A log that keeps its lines, so tests can check that an outage is reported once. */
export function memoryLog() {
  const lines: string[] = [];
  return { lines, error: (line: string) => lines.push(line), info: (line: string) => lines.push(line) };
}

export function streamOfText(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

export async function textOf(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/** A 'use cache' entry as Next hands it to set: made a second ago, with the 'max' cache life. */
export function entryOf(text: string, tags: string[], life: Partial<Pick<CacheEntry, 'revalidate' | 'expire'>> = {}): CacheEntry {
  return {
    value: streamOfText(text),
    tags,
    stale: 300,
    timestamp: Date.now() - 1000,
    revalidate: life.revalidate ?? 30 * 24 * 60 * 60,
    expire: life.expire ?? 365 * 24 * 60 * 60,
  };
}
