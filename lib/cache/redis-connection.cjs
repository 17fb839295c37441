// @ts-check
// The connection to the shared cache (Redis). Next loads the cache handlers by path at run time, outside its
// bundles, so these files are plain CommonJS. A cache must never take the site down: commands fail fast while
// Redis is away (no offline queue, short timeouts), callers treat a failure as a miss, and an outage is logged once.
'use strict';

const { createClient, RESP_TYPES } = require('redis');

// How long the first request waits for the very first connection before rendering without the shared cache.
const FIRST_CONNECT_WAIT_MS = 1500;
const COMMAND_TIMEOUT_MS = 1000;

/** A host and port for log lines, without any password in the address. */
function describe(url) {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 6379}`;
  } catch {
    return 'the configured address';
  }
}

/**
 * Opens a connection that keeps reconnecting in the background.
 * @param {string} url redis:// or rediss:// address
 * @param {{ log?: Pick<Console, 'error' | 'info'> }} [options]
 */
function createRedisConnection(url, options = {}) {
  const log = options.log ?? console;
  const where = describe(url);
  let outageLogged = false;
  /** @type {Array<() => void>} */
  const onReconnect = [];

  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: {
      connectTimeout: 2000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000),
    },
  });
  // A cache connection never keeps a process alive (a build worker, a script): the web server does that.
  client.unref();
  const binary = client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
  let closed = false;

  /** @param {unknown} [error] */
  function reportUnavailable(error) {
    if (outageLogged || closed) return;
    outageLogged = true;
    const reason = error instanceof Error ? error.message : 'not connected';
    log.error(`Shared page cache unavailable (Redis at ${where}: ${reason}); pages are rendered without it until it is back.`);
  }

  client.on('error', reportUnavailable);
  client.on('ready', () => {
    if (outageLogged) log.info(`Shared page cache connected again (Redis at ${where}).`);
    outageLogged = false;
    for (const listener of onReconnect) listener();
  });

  const firstConnect = client.connect().then(
    () => undefined,
    (error) => reportUnavailable(error),
  );
  let firstWaitDone = false;

  return {
    /**
     * The client when it is connected, else null (after waiting briefly for the first connection only).
     * @returns {Promise<{ client: typeof client, binary: typeof binary } | null>}
     */
    async ready() {
      if (!firstWaitDone && !client.isReady) {
        await Promise.race([firstConnect, new Promise((resolve) => setTimeout(resolve, FIRST_CONNECT_WAIT_MS).unref())]);
        firstWaitDone = true;
      }
      if (closed || !client.isReady) {
        reportUnavailable();
        return null;
      }
      return { client, binary };
    },
    /** Records a failed command: the outage is logged once. @param {unknown} error */
    failed(error) {
      reportUnavailable(error);
    },
    /** Runs a listener each time the connection comes back after an outage. @param {() => void} listener */
    onReconnect(listener) {
      onReconnect.push(listener);
    },
    async close() {
      closed = true;
      if (client.isOpen) await client.close().catch(() => client.destroy());
      else client.destroy();
    },
  };
}

const SHARED = Symbol.for('tidewell.sharedCacheConnections');

/**
 * One connection per address for the whole server process: the page cache handler and the data cache handler
 * are loaded separately by Next but share it.
 * @param {string} url
 * @returns {ReturnType<typeof createRedisConnection>}
 */
function sharedRedisConnection(url) {
  /** @type {Map<string, ReturnType<typeof createRedisConnection>>} */
  const connections = (/** @type {any} */ (globalThis)[SHARED] ??= new Map());
  let connection = connections.get(url);
  if (!connection) {
    connection = createRedisConnection(url);
    connections.set(url, connection);
  }
  return connection;
}

module.exports = { createRedisConnection, sharedRedisConnection };
