// Several `next start` servers of one site sharing Redis: a page published through one server's API is what the
// next visitor sees on any server, other pages stay cached, and Redis going away never breaks visitor pages.
// One build (NEXT_DIST_DIR=.next-c) serves every server, as in production.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'redis';
import { MongoClient } from 'mongodb';
import { redisServerInstalled, startRedisServer, type RedisServer } from './redis-server';
import { buildSite, signInAsAdmin, startSite, type SiteServer } from './site-servers';

const mongoUri = process.env.MONGODB_URI;
const authSecret = 'shared-session-key-for-the-cache-test-servers';

/** The given MongoDB address with a database of its own, so the test starts from an empty, seeded store. */
function withOwnDatabase(uri: string, name: string): string {
  const match = /^(mongodb(?:\+srv)?:\/\/[^/?]+)(?:\/[^?]*)?(\?.*)?$/.exec(uri);
  if (!match) throw new Error('MONGODB_URI is not a mongodb:// address');
  return `${match[1]}/${name}${match[2] ?? ''}`;
}

describe.skipIf(!redisServerInstalled)('site servers sharing Redis (needs redis-server: apt-get install -y redis-server)', () => {
  const running: Array<SiteServer | RedisServer> = [];

  beforeAll(() => buildSite(), 15 * 60_000);
  afterAll(async () => {
    await Promise.all(running.splice(0).map((server) => server.stop()));
  }, 60_000);

  async function redis() {
    const server = await startRedisServer();
    running.push(server);
    return server;
  }
  async function site(port: number, env: Record<string, string | undefined>) {
    const server = await startSite(port, env);
    running.push(server);
    return server;
  }

  describe('one server with REDIS_URL', () => {
    let cache: RedisServer;
    let server: SiteServer;

    beforeAll(async () => {
      cache = await redis();
      server = await site(3321, { REDIS_URL: cache.url });
    }, 5 * 60_000);

    it('serves cached pages, and a publish shows on the next request while other pages stay cached', async () => {
      for (const path of ['/contact', '/privacy']) {
        expect((await server.get(path)).status).toBe(200);
        expect((await server.get(path)).cache, path).toBe('HIT');
      }
      const title = `Talk to us ${randomUUID().slice(0, 8)}`;
      await (await signInAsAdmin(server)).publishTitle('contact', title);

      const contact = await server.get('/contact');
      expect(contact.status).toBe(200);
      expect(contact.text.includes(title), 'the page shows the published title').toBe(true);
      expect((await server.get('/privacy')).cache).toBe('HIT');

      // The page's data and the publish's invalidation are in Redis, where other servers find them.
      const raw = await createClient({ url: cache.url }).connect();
      try {
        expect((await raw.keys('site-cache:data:*')).length).toBeGreaterThan(0);
        expect(Number(await raw.hGet('site-cache:tags:expired', 'page:default:contact'))).toBeGreaterThan(0);
      } finally {
        await raw.close();
      }
    }, 120_000);

    it('keeps serving visitor pages when Redis stops, shows a publish at once, and uses Redis again when it is back', async () => {
      await cache.stop();
      for (const path of ['/', '/contact', '/privacy', '/contact']) {
        const page = await server.get(path);
        expect(page.status, path).toBe(200);
        expect(page.text.includes('</html>'), `${path} is a whole page`).toBe(true);
      }
      const title = `While the cache is away ${randomUUID().slice(0, 8)}`;
      await (await signInAsAdmin(server)).publishTitle('contact', title);
      expect((await server.get('/contact')).text.includes(title), 'the page shows the published title').toBe(true);
      expect(server.output().match(/Shared page cache unavailable/g)).toHaveLength(1);

      await cache.start();
      for (let attempt = 0; attempt < 150 && !server.output().includes('Shared page cache connected again'); attempt++) {
        await server.get('/privacy');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(server.output()).toContain('Shared page cache connected again');
      const contact = await server.get('/contact');
      expect(contact.status).toBe(200);
      expect(contact.text.includes(title), 'the page shows the published title').toBe(true);
    }, 120_000);
  });

  describe('two servers with separate embedded stores', () => {
    // Without MongoDB each server has its own store, so what server B shows of a page published on A can only
    // have come through Redis: A's invalidation made B render again, and B used the page data A cached.
    it('a page published and viewed on server A is what server B shows next', async () => {
      const cache = await redis();
      const a = await site(3322, { REDIS_URL: cache.url });
      const b = await site(3323, { REDIS_URL: cache.url });
      for (const path of ['/privacy', '/contact']) {
        await b.get(path);
        expect((await b.get(path)).cache, path).toBe('HIT');
      }
      const title = `Your privacy ${randomUUID().slice(0, 8)}`;
      await (await signInAsAdmin(a)).publishTitle('privacy', title);
      expect((await a.get('/privacy')).text.includes(title), 'server A shows the published title').toBe(true);

      const onB = await b.get('/privacy');
      expect(onB.status).toBe(200);
      expect(onB.text.includes(title), 'server B shows the published title').toBe(true);
      expect((await b.get('/contact')).cache).toBe('HIT');
    }, 180_000);
  });

  describe.skipIf(!mongoUri)(
    mongoUri ? 'two servers on one MongoDB' : 'two servers on one MongoDB (skipped: MONGODB_URI not set; no MongoDB server on this machine)',
    () => {
      const database = `site-cache-test-${randomUUID().slice(0, 8)}`;

      afterAll(async () => {
        const client = await new MongoClient(withOwnDatabase(mongoUri!, database)).connect();
        await client.db(database).dropDatabase().finally(() => client.close());
      }, 60_000);

      it("a publish through server A's API shows on the next anonymous request to server B", async () => {
        const cache = await redis();
        const shared = { REDIS_URL: cache.url, MONGODB_URI: withOwnDatabase(mongoUri!, database), AUTH_SECRET: authSecret };
        const a = await site(3324, shared); // seeds the empty store before B starts
        const b = await site(3325, shared);
        for (const path of ['/contact', '/privacy']) {
          await b.get(path);
          expect((await b.get(path)).cache, path).toBe('HIT');
        }
        const title = `Reach us any time ${randomUUID().slice(0, 8)}`;
        await (await signInAsAdmin(a)).publishTitle('contact', title);

        const onB = await b.get('/contact');
        expect(onB.status).toBe(200);
        expect(onB.text.includes(title), 'server B shows the published title').toBe(true);
        expect((await b.get('/privacy')).cache).toBe('HIT');
        expect((await a.get('/contact')).text.includes(title), 'server A shows the published title').toBe(true);
      }, 180_000);
    },
  );
});
