// Types for shared-tags.cjs.
import type { RedisConnection } from './redis-connection.cjs';

export type TagTime = { stale: number; expired: number };

export interface SharedTags {
  update(tags: string[], durations?: { expire?: number }): Promise<void>;
  times(tags: string[]): Promise<Map<string, TagTime> | null>;
}

export function createSharedTags(connection: RedisConnection, prefix: string): SharedTags;
export function expiredSince(times: Map<string, TagTime>, madeAt: number, now?: number): boolean;
export function staleSince(times: Map<string, TagTime>, madeAt: number): boolean;
