// Where Next keeps cached pages and 'use cache' entries. Pages: in each server's memory and disk, through our page
// cache handler (it dates a page from the start of its render, so a render that read the replaced copy never
// outlives a publish). 'use cache' data: Next's default without REDIS_URL (one server); with REDIS_URL it lives in
// Redis and every page read checks tag invalidations kept there, so a publish on one server reaches every server
// (see deploy/README.md).
//
// The page cache handler is not named in next.config's `cacheHandler`: Next would then import that file again on
// every request (`import()` of the handler in getIncrementalCache, about a tenth of a cached page's server time).
// It is installed once at start-up instead, where Next looks for a handler supplied by the platform it runs on.
import path from 'node:path';
import type { NextConfig } from 'next';

// Next and the start-up load these files themselves at run time (not bundled), so they are CommonJS and named by
// absolute path.
const handlerDir = () => path.join(/*turbopackIgnore: true*/ process.cwd(), 'lib', 'cache');

export const pageCacheHandlerFile = () => path.join(handlerDir(), 'page-cache-handler.cjs');

export function cacheHandlerConfig(environment: Record<string, string | undefined> = process.env): Pick<NextConfig, 'cacheHandlers'> {
  if (!environment.REDIS_URL?.trim()) return {};
  const dataCache = path.join(handlerDir(), 'next-data-cache.cjs');
  return { cacheHandlers: { default: dataCache, remote: dataCache } };
}

/** Where Next's incremental cache looks for a handler class before its own file system cache (read per request). */
const PLATFORM_HANDLERS = Symbol.for('@next/cache-handlers');

/**
 * Makes the page cache handler the one every request's incremental cache uses. Called once when the server starts,
 * before it answers a request. Returns the handler class.
 */
export function installPageCacheHandler(file = pageCacheHandlerFile()): unknown {
  const { createRequire } = process.getBuiltinModule('node:module');
  const handler = createRequire(file)(file) as unknown;
  const global = globalThis as { [PLATFORM_HANDLERS]?: Record<string, unknown> };
  global[PLATFORM_HANDLERS] = { ...global[PLATFORM_HANDLERS], FetchCache: handler };
  return handler;
}
