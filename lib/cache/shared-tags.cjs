// @ts-check
// When each cache tag was last invalidated, kept in Redis so that a publish on one server reaches every server.
// Two hashes (tag -> milliseconds): `stale` (serve once more, refresh in the background) and `expired` (never
// serve an entry made before it). They carry no TTL, so a Redis evicting only keys with a TTL (volatile-lru)
// never drops an invalidation. Their size is the number of distinct tags (pages, navigation, footer, settings).
'use strict';

// Writes only ever move a time forward, so a late retry or a server with a slow clock cannot undo a newer one.
const RAISE_TAG_TIMES = `
local stale, expired = ARGV[1], ARGV[2]
for i = 3, #ARGV do
  if stale ~= '' then
    local current = tonumber(redis.call('HGET', KEYS[1], ARGV[i]) or '0')
    if current < tonumber(stale) then redis.call('HSET', KEYS[1], ARGV[i], stale) end
  end
  if expired ~= '' then
    local current = tonumber(redis.call('HGET', KEYS[2], ARGV[i]) or '0')
    if current < tonumber(expired) then redis.call('HSET', KEYS[2], ARGV[i], expired) end
  end
end
return 1`;

/** @typedef {{ stale: number, expired: number }} TagTime */

/**
 * @param {ReturnType<typeof import('./redis-connection.cjs').createRedisConnection>} connection
 * @param {string} prefix key prefix shared by every server of the site
 */
function createSharedTags(connection, prefix) {
  const staleKey = `${prefix}tags:stale`;
  const expiredKey = `${prefix}tags:expired`;
  /** Invalidations that could not be written while Redis was away; written when it is back. */
  /** @type {Array<{ tags: string[], stale: string, expired: string }>} */
  let unsent = [];

  /** @param {{ tags: string[], stale: string, expired: string }} write */
  async function send(write) {
    const ready = await connection.ready();
    if (!ready) return false;
    try {
      await ready.client.eval(RAISE_TAG_TIMES, { keys: [staleKey, expiredKey], arguments: [write.stale, write.expired, ...write.tags] });
      return true;
    } catch (error) {
      connection.failed(error);
      return false;
    }
  }

  connection.onReconnect(() => {
    const retry = unsent;
    unsent = [];
    for (const write of retry) {
      void send(write).then((sent) => {
        if (!sent) unsent.push(write);
      });
    }
  });

  return {
    /**
     * Records that tags were revalidated now, as Next's own handlers do: with durations the tags turn stale now
     * and expire after `durations.expire` seconds; without, they expire now.
     * @param {string[]} tags
     * @param {{ expire?: number }} [durations]
     */
    async update(tags, durations) {
      if (tags.length === 0) return;
      const now = Date.now();
      const write = {
        tags: [...tags],
        stale: durations ? String(now) : '',
        expired: !durations ? String(now) : durations.expire !== undefined ? String(now + durations.expire * 1000) : '',
      };
      if (!(await send(write))) unsent.push(write);
    },

    /**
     * The stored times of the given tags (0 when never invalidated), or null when Redis cannot answer.
     * @param {string[]} tags
     * @returns {Promise<Map<string, TagTime> | null>}
     */
    async times(tags) {
      /** @type {Map<string, TagTime>} */
      const result = new Map();
      if (tags.length === 0) return result;
      const ready = await connection.ready();
      if (!ready) return null;
      try {
        const [stale, expired] = await Promise.all([ready.client.hmGet(staleKey, tags), ready.client.hmGet(expiredKey, tags)]);
        tags.forEach((tag, i) => result.set(tag, { stale: Number(stale[i] ?? 0), expired: Number(expired[i] ?? 0) }));
        return result;
      } catch (error) {
        connection.failed(error);
        return null;
      }
    },
  };
}

/**
 * True when a tag expired after the entry was made (and that expiry has been reached).
 * @param {Map<string, TagTime>} times
 * @param {number} madeAt entry timestamp in milliseconds
 */
function expiredSince(times, madeAt, now = Date.now()) {
  for (const { expired } of times.values()) {
    if (expired > madeAt && expired <= now) return true;
  }
  return false;
}

/**
 * True when a tag turned stale after the entry was made.
 * @param {Map<string, TagTime>} times
 * @param {number} madeAt
 */
function staleSince(times, madeAt) {
  for (const { stale } of times.values()) {
    if (stale > madeAt) return true;
  }
  return false;
}

module.exports = { createSharedTags, expiredSince, staleSince };
