// vitest-isolate: Next's cache handlers keep their tag manifest in a module shared by every file that loads them.
// A page whose render began before a publish and ended after it must not be served as if it were newer than the
// publish: the page cache dates a page from the start of its render (with or without Redis).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SharedTagsPageCache, nodeFs, tagsManifest } from './load-handlers';

const readContext = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as const;
const writeContext = { ...readContext, cacheControl: { revalidate: 2592000, expire: 31536000 } };
const tags = ['_N_T_/layout', 'page:default:about'];
const page = (text: string) => ({ kind: 'APP_PAGE', html: `<main>${text}</main>`, rscData: Buffer.from(text), headers: { 'x-next-cache-tags': tags.join(',') }, status: 200 });
const html = (data: unknown) => (data as { value: { html: string } } | null)?.value.html ?? null;
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

let dir: string;
let cache: InstanceType<typeof SharedTagsPageCache>;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'page-race-'));
  // As on a server without REDIS_URL: no shared tags, Next's memory layer in front of the build directory.
  cache = new SharedTagsPageCache({ fs: nodeFs, serverDistDir: dir, flushToDisk: false, maxMemoryCacheSize: 50 * 1024 * 1024, revalidatedTags: [], sharedTags: null } as never);
});
afterEach(() => tagsManifest.clear());
afterAll(() => rm(dir, { recursive: true, force: true }));

/** What Next does on a visitor request: read, and on a miss render (here: `render` runs in between) and store. */
async function request(key: string, render: () => Promise<string>) {
  const cached = html(await cache.get(key, readContext as never));
  if (cached) return cached;
  const text = await render();
  await cache.set(key, page(text) as never, writeContext as never);
  return `<main>${text}</main>`;
}

describe('a render that straddles a publish', () => {
  it('is served to the visitor who asked, but the next visitor gets a fresh render', async () => {
    const key = '/sites/localhost/about-race';
    const served = await request(key, async () => {
      await tick();
      // The publish lands while this render, which has read the old copy, is still under way.
      await cache.revalidateTag(['page:default:about'], { expire: 0 });
      await tick();
      return 'About, before the publish';
    });
    expect(served).toBe('<main>About, before the publish</main>');
    await tick();
    expect(html(await cache.get(key, readContext as never))).toBeNull();
    await cache.set(key, page('About, published') as never, writeContext as never);
    expect(html(await cache.get(key, readContext as never))).toBe('<main>About, published</main>');
  });

  it('keeps a page rendered entirely after the publish, and one no publish touched', async () => {
    await cache.revalidateTag(['page:default:about'], { expire: 0 });
    await tick();
    const key = '/sites/localhost/about-after';
    await request(key, async () => 'About, after the publish');
    expect(html(await cache.get(key, readContext as never))).toBe('<main>About, after the publish</main>');

    const other = '/sites/localhost/contact';
    await request(other, async () => 'Contact');
    await tick();
    expect(html(await cache.get(other, readContext as never))).toBe('<main>Contact</main>');
  });
});
