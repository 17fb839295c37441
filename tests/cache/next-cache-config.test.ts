// Next's caches use Redis only when REDIS_URL is set, through handler files Next can load by absolute path.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheHandlerConfig } from '@/lib/cache/next-cache-config';
import { parseEnv } from '@/lib/config/env';

describe('cache handler configuration', () => {
  it('without REDIS_URL keeps Next\'s data cache and only names the page cache handler', () => {
    for (const environment of [{}, { REDIS_URL: '  ' }]) {
      const config = cacheHandlerConfig(environment);
      expect(Object.keys(config)).toEqual(['cacheHandler']);
      expect(path.isAbsolute(config.cacheHandler!) && existsSync(config.cacheHandler!)).toBe(true);
    }
  });

  it('with REDIS_URL names existing handler files by absolute path', () => {
    const config = cacheHandlerConfig({ REDIS_URL: 'redis://cache.internal:6379' });
    const files = [config.cacheHandler, config.cacheHandlers?.default, config.cacheHandlers?.remote];
    for (const file of files) {
      expect(file && path.isAbsolute(file)).toBe(true);
      expect(existsSync(file!)).toBe(true);
    }
    // Pages keep Next's local memory layer: every read checks the shared invalidations first.
    expect(config.cacheMaxMemorySize).toBeUndefined();
  });

  it('REDIS_URL is checked at start-up', () => {
    expect(parseEnv({ REDIS_URL: 'redis://cache.internal:6379' }).REDIS_URL).toBe('redis://cache.internal:6379');
    expect(parseEnv({ REDIS_URL: 'rediss://user:pass@cache.example.org:6380/0' }).REDIS_URL).toBeDefined();
    expect(parseEnv({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
    expect(() => parseEnv({ REDIS_URL: 'cache.internal:6379' })).toThrow(/REDIS_URL: must start with redis:\/\/ or rediss:\/\//);
  });
});
