// @ts-check
// The handler behind Next's page cache (`cacheHandler`: the rendered HTML and RSC of visitor pages). Each server
// keeps its own copy, as Next does by default (memory, then its build directory), because pages are large and
// served often; what is shared is invalidation. With REDIS_URL every read checks the page's tags against the times
// kept in Redis, so a page published on another server is rendered again on the next request here. When Redis
// cannot answer, a cached page that carries tags is rendered again rather than risk showing a replaced page.
//
// Pages that any made-up address can bring about (404s, hub states) are kept in memory only (keptOffDisk). Every
// page is kept with its characters above U+00FF escaped, as a one-byte string (one-byte-html.cjs): a two-byte page
// of more than 65,536 characters costs a copy of more than 128 kB each time it is served.
//
// Used with or without Redis for one more reason: Next dates a rendered page when the render ends. A render that
// read the old copy, and ended just after a publish invalidated its tags, would then look newer than the publish
// and be served until the page's next publish. Here a page is dated from the read that missed (the render's
// start), so such a render counts as older than the publish and the next request renders the page again.
'use strict';

const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;
const { tagsManifest, areTagsExpired } = require('next/dist/server/lib/incremental-cache/tags-manifest.external');
const { sharedRedisConnection } = require('./redis-connection.cjs');
const { createSharedTags } = require('./shared-tags.cjs');
const { oneByteHtml } = require('./one-byte-html.cjs');

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

/** When the render of each key now under way began (one entry per page address at most). */
/** @type {Map<string, number>} */
const renderStarts = new Map();

/** The first part of the path a page is rendered from for a hub state in its address (lib/hub/hub-state-path.ts). */
const HUB_STATE_PART = '~hub';

/**
 * Whether a rendered page stays in Next's memory layer only, never on disk: the pages any made-up address can
 * bring about (a 404 for an address no page has, or a page rendered for a hub state a visitor wrote in the
 * address: any filter, on any page). The memory layer is bounded (least recently used go first); the disk is not,
 * and a loop over made-up addresses would otherwise fill it.
 * @param {string} key
 * @param {any} data
 */
function keptOffDisk(key, data) {
  if (data?.kind !== 'APP_PAGE') return false;
  return data.status === 404 || key.split('/').includes(HUB_STATE_PART);
}

class SharedTagsPageCache extends FileSystemCache {
  /**
   * Next passes its own context; tests may add `sharedTags` (a second "server" in one process).
   * @param {any} ctx
   */
  constructor(ctx) {
    super(ctx);
    /** @type {SharedTags | null} */
    this.sharedTags = ctx.sharedTags ?? SharedTagsPageCache.defaultSharedTags();
    /** Next's context, for memoryOnly. */
    this.context = ctx;
    /** @type {FileSystemCache | null} */
    this.offDisk = null;
  }

  /**
   * The same cache without its disk (Next's memory layer is one for every instance): see keptOffDisk. Made on
   * first use, as Next may make a handler for each request.
   */
  get memoryOnly() {
    this.offDisk ??= new FileSystemCache({ ...this.context, flushToDisk: false });
    return this.offDisk;
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
    const startedAt = Date.now();
    const data = await this.read(key, ctx);
    // A miss is followed by a render of this key: remember when it began (the earliest, if several are waiting).
    if (!data && !renderStarts.has(key)) renderStarts.set(key, startedAt);
    return data;
  }

  /** @param {string} key @param {any} ctx */
  async read(key, ctx) {
    const data = await super.get(key, ctx);
    if (!data || !this.sharedTags) return data;
    const tags = tagsOf(data, ctx);
    if (tags.length === 0) return data;
    const times = await this.sharedTags.times(tags);
    if (!times) return null;
    learn(times);
    return areTagsExpired(tags, data.lastModified) ? null : data;
  }

  /** @param {string} key @param {any} data @param {any} ctx */
  async set(key, data, ctx) {
    if (data?.kind === 'APP_PAGE' && typeof data.html === 'string') data = { ...data, html: oneByteHtml(data.html) };
    const startedAt = renderStarts.get(key);
    renderStarts.delete(key);
    if (keptOffDisk(key, data)) await this.memoryOnly.set(key, data, ctx);
    else await super.set(key, data, ctx);
    if (startedAt === undefined || !data) return;
    // Next's memory layer dated the entry now; date it from the render's start instead.
    const entry = FileSystemCache.memoryCache?.get(key);
    if (entry && entry.value === data && entry.lastModified > startedAt) entry.lastModified = startedAt;
  }

  /** @param {string | string[]} tags @param {{ expire?: number }} [durations] */
  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags;
    await super.revalidateTag(list, durations);
    await this.sharedTags?.update(list, durations);
  }
}

module.exports = SharedTagsPageCache;
