// @ts-check
// Loaded by Next (cacheHandlers 'default' and 'remote') when REDIS_URL is set: 'use cache' entries in Redis.
// Started without REDIS_URL (a build configured with it, run without), it is Next's own in-memory handler.
'use strict';

const url = process.env.REDIS_URL?.trim();

module.exports = url
  ? require('./data-cache-handler.cjs').createDataCacheHandler({ url })
  : require('next/dist/server/lib/cache-handlers/default.external').default;
