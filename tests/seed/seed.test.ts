import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { collectionNames, type Store } from '@/lib/db/port';
import { createFileImageStorage } from '@/lib/images/file-image-storage';
import { seedDemoImages } from '@/lib/images/seed-images';
import { buildDemoSite } from '@/lib/seed/demo-content';
import { buildSecondDemoSite } from '@/lib/seed/second-site';
import { imageIdsIn, resetStore, seedStore } from '@/lib/seed/seed-store';
import { loadSiteSettings } from '@/lib/content/site/site-settings';
import { withListing } from '@/lib/hub/listing';
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
      _id: 'siteSettings:default', domainId: 'default', draft: site.settings, published: site.settings, updatedAt: at, publishedAt: at,
    });

    expect(await store.collection('pages').count({ domainId: 'default' })).toBe(site.pages.length + 1);
    expect(await store.collection('publishedPages').count({ domainId: 'default' })).toBe(site.pages.length);
    for (const page of site.pages) {
      const working = await store.collection('pages').findOne({ _id: page._id });
      expect(working).toEqual(page);
      // The visitor copy carries the hub's sort keys beside the page.
      expect(await store.collection('publishedPages').findOne({ _id: page._id })).toEqual(withListing(page));
    }
  });

  it('stores the second demo domain with its own navigation, footer, settings and published pages', async () => {
    const store = new MemoryStore();
    const second = buildSecondDemoSite(now);
    const { opts, lines } = options();
    await seedStore(store, opts);
    expect(await store.collection('domains').findOne({ _id: 'second-site' })).toEqual(second.domain);
    expect(await store.collection('site').findOne({ _id: 'nav:second-site' })).toMatchObject({ domainId: 'second-site', draft: second.nav, published: second.nav });
    expect(await store.collection('site').findOne({ _id: 'footer:second-site' })).toMatchObject({ draft: second.footer, published: second.footer });
    expect(await store.collection('siteSettings').findOne({ _id: 'siteSettings:second-site' })).toMatchObject({ published: second.settings });
    expect(await store.collection('publishedPages').find({ domainId: 'second-site' }, { sort: { slug: 1 } })).toEqual(second.pages.map(withListing));
    expect(lines).toContain(
      `Seeded demo sites: 'default' (${buildDemoSite(now).pages.length} published pages and 1 draft, at localhost and 127.0.0.1) ` +
        "and 'second-site' (2 published pages, at second.localhost and 127.0.0.2).",
    );
  });

  it("stores the demo domain's tag categories as published site settings, and the second domain none", async () => {
    const store = new MemoryStore();
    const site = buildDemoSite(now);
    await seedStore(store, options().opts);
    const at = now.toISOString();
    expect(await store.collection('siteSettings').findOne({ _id: 'categories:default' })).toEqual({
      _id: 'categories:default', domainId: 'default', draft: site.categories, published: site.categories, version: 1, updatedAt: at, publishedAt: at,
    });
    // As the Site settings panel and the page settings' tag picker load them: nothing waiting to be published.
    const state = await loadSiteSettings(store, 'default');
    expect(state.categories).toEqual(site.categories);
    expect(state.categories.map((category) => category.id)).toEqual(expect.arrayContaining(['Location', 'Events Type', 'Date', 'Card Type']));
    expect(state.siteSettings).toMatchObject({ categoriesVersion: 1, pendingChanges: false });
    expect((await loadSiteSettings(store, 'second-site')).categories).toEqual([]);
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

  it('stores the demo pictures before the pages, and every picture a page names is among them', async () => {
    const store = new MemoryStore();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-images-'));
    const storage = createFileImageStorage(dir);
    let pagesWhenImagesSeeded = -1;
    const seedImages = vi.fn(async (target: Store, at: Date) => {
      pagesWhenImagesSeeded = await target.collection('pages').count();
      return seedDemoImages(target, { storage, now: at });
    });
    const { opts, lines } = options();
    try {
      await seedStore(store, { ...opts, seedImages });
      expect(seedImages).toHaveBeenCalledExactlyOnceWith(store, now);
      expect(pagesWhenImagesSeeded).toBe(0);
      const stored = new Set((await store.collection('images').find({})).map((doc) => doc._id));
      const named = imageIdsIn(await store.collection('publishedPages').find({}));
      expect(named.size).toBeGreaterThan(0);
      expect([...named].filter((id) => !stored.has(id))).toEqual([]);
      for (const id of named) expect(await storage.readOriginal(id), id).not.toBeNull();
      expect(lines).toContain(`Seeded ${stored.size} demo pictures into the image service.`);
      expect(lines.join('\n')).not.toContain('Warning');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('warns, but still seeds, when a page names a picture that was not stored', async () => {
    const store = new MemoryStore();
    const { opts, lines } = options();
    expect((await seedStore(store, { ...opts, seedImages: async () => ({ 'harbour-dawn': 'demo-harbour-dawn' }) })).seeded).toBe(true);
    const warning = lines.find((line) => line.startsWith('Warning: demo pages name pictures'));
    expect(warning).toContain('demo-open-window');
    expect(warning).not.toContain('demo-harbour-dawn');
    expect(await store.collection('publishedPages').count({ domainId: 'default' })).toBe(buildDemoSite(now).pages.length);
  });

  it('seeds the pages even when the pictures cannot be stored, and says so', async () => {
    const store = new MemoryStore();
    const { opts, lines } = options();
    const seedImages = async () => {
      throw new Error('image storage is not reachable');
    };
    expect((await seedStore(store, { ...opts, seedImages })).seeded).toBe(true);
    expect(lines).toContain('Warning: could not store the demo pictures (image storage is not reachable); the pages are seeded without them.');
    expect(await store.collection('publishedPages').count({ domainId: 'default' })).toBe(buildDemoSite(now).pages.length);
  });

  it('does not touch the pictures when the store already has pages', async () => {
    const store = new MemoryStore();
    await seedStore(store, options().opts);
    const seedImages = vi.fn(async () => ({}));
    expect(await seedStore(store, { ...options().opts, seedImages })).toEqual({ seeded: false });
    expect(seedImages).not.toHaveBeenCalled();
  });

  it('resetStore removes each image\'s and document\'s bytes before forgetting their metadata', async () => {
    const store = new MemoryStore();
    await seedStore(store, options().opts);
    await store.collection('images').insert({ _id: 'demo-harbour-dawn' });
    await store.collection('images').insert({ _id: 'a1b2c3' });
    const removed: string[] = [];
    const removeImage = vi.fn(async (imageId: string) => {
      expect(await store.collection('images').findOne({ _id: imageId })).not.toBeNull();
      removed.push(imageId);
    });
    await store.collection('files').insert({ _id: 'doc123' });
    const removedFiles: string[] = [];
    const removeFile = vi.fn(async (fileId: string) => {
      expect(await store.collection('files').findOne({ _id: fileId })).not.toBeNull();
      removedFiles.push(fileId);
    });
    await resetStore(store, { removeImage, removeFile });
    expect(removed.sort()).toEqual(['a1b2c3', 'demo-harbour-dawn']);
    expect(removedFiles).toEqual(['doc123']);
    expect(Object.values(await counts(store)).every((n) => n === 0)).toBe(true);
  });
});
