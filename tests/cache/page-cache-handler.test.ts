// vitest-isolate: Next's cache handlers keep their tag manifest in a module shared by every file that loads them.
// The page cache handler as two servers would use it: each keeps rendered pages in its own directory, and a
// tag invalidated on one makes the other render that page again.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort, redisServerInstalled, startRedisServer, type RedisServer } from './redis-server';
import { SharedTagsPageCache, createRedisConnection, createSharedTags, memoryLog, nodeFs, tagsManifest } from './load-handlers';

type Connection = ReturnType<typeof createRedisConnection>;

const readContext = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as const;
const writeContext = { ...readContext, cacheControl: { revalidate: 2592000, expire: 31536000 } };

function renderedPage(text: string, tags: string[]) {
  return {
    kind: 'APP_PAGE',
    html: `<main>${text}</main>`,
    rscData: Buffer.from(`rsc:${text}`),
    headers: { 'x-next-cache-tags': tags.join(',') },
    status: 200,
    postponed: undefined,
    segmentData: undefined,
  };
}

describe.skipIf(!redisServerInstalled)('page cache invalidated through Redis (needs redis-server: apt-get install -y redis-server)', () => {
  let redis: RedisServer;
  const connections: Connection[] = [];
  const dirs: string[] = [];

  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterEach(async () => {
    await Promise.all(connections.splice(0).map((connection) => connection.close()));
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
    tagsManifest.clear();
  });
  afterAll(async () => {
    await redis?.stop();
  });

  /** One server: its own build directory and connection; `prefix` is the site's shared key prefix. */
  async function server(prefix: string, url = redis.url) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'page-cache-'));
    dirs.push(dir);
    const connection = createRedisConnection(url, { log: memoryLog() });
    connections.push(connection);
    // maxMemoryCacheSize 0: nothing in a memory layer shared by the two instances of this one test process.
    return new SharedTagsPageCache({
      fs: nodeFs,
      serverDistDir: dir,
      flushToDisk: true,
      maxMemoryCacheSize: 0,
      revalidatedTags: [],
      sharedTags: createSharedTags(connection, prefix),
    } as never);
  }

  const html = (data: unknown) => (data as { value: { html: string } } | null)?.value.html;

  it('a page published on one server is rendered again on the other; other pages stay cached', async () => {
    const prefix = `test-${randomUUID()}:`;
    const a = await server(prefix);
    const b = await server(prefix);
    for (const cache of [a, b]) {
      await cache.set('/sites/localhost/about', renderedPage('About v1', ['_N_T_/layout', 'page:default:about', 'nav:default']) as never, writeContext as never);
      await cache.set('/sites/localhost/contact', renderedPage('Contact v1', ['page:default:contact', 'nav:default']) as never, writeContext as never);
    }
    await new Promise((resolve) => setTimeout(resolve, 5)); // the publish comes after the pages were rendered

    await a.revalidateTag(['page:default:about'], { expire: 0 });
    // Server B is another process: it never saw the publish in its own memory.
    tagsManifest.clear();

    expect(await b.get('/sites/localhost/about', readContext as never)).toBeNull();
    expect(html(await b.get('/sites/localhost/contact', readContext as never))).toBe('<main>Contact v1</main>');
    // Once B has rendered the page again, it serves the new copy from its cache.
    await b.set('/sites/localhost/about', renderedPage('About v2', ['page:default:about']) as never, writeContext as never);
    expect(html(await b.get('/sites/localhost/about', readContext as never))).toBe('<main>About v2</main>');
  });

  it('a navigation change reaches every page that shows it', async () => {
    const prefix = `test-${randomUUID()}:`;
    const a = await server(prefix);
    const b = await server(prefix);
    await b.set('/sites/localhost/about', renderedPage('About', ['page:default:about', 'nav:default']) as never, writeContext as never);
    await b.set('/sites/localhost/contact', renderedPage('Contact', ['page:default:contact', 'nav:default']) as never, writeContext as never);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await a.revalidateTag('nav:default', { expire: 0 });
    tagsManifest.clear();
    expect(await b.get('/sites/localhost/about', readContext as never)).toBeNull();
    expect(await b.get('/sites/localhost/contact', readContext as never)).toBeNull();
  });

  it('without Redis a cached page with tags is rendered again (never served possibly replaced) and nothing throws', async () => {
    const cache = await server('down:', `redis://127.0.0.1:${await freePort()}`);
    await expect(
      cache.set('/sites/localhost/about', renderedPage('About', ['page:default:about']) as never, writeContext as never),
    ).resolves.toBeUndefined();
    await expect(cache.revalidateTag(['page:default:contact'], { expire: 0 })).resolves.toBeUndefined();
    expect(await cache.get('/sites/localhost/about', readContext as never)).toBeNull();
    // A response without tags does not depend on invalidation and is still served.
    await cache.set('/sites/localhost/plain', renderedPage('Plain', []) as never, writeContext as never);
    expect(html(await cache.get('/sites/localhost/plain', readContext as never))).toBe('<main>Plain</main>');
  });
});
