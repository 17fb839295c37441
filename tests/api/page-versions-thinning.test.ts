import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harnessWithAdmin, type Harness } from '../support/api-harness';
import { savePage } from '@/lib/content/pages/save-page';
import { publishPage } from '@/lib/content/pages/publish-page';
import { RECENT_SAVES_KEPT } from '@/lib/content/pages/record-change';
import type { Page } from '@/lib/content/schemas';

let h: Harness;
beforeAll(async () => {
  ({ h } = await harnessWithAdmin());
});
afterAll(() => h.close());

const START = Date.parse('2025-03-01T00:00:00.000Z');
const MINUTE = 60_000;

describe('page history thinning', () => {
  it('keeps the last 50 saves, then only the latest save of each older hour, and every other action', async () => {
    const about = (await h.store.collection('pages').findOne({ slug: 'about' })) as Page;
    let page: Page = { ...about, _id: 'page-thinning', slug: 'thinning', version: 0 };
    const savedAt: { version: number; at: string }[] = [];
    // 80 saves 20 minutes apart (three per hour, over 27 hours), with a publish after every tenth.
    for (let i = 0; i < 80; i++) {
      const now = new Date(START + i * 20 * MINUTE);
      page = await savePage(h.store, { ...page, header: { ...page.header, title: `Save ${i}` } }, 'user-admin', now);
      savedAt.push({ version: page.version, at: now.toISOString() });
      if (i % 10 === 9) page = (await publishPage(h.store, page, 'user-admin', new Date(now.getTime() + MINUTE))).page;
    }

    const versions = await h.store.collection('pageVersions').find({ pageId: 'page-thinning' }, { sort: { at: -1 }, projection: { page: 0 } });
    expect(versions.filter((v) => v.action === 'publish')).toHaveLength(8);

    const saves = versions.filter((v) => v.action === 'save');
    const recent = savedAt.slice(-RECENT_SAVES_KEPT);
    expect(saves.slice(0, RECENT_SAVES_KEPT).map((v) => v.version)).toEqual(recent.map((s) => s.version).reverse());

    // The older saves: the latest of each hour, and nothing else.
    const older = savedAt.slice(0, -RECENT_SAVES_KEPT);
    const latestPerHour = new Map<string, number>();
    for (const s of older) latestPerHour.set(s.at.slice(0, 13), s.version);
    expect(saves.slice(RECENT_SAVES_KEPT).map((v) => v.version)).toEqual([...latestPerHour.values()].reverse());
    expect(saves.length).toBe(RECENT_SAVES_KEPT + latestPerHour.size);
    expect(latestPerHour.size).toBe(10);
  });
});
