// The editor of the publishing load test (load-publishing.mjs): which pages it edits, and its save-then-publish
// rhythm. Markers as in lib/publish-markers.mjs.
import { markersIn, markerText, withMarker } from './publish-markers.mjs';

export const EDIT_EVERY_MS = 1000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `count` published pages that can take a marker: each passes the pre-publish checks with one, and shows it to
 * visitors once published. Returns { slots: [{ path, slug, page, published }] (page: the working copy after
 * that first publish, published: the number of the marker it shows), blocked: how many pages the checks refused, notShown: addresses published that never showed it within 5 s }.
 */
export async function choosePages(site, admin, count, nextMarker) {
  const chosen = [];
  const notShown = [];
  let blocked = 0;
  for (let sitemapPage = 1; chosen.length < count && sitemapPage < 20; sitemapPage += 1) {
    const rows = (await admin.sitemapRows(sitemapPage)).sitemap ?? [];
    for (const row of rows) {
      if (chosen.length === count) break;
      if (!row.published || row.schedule) continue;
      const n = nextMarker();
      const candidate = withMarker(await admin.loadPage(row.slug), markerText('published', n));
      if ((await admin.checkPublish(candidate)).blockers > 0) {
        blocked += 1;
        continue;
      }
      const { page } = await admin.publishPage(candidate);
      const pagePath = `/${row.slug}`;
      let shown = false;
      for (let attempt = 0; attempt < 50 && !shown; attempt += 1) {
        const answer = await fetch(site.url + pagePath).then(async (r) => (r.ok ? r.text() : ''), () => '');
        shown = markersIn(answer).published.includes(n);
        if (!shown) await sleep(100);
      }
      if (shown) chosen.push({ path: pagePath, slug: row.slug, page, published: n });
      else notShown.push(pagePath);
    }
    if (rows.length < 100) break;
  }
  if (chosen.length < count) throw new Error(`only ${chosen.length} published pages pass the pre-publish checks and show a marker`);
  return { slots: chosen, blocked, notShown };
}

/**
 * Once a second until `until` (or as often as the answers allow): save one page, in turn, with a draft marker, then
 * publish it with its published marker.
 */
export async function runEditor(admin, slots, tracker, until, nextMarker) {
  const stats = { cycles: 0, saveMs: [], publishMs: [], failures: 0, firstFailure: null, seconds: 0 };
  const startedAt = performance.now();
  while (performance.now() < until) {
    const cycleStart = performance.now();
    const slot = slots[stats.cycles % slots.length];
    stats.cycles += 1;
    const n = nextMarker();
    try {
      const saved = await admin.savePage(withMarker(slot.page, markerText('draft', n)));
      const savedAt = performance.now();
      stats.saveMs.push(savedAt - cycleStart);
      const { page } = await admin.publishPage(withMarker(saved, markerText('published', n)));
      const ackAt = performance.now();
      stats.publishMs.push(ackAt - savedAt);
      tracker.published(slot.path, n, ackAt);
      slot.page = page;
      slot.published = n;
    } catch (error) {
      stats.failures += 1;
      stats.firstFailure ??= error.message;
      slot.page = await admin.loadPage(slot.slug).catch(() => slot.page);
    }
    await sleep(cycleStart + EDIT_EVERY_MS - performance.now());
  }
  stats.seconds = (performance.now() - startedAt) / 1000;
  return stats;
}
