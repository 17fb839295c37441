// Several `next start` servers of one site sharing Redis: a page published through one server's API is what the
// next visitor sees on any server, other pages stay cached, and Redis going away never breaks visitor pages. On
// MongoDB (npm run test:mongo), two servers share one database as in production: sessions, GridFS pictures, the
// scheduler and form deliveries across servers, and a backup restored into an empty database.
// One build (NEXT_DIST_DIR=.next-c) serves every server, as in production.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'redis';
import { MongoClient } from 'mongodb';
import { redisServerInstalled, startRedisServer, type RedisServer } from './redis-server';
import { startSmtpSink } from '../support/smtp-sink';
import { atomicConditionalUpdates, NO_ATOMIC_UPDATES, withDatabase } from '../support/test-store';
import { buildSite, signInAsAdmin, startSite, type SiteServer } from './site-servers';

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

const mongoUri = process.env.MONGODB_URI;
const authSecret = 'shared-session-key-for-the-cache-test-servers';

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

  // The production set-up: several app servers, one MongoDB database (GridFS for files), one Redis.
  describe.skipIf(!mongoUri)(
    mongoUri ? 'two servers on one MongoDB and one Redis' : 'two servers on one MongoDB (skipped: MONGODB_URI not set; no MongoDB server on this machine)',
    () => {
      const id = randomUUID().slice(0, 8);
      const database = `site-two-servers-${id}`;
      const restoredDatabase = `site-two-servers-restored-${id}`;
      let a: SiteServer;
      let b: SiteServer;
      let mail: Awaited<ReturnType<typeof startSmtpSink>>;
      let mongo: MongoClient;
      // Claims are conditional updates: exactly once where the server applies an update's filter atomically (MongoDB);
      // on FerretDB 1.x two servers can both claim, so there only 'carried out' and 'mailed' are checked.
      const atMostOnce = atomicConditionalUpdates();
      const onceNote = atMostOnce ? '' : ` (at most once ${NO_ATOMIC_UPDATES.replace(/^skipped/, 'not checked')})`;

      beforeAll(async () => {
        const cache = await redis();
        mail = await startSmtpSink();
        mongo = await new MongoClient(mongoUri!).connect();
        const shared = {
          REDIS_URL: cache.url,
          MONGODB_URI: withDatabase(mongoUri!, database),
          AUTH_SECRET: authSecret,
          SMTP_URL: mail.url,
          // Both servers' jobs run often, so that a second run of anything would happen within the test.
          SCHEDULED_PUBLISHING_INTERVAL_MS: '1000',
          FORM_DELIVERY_RETRY_MS: '250',
        };
        a = await site(3324, shared); // seeds the empty store before B starts
        b = await site(3325, shared);
      }, 180_000);

      afterAll(async () => {
        for (const name of [database, restoredDatabase]) await mongo?.db(name).dropDatabase();
        await mongo?.close();
        await mail?.close();
      }, 60_000);

      it("a publish through server A's API shows on the next anonymous request to server B", async () => {
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
      }, 60_000);

      it('a word published through server A is found by the next search on server B', async () => {
        const word = `quill${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
        const found = async () => (JSON.parse((await b.get(`/api/search?q=${word}`)).text) as { results: { url: string }[] }).results.map((result) => result.url);
        // B's index is built and current before the publish: the publish reaches it through the stamps.
        expect(await found()).toEqual([]);
        await (await signInAsAdmin(a)).publishTitle('contact', `Contact us ${word}`);
        expect(await found()).toEqual(['/contact']);
      }, 60_000);

      it('a session made on server A works on server B, and signing out on B ends it on A', async () => {
        const admin = await signInAsAdmin(a);
        const onB = await admin.call(b, 'user/me', { body: {} });
        expect(onB.status).toBe(200);
        expect((await onB.json()).user.username).toBe('admin');

        expect((await admin.call(b, 'user/logout', { body: {} })).status).toBe(200);
        expect((await admin.call(a, 'user/me', { body: {} })).status).toBe(401);
        expect((await admin.call(b, 'user/me', { body: {} })).status).toBe(401);
      }, 60_000);

      it('a picture uploaded through server A is served by server B (GridFS)', async () => {
        const admin = await signInAsAdmin(a);
        const imageId = await uploadPicture(admin, a);
        const onB = await fetch(`${b.origin}/api/image/${imageId}?w=320`);
        expect(onB.status).toBe(200);
        expect(onB.headers.get('content-type')).toMatch(/^image\//);
        const picture = await sharp(Buffer.from(await onB.arrayBuffer())).metadata();
        expect([picture.width, picture.height]).toEqual([64, 48]);
      }, 60_000);

      it(`a scheduled publish is carried out once, by one of the servers${onceNote}`, async () => {
        const admin = await signInAsAdmin(a);
        const loaded = await (await admin.call(a, 'page/load?slug=about&domainId=default')).json();
        const title = `About us, scheduled ${randomUUID().slice(0, 8)}`;
        const saved = await admin.call(a, 'page/save', { body: { page: { ...loaded, header: { ...loaded.header, title } } } });
        expect(saved.status).toBe(200);
        const publishAt = new Date(Date.now() + 1500).toISOString();
        const scheduled = await admin.call(b, 'page/schedule', { body: { _id: loaded._id, collection: 'pages', publishAt, unpublishAt: null } });
        expect(scheduled.status).toBe(200);

        await expect.poll(async () => (await a.get('/about')).text.includes(title), { timeout: 30_000, interval: 250 }).toBe(true);
        expect((await b.get('/about')).text.includes(title), 'server B shows it too').toBe(true);
        // The item is gone from the page once claimed; whoever claimed it wrote one audit entry, and only a second
        // claim (two servers carrying it out) would write another.
        const db = mongo.db(database);
        await expect.poll(async () => (await db.collection('pages').findOne({ _id: loaded._id }))?.schedule ?? null, { timeout: 10_000 }).toBeNull();
        const carriedOut = { action: 'page.scheduledPublish', pageId: loaded._id, scheduledFor: publishAt };
        await expect.poll(() => db.collection('auditLog').countDocuments(carriedOut), { timeout: 10_000 }).toBeGreaterThan(0);
        if (atMostOnce) expect(await db.collection('auditLog').countDocuments(carriedOut)).toBe(1);
      }, 90_000);

      it(`a form sent through server B is mailed once, though both servers' delivery sweeps run${onceNote}`, async () => {
        const before = mail.received.length;
        const sent = await fetch(`${b.origin}/api/forms/submit`, {
          method: 'POST',
          headers: { origin: b.origin, 'content-type': 'application/json' },
          body: JSON.stringify({ slug: 'contact', componentKey: 'contact-form', form: { values: { first_name: 'Ann', email: 'ann@example.org', message: `Hello ${id}` } } }),
        });
        expect(sent.status).toBe(200);
        const { submissionId } = await sent.json();
        const notification = await mail.waitFor('hello@example.org', before, 30_000);
        expect(notification.text).toContain(`Hello ${id}`);
        const submissions = mongo.db(database).collection('formSubmissions');
        await expect.poll(async () => (await submissions.findOne({ _id: submissionId as never }))?.deliveries?.notification?.state, { timeout: 10_000 }).toBe('sent');
        // One attempt on record, and one mail: neither server's sweep took it up again.
        if (atMostOnce) {
          expect((await submissions.findOne({ _id: submissionId as never }))?.deliveries?.notification?.attempts).toBe(1);
          expect(mail.received.slice(before).filter((m) => m.text.includes(`Hello ${id}`))).toHaveLength(1);
        }
      }, 60_000);

      it('a backup downloaded through server A restores into an empty database, and two servers serve it', async () => {
        const admin = await signInAsAdmin(a);
        const title = `Your privacy, backed up ${randomUUID().slice(0, 8)}`;
        await admin.publishTitle('privacy', title);
        const imageId = await uploadPicture(admin, a);
        const download = await admin.call(a, 'backup/download');
        expect(download.status).toBe(200);
        const archive = path.join(mkdtempSync(path.join(os.tmpdir(), 'site-two-servers-')), 'backup.tar.gz');
        writeFileSync(archive, Buffer.from(await download.arrayBuffer()));

        const restoredUri = withDatabase(mongoUri!, restoredDatabase);
        const restore = spawnSync(process.execPath, [tsxCli, '--conditions=react-server', 'scripts/restore.ts', archive], {
          cwd: path.resolve(__dirname, '../..'),
          env: { ...process.env, MONGODB_URI: restoredUri, AUTH_SECRET: authSecret },
          encoding: 'utf8',
        });
        expect(restore.status, restore.stderr).toBe(0);
        expect(restore.stdout).toMatch(/^Restored backup\.tar\.gz/);

        const cache = await redis();
        const restored = { REDIS_URL: cache.url, MONGODB_URI: restoredUri, AUTH_SECRET: authSecret };
        const c = await site(3326, restored);
        const d = await site(3327, restored);
        for (const server of [c, d]) {
          const page = await server.get('/privacy');
          expect(page.status).toBe(200);
          expect(page.text.includes(title), `${server.origin} shows the backed-up title`).toBe(true);
          expect((await fetch(`${server.origin}/api/image/${imageId}?w=320`)).status).toBe(200);
        }
        expect((await (await signInAsAdmin(d)).call(c, 'user/me', { body: {} })).status).toBe(200);
      }, 180_000);

      async function uploadPicture(admin: Awaited<ReturnType<typeof signInAsAdmin>>, on: SiteServer): Promise<string> {
        const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6f97' } }).png().toBuffer();
        const form = new FormData();
        form.append('file', new File([new Uint8Array(png)], 'harbour.png', { type: 'image/png' }));
        const uploaded = await admin.call(on, 'image/upload', { form });
        expect(uploaded.status).toBe(200);
        return (await uploaded.json()).imageId;
      }

    },
  );
});
