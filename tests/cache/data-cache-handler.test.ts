// vitest-isolate: Next's cache handlers keep their tag manifest in a module shared by every file that loads them.
// The 'use cache' handler as two servers would use it: two handler instances, each with its own connection,
// on one real redis-server.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'redis';
import { freePort, redisServerInstalled, startRedisServer, type RedisServer } from './redis-server';
import { createDataCacheHandler, createRedisConnection, entryOf, memoryLog, textOf } from './load-handlers';

type Handler = ReturnType<typeof createDataCacheHandler>;

describe.skipIf(!redisServerInstalled)('data cache shared through Redis (needs redis-server: apt-get install -y redis-server)', () => {
  let redis: RedisServer;
  const opened: Handler[] = [];

  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((handler) => handler.close()));
  });
  afterAll(async () => {
    await redis?.stop();
  });

  /** Two servers of one site: same Redis, same key prefix, separate connections. */
  function twoServers(options: { maxEntryBytes?: number; maxTtlSeconds?: number } = {}) {
    const prefix = `test-${randomUUID()}:`;
    const make = () => {
      const handler = createDataCacheHandler({ connection: createRedisConnection(redis.url, { log: memoryLog() }), prefix, ...options });
      opened.push(handler);
      return handler;
    };
    return { a: make(), b: make(), prefix };
  }

  it('an entry stored by one server is read by the other, value and cache life intact', async () => {
    const { a, b } = twoServers();
    const entry = entryOf('{"title":"Find support near you"}', ['page:default:support']);
    await a.set('loadPublishedPage:default:support', Promise.resolve(entry));

    const found = await b.get('loadPublishedPage:default:support', []);
    expect(found).toBeDefined();
    expect(await textOf(found!.value)).toBe('{"title":"Find support near you"}');
    expect(found).toMatchObject({ tags: ['page:default:support'], timestamp: entry.timestamp, revalidate: entry.revalidate, expire: entry.expire });
    // Every read gets a stream of its own.
    expect(await textOf((await b.get('loadPublishedPage:default:support', []))!.value)).toContain('Find support');
    expect(await b.get('loadPublishedPage:default:other', [])).toBeUndefined();
  });

  it('a tag invalidated on one server makes its entries a miss on the other; other pages stay cached', async () => {
    const { a, b } = twoServers();
    await b.set('page:about', Promise.resolve(entryOf('about v1', ['page:default:about'])));
    await b.set('page:contact', Promise.resolve(entryOf('contact v1', ['page:default:contact'])));

    await a.updateTags(['page:default:about'], { expire: 0 });

    expect(await b.get('page:about', [])).toBeUndefined();
    expect(await textOf((await b.get('page:contact', []))!.value)).toBe('contact v1');
    // The page made again after the publish is served everywhere.
    await a.set('page:about', Promise.resolve({ ...entryOf('about v2', ['page:default:about']), timestamp: Date.now() + 1 }));
    expect(await textOf((await b.get('page:about', []))!.value)).toBe('about v2');
  });

  it('implicit tags of the page (passed to get) invalidate too', async () => {
    const { a, b } = twoServers();
    await a.set('chrome', Promise.resolve(entryOf('nav', ['nav:default'])));
    expect(await a.getExpiration(['_N_T_/sites/localhost/about'])).toBe(Infinity);
    await a.updateTags(['_N_T_/sites/localhost/about']);
    expect(await b.get('chrome', ['_N_T_/sites/localhost/about'])).toBeUndefined();
    expect(await b.get('chrome', ['_N_T_/sites/localhost/contact'])).toBeDefined();
  });

  it('a tag revalidated with a cache life is served once more as stale (revalidate -1), not dropped', async () => {
    const { a, b } = twoServers();
    await a.set('footer', Promise.resolve(entryOf('footer v1', ['footer:default'])));
    await a.updateTags(['footer:default'], { expire: 365 * 24 * 60 * 60 });
    const found = await b.get('footer', []);
    expect(found?.revalidate).toBe(-1);
    expect(await textOf(found!.value)).toBe('footer v1');
  });

  it('entries carry a TTL no longer than their cache life or the cap, and past-life entries are not served', async () => {
    const { a, b, prefix } = twoServers({ maxTtlSeconds: 600 });
    await a.set('long', Promise.resolve(entryOf('long life', ['t'])));
    await a.set('short', Promise.resolve(entryOf('short life', ['t'], { revalidate: 120, expire: 300 })));
    await a.set('dynamic', Promise.resolve(entryOf('never kept', ['t'], { revalidate: 0, expire: 0 })));
    await a.set('old', Promise.resolve({ ...entryOf('made long ago', ['t'], { revalidate: 60, expire: 300 }), timestamp: Date.now() - 120_000 }));

    const raw = await createClient({ url: redis.url }).connect();
    try {
      const keys = await raw.keys(`${prefix}data:*`);
      expect(keys).toHaveLength(2);
      const ttls = (await Promise.all(keys.map((key) => raw.ttl(key)))).sort((x, y) => x - y);
      expect(ttls[0]).toBeGreaterThan(0);
      expect(ttls[0]).toBeLessThanOrEqual(120);
      expect(ttls[1]).toBeGreaterThan(120);
      expect(ttls[1]).toBeLessThanOrEqual(600);
    } finally {
      await raw.close();
    }
    expect(await b.get('dynamic', [])).toBeUndefined();
    expect(await b.get('old', [])).toBeUndefined();
    expect(await b.get('short', [])).toBeDefined();
  });

  it('an entry over the size limit is not kept; smaller ones are', async () => {
    const { a, b } = twoServers({ maxEntryBytes: 1024 });
    await a.set('big', Promise.resolve(entryOf('x'.repeat(4096), ['t'])));
    await a.set('small', Promise.resolve(entryOf('y'.repeat(512), ['t'])));
    expect(await b.get('big', [])).toBeUndefined();
    expect(await textOf((await b.get('small', []))!.value)).toHaveLength(512);
  });

  it('a get waits for a set of the same key still in progress on that server', async () => {
    const { a } = twoServers();
    let finish: (entry: ReturnType<typeof entryOf>) => void = () => {};
    const setting = a.set('slow', new Promise((resolve) => (finish = resolve)));
    const reading = a.get('slow', []);
    finish(entryOf('made slowly', ['t']));
    await setting;
    expect(await textOf((await reading)!.value)).toBe('made slowly');
  });

  it('a value that fails while being made is not kept', async () => {
    const { a } = twoServers();
    const failing = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('partial'));
        controller.error(new Error('render failed'));
      },
    });
    await a.set('failed', Promise.resolve({ ...entryOf('', ['t']), value: failing }));
    expect(await a.get('failed', [])).toBeUndefined();
  });

  it('without Redis a get is a miss, set and invalidation do not throw, and the outage is logged once', async () => {
    const log = memoryLog();
    const port = await freePort();
    const handler = createDataCacheHandler({ connection: createRedisConnection(`redis://127.0.0.1:${port}`, { log }), prefix: 'down:' });
    opened.push(handler);
    await expect(handler.set('k', Promise.resolve(entryOf('v', ['t'])))).resolves.toBeUndefined();
    await expect(handler.get('k', [])).resolves.toBeUndefined();
    await expect(handler.updateTags(['t'], { expire: 0 })).resolves.toBeUndefined();
    await expect(handler.get('k', [])).resolves.toBeUndefined();
    expect(log.lines.filter((line) => line.includes('unavailable'))).toHaveLength(1);
  });

  it('Redis stopping turns reads into misses, and the handlers use it again when it is back', async () => {
    const own = await startRedisServer();
    const log = memoryLog();
    const handler = createDataCacheHandler({ connection: createRedisConnection(own.url, { log }), prefix: 'restart:' });
    opened.push(handler);
    try {
      await handler.set('k', Promise.resolve(entryOf('before', ['t'])));
      expect(await handler.get('k', [])).toBeDefined();

      await own.stop();
      await expect(handler.get('k', [])).resolves.toBeUndefined();
      await expect(handler.set('k2', Promise.resolve(entryOf('while down', ['t'])))).resolves.toBeUndefined();
      expect(log.lines.filter((line) => line.includes('unavailable'))).toHaveLength(1);

      await own.start();
      let back: Awaited<ReturnType<Handler['get']>>;
      for (let attempt = 0; attempt < 100 && !back; attempt++) {
        await handler.set('k3', Promise.resolve(entryOf('after', ['t'])));
        back = await handler.get('k3', []);
        if (!back) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await textOf(back!.value)).toBe('after');
      expect(log.lines.some((line) => line.includes('connected again'))).toBe(true);
    } finally {
      await own.stop();
    }
  });
});
