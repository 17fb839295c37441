// Where Next keeps cached pages and 'use cache' entries. Without REDIS_URL: in each server's memory and disk
// (one server). With REDIS_URL: 'use cache' data lives in Redis and every page read checks tag invalidations
// kept there, so a publish on one server reaches every server (see deploy/README.md).
import path from 'node:path';
import type { NextConfig } from 'next';

// Next imports these files itself at run time (not bundled), so they are CommonJS and named by absolute path.
const handlerDir = () => path.join(process.cwd(), 'lib', 'cache');

export function cacheHandlerConfig(
  environment: Record<string, string | undefined> = process.env,
): Pick<NextConfig, 'cacheHandler' | 'cacheHandlers' | 'cacheMaxMemorySize'> {
  if (!environment.REDIS_URL?.trim()) return {};
  const dataCache = path.join(handlerDir(), 'next-data-cache.cjs');
  return {
    // Pages stay in each server's memory (Next's default size): every read checks the shared tag times first.
    cacheHandler: path.join(handlerDir(), 'page-cache-handler.cjs'),
    cacheHandlers: { default: dataCache, remote: dataCache },
  };
}
