// vitest-isolate: installing the page cache handler sets a global Next reads on every request.
// Next's caches use Redis only when REDIS_URL is set, through handler files loaded by absolute path; the page cache
// handler is installed once at start-up rather than named in the configuration.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheHandlerConfig, installPageCacheHandler, pageCacheHandlerFile } from '@/lib/cache/next-cache-config';
import { parseEnv } from '@/lib/config/env';
import { SharedTagsPageCache, nodeFs } from './load-handlers';

const platformHandlers = Symbol.for('@next/cache-handlers');
const { IncrementalCache } = createRequire(import.meta.url)('next/dist/server/lib/incremental-cache') as {
  IncrementalCache: new (options: Record<string, unknown>) => { cacheHandler?: unknown };
};

/** The incremental cache Next makes for each request (next-server.ts getIncrementalCache, without a configured handler). */
const incrementalCacheOfARequest = () =>
  new IncrementalCache({
    fs: nodeFs,
    dev: false,
    requestHeaders: {},
    minimalMode: false,
    serverDistDir: path.join(os.tmpdir(), 'no-such-build'),
    flushToDisk: false,
    previewProps: { previewModeId: 'x', previewModeSigningKey: 'x', previewModeEncryptionKey: 'x' },
    prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: {} },
  });

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[platformHandlers];
});

describe('cache handler configuration', () => {
  it('without REDIS_URL keeps Next\'s data cache and names no handler file (no import on every request)', () => {
    for (const environment of [{}, { REDIS_URL: '  ' }]) expect(cacheHandlerConfig(environment)).toEqual({});
  });

  it('with REDIS_URL names existing data cache handler files by absolute path, and never the page cache handler', () => {
    const config = cacheHandlerConfig({ REDIS_URL: 'redis://cache.internal:6379' });
    expect(Object.keys(config)).toEqual(['cacheHandlers']);
    for (const file of [config.cacheHandlers?.default, config.cacheHandlers?.remote]) {
      expect(file && path.isAbsolute(file)).toBe(true);
      expect(existsSync(file!)).toBe(true);
    }
  });

  it('the page cache handler, once installed, is the one Next\'s incremental cache uses for a request', () => {
    expect(incrementalCacheOfARequest().cacheHandler).not.toBeInstanceOf(SharedTagsPageCache);
    expect(path.isAbsolute(pageCacheHandlerFile()) && existsSync(pageCacheHandlerFile())).toBe(true);
    expect(installPageCacheHandler()).toBe(SharedTagsPageCache);
    expect(incrementalCacheOfARequest().cacheHandler).toBeInstanceOf(SharedTagsPageCache);
  });

  it('installing keeps a handler the platform supplied for another kind of cache', () => {
    const remote = { name: 'platform remote cache' };
    (globalThis as Record<symbol, unknown>)[platformHandlers] = { RemoteCache: remote };
    installPageCacheHandler();
    expect((globalThis as Record<symbol, Record<string, unknown>>)[platformHandlers]).toEqual({ RemoteCache: remote, FetchCache: SharedTagsPageCache });
  });

  it('REDIS_URL is checked at start-up', () => {
    expect(parseEnv({ REDIS_URL: 'redis://cache.internal:6379' }).REDIS_URL).toBe('redis://cache.internal:6379');
    expect(parseEnv({ REDIS_URL: 'rediss://user:pass@cache.example.org:6380/0' }).REDIS_URL).toBeDefined();
    expect(parseEnv({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
    expect(() => parseEnv({ REDIS_URL: 'cache.internal:6379' })).toThrow(/REDIS_URL: must start with redis:\/\/ or rediss:\/\//);
  });
});
