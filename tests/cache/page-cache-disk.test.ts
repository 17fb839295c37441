// vitest-isolate: Next's memory layer of the page cache is one for every handler in a process (a module's state).
// What the page cache keeps on disk: the pages of the site, but never what a made-up address brings about (a 404
// for an address no page has, a page rendered for a hub state written in the address), which stays in the bounded
// memory layer; otherwise a loop over made-up addresses would fill the server's disk.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SharedTagsPageCache, nodeFs } from './load-handlers';

const context = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as const;
const writeContext = { ...context, cacheControl: { revalidate: 2592000, expire: 31536000 } };

function renderedPage(text: string, status = 200) {
  return {
    kind: 'APP_PAGE',
    html: `<main>${text}</main>`,
    rscData: Buffer.from(`rsc:${text}`),
    headers: { 'x-next-cache-tags': 'page:default' },
    status,
    postponed: undefined,
    segmentData: undefined,
  };
}

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function pageCache() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'page-cache-disk-'));
  dirs.push(dir);
  const cache = new SharedTagsPageCache({ fs: nodeFs, serverDistDir: dir, flushToDisk: true, maxMemoryCacheSize: 4 * 1024 * 1024, revalidatedTags: [], sharedTags: null } as never);
  /** The pages written to disk, by the address they were rendered for. */
  const onDisk = async () =>
    (await readdir(dir, { recursive: true }))
      .filter((file) => file.endsWith('.html'))
      // Under the build directory's app/: the address the page was rendered for.
      .map((file) => `/${file.split(path.sep).slice(1).join('/').replace(/\.html$/, '')}`);
  return { cache, onDisk, dir };
}

describe('the page cache on disk', () => {
  it('keeps a published page on disk, and a 404 or a hub state from the address in memory only, serving each', async () => {
    const { cache, onDisk } = await pageCache();
    await cache.set('/sites/localhost/about', renderedPage('About us') as never, writeContext as never);
    await cache.set('/sites/localhost/made-up-1', renderedPage('Not found', 404) as never, writeContext as never);
    await cache.set('/sites/localhost/~hub/-/1/1/TWFkZTp1cDE/about', renderedPage('About us, filtered') as never, writeContext as never);

    expect(await onDisk()).toEqual(['/sites/localhost/about']);
    for (const [key, html] of [
      ['/sites/localhost/about', '<main>About us</main>'],
      ['/sites/localhost/made-up-1', '<main>Not found</main>'],
      ['/sites/localhost/~hub/-/1/1/TWFkZTp1cDE/about', '<main>About us, filtered</main>'],
    ]) {
      const entry = (await cache.get(key, context as never)) as { value: { html: string } } | null;
      expect(entry?.value.html, key).toBe(html);
    }
  });

  it('keeps a page with characters above U+00FF with them as references (lib/cache/one-byte-html.cjs), in memory and on disk', async () => {
    const { cache, onDisk, dir } = await pageCache();
    const text = `You don’t have to face it alone. ${'Support is here when you need it. '.repeat(100)}`;
    await cache.set('/sites/localhost/wide', renderedPage(text) as never, writeContext as never);

    const kept = `<main>${text.replace('’', '&#8217;')}</main>`;
    const entry = (await cache.get('/sites/localhost/wide', context as never)) as { value: { html: string } } | null;
    expect(entry?.value.html).toBe(kept);
    expect(await onDisk()).toEqual(['/sites/localhost/wide']);
    expect(await readFile(path.join(dir, 'app/sites/localhost/wide.html'), 'utf8')).toBe(kept);
  });

  it('writes no file for any number of made-up addresses', async () => {
    const { cache, onDisk } = await pageCache();
    for (let n = 0; n < 50; n += 1) {
      await cache.set(`/sites/localhost/made-up-${n}`, renderedPage('Not found', 404) as never, writeContext as never);
      await cache.set(`/sites/localhost/~hub/-/1/1/${Buffer.from(`Made:up${n}`).toString('base64url')}/contact`, renderedPage('Contact') as never, writeContext as never);
    }
    expect(await onDisk()).toEqual([]);
  });
});
