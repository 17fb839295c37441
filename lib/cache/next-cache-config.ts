// Where Next keeps cached pages and 'use cache' entries. Pages: in each server's memory and disk, through our page
// cache handler (it dates a page from the start of its render, so a render that read the replaced copy never
// outlives a publish). 'use cache' data: Next's default without REDIS_URL (one server); with REDIS_URL it lives in
// Redis and every page read checks tag invalidations kept there, so a publish on one server reaches every server
// (see deploy/README.md).
import path from 'node:path';
import type { NextConfig } from 'next';

// Next imports these files itself at run time (not bundled), so they are CommonJS and named by absolute path.
const handlerDir = () => path.join(process.cwd(), 'lib', 'cache');

export function cacheHandlerConfig(
  environment: Record<string, string | undefined> = process.env,
): Pick<NextConfig, 'cacheHandler' | 'cacheHandlers' | 'cacheMaxMemorySize'> {
  // Pages stay in each server's memory (Next's default size); with Redis every read checks the shared tag times first.
  const cacheHandler = path.join(handlerDir(), 'page-cache-handler.cjs');
  if (!environment.REDIS_URL?.trim()) return { cacheHandler };
  const dataCache = path.join(handlerDir(), 'next-data-cache.cjs');
  return { cacheHandler, cacheHandlers: { default: dataCache, remote: dataCache } };
}
