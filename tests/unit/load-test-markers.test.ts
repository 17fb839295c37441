// The bookkeeping of the publishing load test (scripts/bench/load-publishing.mjs): markers, draft leaks, stale
// answers, publish-to-visible, and which acknowledged saves a crash lost.
import { describe, expect, it } from 'vitest';
import {
  createPublishTracker,
  lostSaves,
  markerOf,
  markersIn,
  markerText,
  percentile,
  withDatabaseName,
  withMarker,
} from '../../scripts/bench/lib/publish-markers.mjs';

const page = { _id: 'p', contents: [{ componentType: 'Text', key: 'intro' }] };
const html = (...texts: string[]) => `<main>${texts.map((text) => `<h2>${text}</h2>`).join('')}</main>`;

describe('markers', () => {
  it('adds one marker block at the end and replaces it on the next save', () => {
    const once = withMarker(page, markerText('draft', 1));
    const twice = withMarker(once, markerText('published', 1));
    expect(twice.contents.map((block) => block.key)).toEqual(['intro', 'load-test-marker']);
    expect(markerOf(twice)).toBe('Load test published 1');
    expect(markerOf(page)).toBeNull();
    expect(page.contents).toHaveLength(1);
  });

  it('reads every marker of an answer by kind', () => {
    expect(markersIn(html('Load test published 12', 'Load test draft 13', 'Load test published 12'))).toEqual({ draft: [13], published: [12, 12], saved: [] });
    expect(markersIn('<p>Draft 3</p>')).toEqual({ draft: [], published: [], saved: [] });
  });
});

describe('percentile', () => {
  it('is the nearest rank, ignoring missing values', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([null, 7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNull();
  });
});

describe('publish tracker', () => {
  it('times each publish from its answer to the first visitor answer showing it', () => {
    const tracker = createPublishTracker();
    tracker.published('/a', 1, 1000);
    tracker.answer('/a', { startAt: 900, endAt: 1100, html: html() });
    tracker.answer('/a', { startAt: 1050, endAt: 1250, html: html('Load test published 1') });
    tracker.answer('/a', { startAt: 1100, endAt: 1300, html: html('Load test published 1') });
    // Seen before its answer reached the editor: at once.
    tracker.answer('/b', { startAt: 1990, endAt: 1995, html: html('Load test published 2') });
    tracker.published('/b', 2, 2000);
    tracker.published('/b', 3, 3000);
    const summary = tracker.summary();
    expect(summary.visibleMs).toEqual([250, 0]);
    expect(summary).toMatchObject({ publishes: 3, neverSeen: 1, answers: 4, draftLeaks: 0 });
  });

  it('counts answers showing a draft as leaks', () => {
    const tracker = createPublishTracker();
    tracker.answer('/a', { startAt: 0, endAt: 10, html: html('Load test draft 4') });
    expect(tracker.summary()).toMatchObject({ draftLeaks: 1, leaks: [{ path: '/a', draft: 4, at: 10 }] });
  });

  it('counts as stale an answer asked for after a newer publish was answered', () => {
    const tracker = createPublishTracker();
    tracker.published('/a', 5, 1000);
    // Asked for before the publish answered: not stale, whatever it shows.
    tracker.answer('/a', { startAt: 990, endAt: 1200, html: html() });
    tracker.answer('/a', { startAt: 1300, endAt: 1400, html: html('Load test published 1') });
    tracker.answer('/a', { startAt: 1500, endAt: 1600, html: html('Load test published 5') });
    // Another page's publish says nothing about this one.
    tracker.answer('/b', { startAt: 1500, endAt: 1600, html: html() });
    expect(tracker.summary()).toMatchObject({ staleAnswers: 1, worstStaleMs: 300 });
  });
});

describe('lost saves', () => {
  const acks = [
    { id: 'chain', version: 3, marker: 'Load test saved 1' },
    { id: 'chain', version: 4, marker: 'Load test saved 5' },
    { id: 'new-1', version: 1, marker: 'Load test saved 2' },
    { id: 'new-2', version: 1, marker: 'Load test saved 3' },
  ];

  it('keeps a save whose page is at its version with its marker, or later', () => {
    const stored = new Map([
      ['chain', { version: 5, marker: 'Load test saved 9' }],
      ['new-1', { version: 1, marker: 'Load test saved 2' }],
      ['new-2', { version: 2, marker: 'Load test saved 8' }],
    ]);
    expect(lostSaves(acks, stored)).toEqual([]);
  });

  it('finds a page gone, a page at an older version, and a version holding another marker', () => {
    const stored = new Map([
      ['chain', { version: 3, marker: 'Load test saved 1' }],
      ['new-1', null],
      ['new-2', { version: 1, marker: 'Load test saved 7' }],
    ]);
    expect(lostSaves(acks, stored).map((ack) => `${ack.id}@${ack.version}`)).toEqual(['chain@4', 'new-1@1', 'new-2@1']);
  });
});

describe('withDatabaseName', () => {
  it('replaces or adds the database name and keeps the options', () => {
    expect(withDatabaseName('mongodb://localhost:27017', 'x')).toBe('mongodb://localhost:27017/x');
    expect(withDatabaseName('mongodb://u:p@h1:1,h2:2/site?replicaSet=rs0', 'x')).toBe('mongodb://u:p@h1:1,h2:2/x?replicaSet=rs0');
    expect(withDatabaseName('mongodb+srv://u:p@cluster.example.net/?retryWrites=true', 'x')).toBe('mongodb+srv://u:p@cluster.example.net/x?retryWrites=true');
    expect(() => withDatabaseName('http://localhost', 'x')).toThrow();
  });
});
