// What the server loads for a hub with the visitor's page (components/blocks/page-hub/server-data.ts): the cards
// of its first page, which also travel to the browser in the live hub's props, so nothing a card does not show.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Outside Next the cache functions do nothing: every call reads the store.
vi.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));
import { preloadBlockData } from '@/components/blocks/server-data';
import type { PageHubPreload } from '@/lib/hub/preload-types';
import { createHarness, type Harness } from '../support/api-harness';

let h: Harness;
const STORE_KEY = Symbol.for('charity-site.store');
beforeAll(async () => {
  h = await createHarness();
  // The visitor page's loaders read the process-wide store: this test's store.
  (globalThis as Record<symbol, unknown>)[STORE_KEY] = { pending: Promise.resolve(h.store) };
});
afterAll(async () => {
  delete (globalThis as Record<symbol, unknown>)[STORE_KEY];
  await h.close();
});

describe('the hub’s first page, loaded with the visitor’s page', () => {
  it('holds the cards hub/filter answers, without the pages’ contents, which no card shows', async () => {
    const hubPage = (await h.store.collection('publishedPages').findOne({ domainId: 'default', slug: 'training/courses' })) as { _id: string; contents: { componentType: string; key: string; hubFilters: string[]; sortBy: string }[] };
    const block = hubPage.contents.find((component) => component.componentType === 'PageHub')!;
    const preload = (await preloadBlockData('default', hubPage))[block.key] as PageHubPreload;

    const answer = await h.call('hub/filter', { body: { domainId: 'default', pageIndex: 0, hubFilters: block.hubFilters, userFilters: [], sortBy: block.sortBy }, headers: { origin: 'http://localhost:3000' } });
    expect(answer.status).toBe(200);
    expect(answer.body.pages.some((page: { contents: unknown[] }) => page.contents.length > 0)).toBe(true);
    expect(preload.result.count).toBe(answer.body.count);
    expect(preload.result.pages).toEqual(answer.body.pages.map((page: object) => ({ ...page, contents: [] })));
  });
});
