import { describe, expect, it, vi } from 'vitest';
import { collectionNames, type Store } from '@/lib/db/port';
import { buildDemoSite } from '@/lib/seed/demo-content';
import { resetStore, seedStore } from '@/lib/seed/seed-store';
import { MemoryStore } from './memory-store';

const now = new Date('2025-03-04T05:06:07.000Z');
const fakeHash = (pw: string) => `fake-hash:${[...pw].reverse().join('')}`;

function options(extra: { adminPassword?: string } = {}) {
  const lines: string[] = [];
  const hashPassword = vi.fn(async (pw: string) => fakeHash(pw));
  return { lines, hashPassword, opts: { now, adminEmail: 'Admin@Example.org', hashPassword, log: (l: string) => lines.push(l), ...extra } };
}

async function counts(store: Store) {
  return Object.fromEntries(await Promise.all(collectionNames.map(async (n) => [n, await store.collection(n).count()] as const)));
}

describe('seedStore', () => {
  it('stores the domain, navigation, footer, settings, pages and published copies', async () => {
    const store = new MemoryStore();
    const site = buildDemoSite(now);
    const { opts } = options();
    expect((await seedStore(store, opts)).seeded).toBe(true);

    expect(await store.collection('domains').findOne({ _id: 'default' })).toEqual(site.domain);
    const at = now.toISOString();
    expect(await store.collection('site').findOne({ _id: 'nav:default' })).toEqual({
      _id: 'nav:default', domainId: 'default', kind: 'nav', draft: site.nav, published: site.nav, updatedAt: at, publishedAt: at,
    });
    expect(await store.collection('site').findOne({ _id: 'footer:default' })).toMatchObject({ kind: 'footer', draft: site.footer, published: site.footer });
    expect(await store.collection('siteSettings').findOne({ _id: 'siteSettings:default' })).toEqual({
      _id: 'siteSettings:default', domainId: 'default', draft: site.settings, published: site.settings,
    });

    expect(await store.collection('pages').count()).toBe(site.pages.length + 1);
    expect(await store.collection('publishedPages').count()).toBe(site.pages.length);
    for (const page of site.pages) {
      const working = await store.collection('pages').findOne({ _id: page._id });
      expect(working).toEqual(page);
      expect(await store.collection('publishedPages').findOne({ _id: page._id })).toEqual(working);
    }
  });

  it('keeps the draft-only page out of publishedPages', async () => {
    const store = new MemoryStore();
    await seedStore(store, options().opts);
    expect(await store.collection('pages').findOne({ slug: 'news/winter-appeal' })).toMatchObject({ published: false, lastPublished: null });
    expect(await store.collection('publishedPages').findOne({ slug: 'news/winter-appeal' })).toBeNull();
  });

  it('does nothing the second time', async () => {
    const store = new MemoryStore();
    await seedStore(store, options().opts);
    const before = await counts(store);
    const second = options();
    expect(await seedStore(store, second.opts)).toEqual({ seeded: false });
    expect(await counts(store)).toEqual(before);
    expect(second.hashPassword).not.toHaveBeenCalled();
    expect(second.lines).toEqual([]);
  });

  it('creates the admin with a generated password, logged once, different every run', async () => {
    const runs = await Promise.all([1, 2].map(async () => {
      const store = new MemoryStore();
      const { opts, lines, hashPassword } = options();
      const result = await seedStore(store, opts);
      return { store, result, lines, hashPassword };
    }));
    const [a, b] = runs;
    for (const { store, result, lines, hashPassword } of runs) {
      const pw = result.generatedPassword!;
      expect(pw.length).toBeGreaterThanOrEqual(10);
      expect(lines.filter((l) => l.includes(pw))).toEqual([
        `Admin user created: username admin, password ${pw} (shown once; change it after signing in)`,
      ]);
      expect(hashPassword).toHaveBeenCalledExactlyOnceWith(pw);
      const users = await store.collection('users').find({});
      expect(users).toEqual([{
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/), username: 'admin', usernameLower: 'admin', email: 'Admin@Example.org',
        emailLower: 'admin@example.org', name: 'Site Administrator', roles: ['admin'], passwordHash: fakeHash(pw), active: true,
        createdAt: now.toISOString(),
      }]);
    }
    expect(a.result.generatedPassword).not.toBe(b.result.generatedPassword);
  });

  it('uses ADMIN_PASSWORD when given and never logs it', async () => {
    const store = new MemoryStore();
    const { opts, lines } = options({ adminPassword: 'a-long-enough-secret' });
    expect(await seedStore(store, opts)).toEqual({ seeded: true, generatedPassword: undefined });
    expect(lines.join('\n')).not.toContain('a-long-enough-secret');
    expect(await store.collection('users').findOne({ username: 'admin' })).toMatchObject({ passwordHash: fakeHash('a-long-enough-secret') });
  });

  it('refuses a short ADMIN_PASSWORD before writing anything', async () => {
    const store = new MemoryStore();
    await expect(seedStore(store, options({ adminPassword: 'short' }).opts)).rejects.toThrow(/ADMIN_PASSWORD must be at least 10 characters/);
    expect(Object.values(await counts(store)).every((n) => n === 0)).toBe(true);
  });

  it('resetStore empties every collection so the store can be seeded again', async () => {
    const store = new MemoryStore();
    await seedStore(store, options().opts);
    await store.collection('sessions').insert({ _id: 's1' });
    await resetStore(store);
    expect(Object.values(await counts(store)).every((n) => n === 0)).toBe(true);
    expect((await seedStore(store, options().opts)).seeded).toBe(true);
  });
});
