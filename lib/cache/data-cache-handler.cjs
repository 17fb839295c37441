// @ts-check
// The handler behind 'use cache' (Next's `cacheHandlers`), shared by every server through Redis: a visitor page's
// data loaded by one server is reused by the others, and a tag invalidated on one server is seen by all.
// Each entry is one Redis string (metadata as a JSON line, then the value's bytes) with a TTL and a size limit,
// so Redis memory stays bounded. Without Redis (down, or slow) a read is a miss and a write is skipped.
'use strict';

const { createHash } = require('node:crypto');
const { sharedRedisConnection } = require('./redis-connection.cjs');
const { createSharedTags, expiredSince, staleSince } = require('./shared-tags.cjs');

const DEFAULT_PREFIX = 'site-cache:';
const DEFAULT_MAX_ENTRY_BYTES = 2 * 1024 * 1024;
// Entries live at most a week in Redis, even when their cache life is longer: unused data does not pile up.
const DEFAULT_MAX_TTL_SECONDS = 7 * 24 * 60 * 60;
const NEWLINE = 0x0a;

/**
 * @typedef {import('next/dist/server/lib/cache-handlers/types').CacheHandler} CacheHandler
 * @typedef {import('next/dist/server/lib/cache-handlers/types').CacheEntry} CacheEntry
 * @typedef {Omit<CacheEntry, 'value'>} EntryMeta
 */

/** @param {ReadableStream<Uint8Array>} stream @param {number} limit @returns {Promise<Buffer | null>} null when over the limit */
async function readAtMost(stream, limit) {
  const reader = stream.getReader();
  /** @type {Uint8Array[]} */
  const chunks = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}

/** @param {Buffer} bytes */
function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      controller.close();
    },
  });
}

/** @param {Buffer} stored @returns {{ meta: EntryMeta, value: Buffer } | null} */
function decode(stored) {
  const end = stored.indexOf(NEWLINE);
  if (end < 0) return null;
  try {
    const meta = JSON.parse(stored.subarray(0, end).toString('utf8'));
    if (typeof meta?.timestamp !== 'number' || !Array.isArray(meta.tags)) return null;
    return { meta, value: stored.subarray(end + 1) };
  } catch {
    return null;
  }
}

/**
 * @param {{
 *   url?: string,
 *   connection?: ReturnType<typeof import('./redis-connection.cjs').createRedisConnection>,
 *   prefix?: string,
 *   maxEntryBytes?: number,
 *   maxTtlSeconds?: number,
 * }} options
 * @returns {CacheHandler & { close(): Promise<void> }}
 */
function createDataCacheHandler(options) {
  const connection = options.connection ?? sharedRedisConnection(/** @type {string} */ (options.url));
  const prefix = options.prefix ?? DEFAULT_PREFIX;
  const maxEntryBytes = options.maxEntryBytes ?? DEFAULT_MAX_ENTRY_BYTES;
  const maxTtlSeconds = options.maxTtlSeconds ?? DEFAULT_MAX_TTL_SECONDS;
  const tags = createSharedTags(connection, prefix);
  /** Sets still reading their value on this server: a get for the same key waits for them (Next requires it). */
  /** @type {Map<string, Promise<void>>} */
  const pendingSets = new Map();
  const dev = () => Boolean(process.env.__NEXT_DEV_SERVER);

  /** @param {string} cacheKey */
  const keyOf = (cacheKey) => `${prefix}data:${createHash('sha256').update(cacheKey).digest('hex')}`;

  return {
    async get(cacheKey, softTags) {
      const pending = pendingSets.get(cacheKey);
      if (pending) await pending;
      const ready = await connection.ready();
      if (!ready) return undefined;
      let stored;
      try {
        stored = await ready.binary.get(keyOf(cacheKey));
      } catch (error) {
        connection.failed(error);
        return undefined;
      }
      if (!stored) return undefined;
      const decoded = decode(/** @type {Buffer} */ (stored));
      if (!decoded) return undefined;
      const { meta, value } = decoded;
      // Production serves an entry until its revalidate time, like Next's own handler; the dev server until expiry.
      const maxAge = dev() ? meta.expire : meta.revalidate;
      if (Date.now() > meta.timestamp + maxAge * 1000) return undefined;
      // Soft tags (the page's implicit tags) are checked here: getExpiration answers Infinity.
      const times = await tags.times([...new Set([...meta.tags, ...softTags])]);
      if (!times) return undefined;
      if (expiredSince(times, meta.timestamp)) return undefined;
      const revalidate = staleSince(times, meta.timestamp) ? -1 : meta.revalidate;
      return { ...meta, revalidate, value: streamOf(value) };
    },

    async set(cacheKey, pendingEntry) {
      /** @type {() => void} */
      let done = () => {};
      pendingSets.set(cacheKey, new Promise((resolve) => (done = () => resolve(undefined))));
      try {
        let entry;
        let value;
        try {
          entry = await pendingEntry;
          // An entry with expire 0 is regenerated on every read in production: storing it would be wasted.
          if (!dev() && entry.expire === 0) return;
          value = await readAtMost(entry.value, maxEntryBytes);
        } catch {
          return; // the value failed while it was being made: nothing worth keeping
        }
        if (!value) return;
        const lifetime = Math.min(dev() ? entry.expire : entry.revalidate, entry.expire, maxTtlSeconds);
        const ttl = Math.floor(lifetime - (Date.now() - entry.timestamp) / 1000);
        if (!(ttl > 0)) return;
        /** @type {EntryMeta} */
        const meta = { tags: entry.tags, stale: entry.stale, timestamp: entry.timestamp, expire: entry.expire, revalidate: entry.revalidate };
        const ready = await connection.ready();
        if (!ready) return;
        try {
          await ready.client.set(keyOf(cacheKey), Buffer.concat([Buffer.from(`${JSON.stringify(meta)}\n`), value]), { EX: ttl });
        } catch (error) {
          connection.failed(error);
        }
      } finally {
        pendingSets.delete(cacheKey);
        done();
      }
    },

    async refreshTags() {
      // Nothing to refresh: every get asks Redis for the current tag times.
    },

    async getExpiration() {
      // Infinity tells Next to pass the soft tags to get, which checks them with the entry's own tags.
      return Infinity;
    },

    async updateTags(tagList, durations) {
      await tags.update(tagList, durations);
    },

    async close() {
      await connection.close();
    },
  };
}

module.exports = { createDataCacheHandler };
