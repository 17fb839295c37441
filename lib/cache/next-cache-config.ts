// Where Next keeps cached pages and 'use cache' entries. Without REDIS_URL: in each server's memory and disk
// (one server). With REDIS_URL: shared, so a publish on one server reaches every server.
import type { NextConfig } from 'next';

export function cacheHandlerConfig(): Pick<NextConfig, 'cacheHandler' | 'cacheHandlers' | 'cacheMaxMemorySize'> {
  return {};
}
