// Saves that survive a crash: a burst of page/save calls, the server killed with SIGKILL in the middle of it,
// started again on the same store, and every save that was answered 200 looked for. Three kinds of save run at
// once, each with a new marker (lib/publish-markers.mjs):
//   new pages: writers each creating page after page (version 0), so every one is checked on its own;
//   chains: one writer per existing page saving it again and again, each save on top of the one answered before;
//   contention: several writers on one page, each from the copy it last read (the losers hear 409 and read again).
import { DOMAIN_ID, signInAsAdmin } from './admin-session.mjs';
import { lostSaves, markerOf, markerText, withMarker } from './publish-markers.mjs';

const NEW_PAGE_WRITERS = 12;
const CHAIN_PAGES = 4;
const CONTENDERS = 4;
const READ_BACK_CONCURRENCY = 8;
const GIVE_UP_WAITING_MS = 120_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Existing pages other than the home page, from the sitemap: { _id, slug } of up to `count`. */
async function existingPages(admin, count) {
  const rows = (await admin.sitemapRows(1)).sitemap ?? [];
  return rows.filter((row) => row.slug !== '').slice(0, count);
}

/**
 * `site`: a running server (lib/next-server.mjs handle) on a store already seeded; `restart()` starts the site again
 * on the same store and resolves to the new handle once visitors are answered. Saves for at least `killAfterMs`
 * (and until `minAcks` saves were answered), kills the server, restarts it and reads every page saved back.
 * Returns the figures and the restarted server (the caller stops it).
 */
export async function crashDuringSaves({ site, restart, password, killAfterMs = 3000, minAcks = 50 }) {
  const admin = await signInAsAdmin(site.url, password);
  const runId = Date.now().toString(36);
  const acks = [];
  const slugOf = new Map();
  const counts = { newPages: 0, chain: 0, contention: 0, cutOff: 0, conflicts: 0, refused: 0 };
  let firstRefusal = null;
  let marker = 0;
  let created = 0;
  let stopping = false;

  /** One save; true when answered 200 (recorded), false when refused; throws when the server gave no answer. */
  const save = async (kind, page) => {
    try {
      const saved = await admin.savePage(withMarker(page, markerText('saved', ++marker)));
      acks.push({ id: saved._id, version: saved.version, marker: markerOf(saved) });
      slugOf.set(saved._id, saved.slug);
      counts[kind] += 1;
      return saved;
    } catch (error) {
      if (error.status === undefined) {
        counts.cutOff += 1;
        throw error;
      }
      if (error.status === 409) counts.conflicts += 1;
      else {
        counts.refused += 1;
        firstRefusal ??= error.message;
        await sleep(50);
      }
      return null;
    }
  };
  // Each writer stops at its first unanswered request: the server is gone.
  const writer = (body) => body().catch(() => undefined);

  const [contended, ...chained] = await existingPages(admin, CHAIN_PAGES + 1);
  if (!contended || chained.length === 0) throw new Error('the site has too few pages to save to');
  const newPages = Array.from({ length: NEW_PAGE_WRITERS }, () =>
    writer(async () => {
      while (!stopping) {
        const slug = `load-test-${runId}-${(created += 1)}`;
        await save('newPages', { _id: slug, domainId: DOMAIN_ID, slug, header: { title: `Load test ${slug}` }, contents: [], version: 0 });
      }
    }),
  );
  const chains = chained.map(({ slug }) =>
    writer(async () => {
      let page = await admin.loadPage(slug);
      while (!stopping) page = (await save('chain', page)) ?? (await admin.loadPage(slug));
    }),
  );
  const contenders = Array.from({ length: CONTENDERS }, () =>
    writer(async () => {
      let page = await admin.loadPage(contended.slug);
      while (!stopping) page = (await save('contention', page)) ?? (await admin.loadPage(contended.slug));
    }),
  );

  const startedAt = performance.now();
  while (performance.now() - startedAt < GIVE_UP_WAITING_MS && (performance.now() - startedAt < killAfterMs || acks.length < minAcks)) await sleep(20);
  stopping = true;
  const killedAt = performance.now();
  await site.kill('SIGKILL');
  await Promise.all([...newPages, ...chains, ...contenders]);
  const burstSeconds = (killedAt - startedAt) / 1000;

  const restarted = await restart();
  const restartSeconds = (performance.now() - killedAt) / 1000;
  const reader = await signInAsAdmin(restarted.url, password);
  const stored = new Map();
  const ids = [...new Set(acks.map((ack) => ack.id))];
  await Promise.all(
    Array.from({ length: READ_BACK_CONCURRENCY }, async () => {
      while (ids.length > 0) {
        const id = ids.pop();
        const page = await reader.loadPage(slugOf.get(id)).catch((error) => {
          if (error.status === 404) return null;
          throw error;
        });
        stored.set(id, page && page._id === id ? { version: page.version, marker: markerOf(page) } : null);
      }
    }),
  );
  const lost = lostSaves(acks, stored);
  return {
    site: restarted,
    acknowledged: acks.length,
    pagesSaved: stored.size,
    counts,
    firstRefusal,
    burstSeconds,
    restartSeconds,
    lost: lost.length,
    lostExamples: lost.slice(0, 5).map((ack) => ({ ...ack, slug: slugOf.get(ack.id), stored: stored.get(ack.id) })),
  };
}
