// Types for data-cache-handler.cjs.
import type { CacheHandler } from 'next/dist/server/lib/cache-handlers/types';
import type { RedisConnection } from './redis-connection.cjs';

export function createDataCacheHandler(options: {
  url?: string;
  connection?: RedisConnection;
  prefix?: string;
  maxEntryBytes?: number;
  maxTtlSeconds?: number;
}): CacheHandler & { close(): Promise<void> };
