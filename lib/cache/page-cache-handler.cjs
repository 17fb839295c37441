// @ts-check
// The handler behind Next's page cache (`cacheHandler`: the rendered HTML and RSC of visitor pages). Each server
// keeps its own copy, as Next does by default (memory, then its build directory), because pages are large and
// served often; what is shared is invalidation. Every read checks the page's tags against the times kept in
// Redis, so a page published on another server is rendered again on the next request here. When Redis cannot
// answer, a cached page that carries tags is rendered again rather than risk showing a replaced page.
'use strict';

const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;
const { tagsManifest, areTagsExpired } = require('next/dist/server/lib/incremental-cache/tags-manifest.external');
const { sharedRedisConnection } = require('./redis-connection.cjs');
const { createSharedTags } = require('./shared-tags.cjs');

const DEFAULT_PREFIX = 'site-cache:';
const TAGS_HEADER = 'x-next-cache-tags';

/** @typedef {ReturnType<typeof createSharedTags>} SharedTags */

/**
 * The tags a cached response or fetch was stored with.
 * @param {any} data what the file system cache returned
 * @param {any} ctx Next's read context
 * @returns {string[]}
 */
function tagsOf(data, ctx) {
  const value = data?.value;
  if (!value) return [];
  if (value.kind === 'FETCH') return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
  const header = value.headers?.[TAGS_HEADER];
  return typeof header === 'string' && header ? header.split(',') : [];
}

/**
 * Copies the shared times into this process's tag manifest (only ever moving a time forward), so that Next's
 * own checks, including stale-while-revalidate for tags that are only stale, see invalidations made elsewhere.
 * @param {Map<string, { stale: number, expired: number }>} times
 */
function learn(times) {
  for (const [tag, { stale, expired }] of times) {
    if (!stale && !expired) continue;
    const known = tagsManifest.get(tag) ?? {};
    const next = { ...known };
    if (stale > (known.stale ?? 0)) next.stale = stale;
    if (expired > (known.expired ?? 0)) next.expired = expired;
    tagsManifest.set(tag, next);
  }
}

/** @type {WeakMap<object, SharedTags>} */
const sharedTagsByConnection = new WeakMap();

class SharedTagsPageCache extends FileSystemCache {
  /**
   * Next passes its own context; tests may add `sharedTags` (a second "server" in one process).
   * @param {any} ctx
   */
  constructor(ctx) {
    super(ctx);
    /** @type {SharedTags | null} */
    this.sharedTags = ctx.sharedTags ?? SharedTagsPageCache.defaultSharedTags();
  }

  /** @returns {SharedTags | null} */
  static defaultSharedTags() {
    const url = process.env.REDIS_URL?.trim();
    if (!url) return null;
    const connection = sharedRedisConnection(url);
    let shared = sharedTagsByConnection.get(connection);
    if (!shared) {
      shared = createSharedTags(connection, DEFAULT_PREFIX);
      sharedTagsByConnection.set(connection, shared);
    }
    return shared;
  }

  /** @param {string} key @param {any} ctx */
  async get(key, ctx) {
    const data = await super.get(key, ctx);
    if (!data || !this.sharedTags) return data;
    const tags = tagsOf(data, ctx);
    if (tags.length === 0) return data;
    const times = await this.sharedTags.times(tags);
    if (!times) return null;
    learn(times);
    return areTagsExpired(tags, data.lastModified) ? null : data;
  }

  /** @param {string | string[]} tags @param {{ expire?: number }} [durations] */
  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags;
    await super.revalidateTag(list, durations);
    await this.sharedTags?.update(list, durations);
  }
}

module.exports = SharedTagsPageCache;
