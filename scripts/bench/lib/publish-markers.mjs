// The markers the publishing load test writes into pages, and what visitors' answers tell about them (pure: no
// network, no clock). Each save or publish puts one numbered heading at the end of the page's contents, e.g.
// 'Load test draft 12' in a saved working copy, then 'Load test published 12' in the copy that is published.
export const MARKER_KEY = 'load-test-marker';
const MARKER_PATTERN = /Load test (draft|published|saved) (\d+)/g;

/** The marker text of save or publish number `n`: kind 'draft' and 'published' in the load, 'saved' in the crash test. */
export const markerText = (kind, n) => `Load test ${kind} ${n}`;

/** The page with its marker block set to `text` (added at the end, or replacing the one already there). */
export function withMarker(page, text) {
  const contents = (page.contents ?? []).filter((block) => block?.key !== MARKER_KEY);
  return { ...page, contents: [...contents, { componentType: 'RichText', key: MARKER_KEY, text: `<h2>${text}</h2>` }] };
}

/** The marker text of a stored page, or null when it has none. */
export function markerOf(page) {
  const block = (page?.contents ?? []).find((candidate) => candidate?.key === MARKER_KEY);
  const found = new RegExp(MARKER_PATTERN.source).exec(typeof block?.text === 'string' ? block.text : '');
  return found ? found[0] : null;
}

/** Every marker number an HTML answer shows, by kind: { draft: [...], published: [...], saved: [...] }. */
export function markersIn(html) {
  const found = { draft: [], published: [], saved: [] };
  for (const match of html.matchAll(MARKER_PATTERN)) found[match[1]].push(Number(match[2]));
  return found;
}

/** The value below which `p` per cent of the values lie (nearest rank); null for no values. */
export function percentile(values, p) {
  const sorted = values.filter((value) => value !== null && value !== undefined).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * Follows publishes and the visitor answers that show them. Times are in ms on one clock (performance.now()).
 *   published(path, n, ackAt): publish number n of the page at `path` was acknowledged at ackAt;
 *   answer(path, { startAt, endAt, html }): a visitor asked for `path` at startAt and had the whole answer at endAt.
 * A draft leak is an answer showing a draft marker: visitors must only ever see published copies. A stale answer
 * is one to a request sent after a newer publish than the one it shows had been acknowledged.
 */
export function createPublishTracker() {
  const acksByPath = new Map();
  const firstSeen = new Map();
  const leaks = [];
  let answers = 0;
  let staleAnswers = 0;
  let worstStaleMs = 0;
  const acksOf = (path) => acksByPath.get(path) ?? acksByPath.set(path, []).get(path);

  return {
    published(path, n, ackAt) {
      acksOf(path).push({ n, ackAt });
    },
    answer(path, { startAt, endAt, html }) {
      answers += 1;
      const { draft, published } = markersIn(html);
      if (draft.length > 0) leaks.push({ path, draft: draft[0], at: endAt });
      for (const n of published) if (!firstSeen.has(n)) firstSeen.set(n, endAt);
      const shown = published.length > 0 ? Math.max(...published) : 0;
      const missed = acksOf(path).find((ack) => ack.n > shown && ack.ackAt < startAt);
      if (missed) {
        staleAnswers += 1;
        worstStaleMs = Math.max(worstStaleMs, startAt - missed.ackAt);
      }
    },
    summary() {
      const visibleMs = [];
      let neverSeen = 0;
      for (const acks of acksByPath.values()) {
        for (const { n, ackAt } of acks) {
          // Seen before the answer reached the editor counts as at once.
          if (firstSeen.has(n)) visibleMs.push(Math.max(0, firstSeen.get(n) - ackAt));
          else neverSeen += 1;
        }
      }
      return { publishes: visibleMs.length + neverSeen, visibleMs, neverSeen, answers, draftLeaks: leaks.length, leaks: leaks.slice(0, 5), staleAnswers, worstStaleMs };
    },
  };
}

/**
 * Acknowledged saves the store no longer holds. `acks`: [{ id, version, marker }], one per save answered 200.
 * `stored`: Map id -> { version, marker } as read back, or null for a page that is gone. A save is kept when its
 * page is at its version with its marker, or at a later version (a later save, acknowledged or not, won).
 */
export function lostSaves(acks, stored) {
  return acks.filter((ack) => {
    const now = stored.get(ack.id);
    if (!now) return true;
    if (now.version > ack.version) return false;
    return now.version < ack.version || now.marker !== ack.marker;
  });
}

/** The MongoDB address `uri` with its database name replaced by `name` (options kept). */
export function withDatabaseName(uri, name) {
  const parts = /^(mongodb(?:\+srv)?:\/\/[^/?]+)(?:\/[^?]*)?(\?.*)?$/.exec(uri);
  if (!parts) throw new Error('MONGODB_URI is not a mongodb:// or mongodb+srv:// address');
  return `${parts[1]}/${name}${parts[2] ?? ''}`;
}
