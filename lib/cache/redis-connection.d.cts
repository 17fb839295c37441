// Types for redis-connection.cjs (plain CommonJS, because Next loads the cache handlers by path at run time).
import type { RedisClientType } from 'redis';

export interface RedisConnection {
  /** The client when connected, else null (after a short wait for the first connection only). */
  ready(): Promise<{ client: RedisClientType; binary: RedisClientType } | null>;
  /** Records a failed command: an outage is logged once. */
  failed(error: unknown): void;
  /** Runs a listener each time the connection comes back after an outage. */
  onReconnect(listener: () => void): void;
  close(): Promise<void>;
}

export function createRedisConnection(url: string, options?: { log?: Pick<Console, 'error' | 'info'> }): RedisConnection;
export function sharedRedisConnection(url: string): RedisConnection;
