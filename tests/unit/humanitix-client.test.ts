// The ticketing provider's client and the cache in front of it, against a stand-in API on 127.0.0.1.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEventCache, EventsUnavailableError } from '@/lib/integrations/humanitix/event-cache';
import { createHumanitixClient } from '@/lib/integrations/humanitix/humanitix-client';
import { providerEvent, startHumanitixStandIn, type HumanitixStandIn } from '../support/humanitix-stand-in';

let standIn: HumanitixStandIn;
beforeAll(async () => {
  standIn = await startHumanitixStandIn();
});
afterAll(() => standIn.close());
afterEach(() => {
  standIn.requests.length = 0;
  standIn.events = [];
  standIn.failWith = null;
  standIn.delayMs = 0;
});

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const client = (options: { pageSize?: number; timeoutMs?: number } = {}) =>
  createHumanitixClient({ apiKey: 'account-key-123', baseUrl: standIn.baseUrl, ...options });
const names = (sessions: { name: string }[]) => sessions.map((session) => session.name);

describe('the ticketing provider client', () => {
  it('asks page after page, with the account key, until a short page', async () => {
    standIn.events = ['One', 'Two', 'Three', 'Four', 'Five'].map((name, i) => providerEvent(`e${i}`, name, future(i + 1)));
    const sessions = await client({ pageSize: 2 }).listSessions();
    expect(names(sessions)).toEqual(['One', 'Two', 'Three', 'Four', 'Five']);
    expect(standIn.requests.map((r) => [r.path, r.query.get('page'), r.query.get('pageSize'), r.query.get('inFutureOnly')])).toEqual([
      ['/v1/events', '1', '2', 'true'],
      ['/v1/events', '2', '2', 'true'],
      ['/v1/events', '3', '2', 'true'],
    ]);
    expect(standIn.requests.every((r) => r.apiKey === 'account-key-123')).toBe(true);
  });

  it('asks once more after a full last page, and stops at the empty one', async () => {
    standIn.events = ['One', 'Two'].map((name, i) => providerEvent(`e${i}`, name, future(i + 1)));
    expect(names(await client({ pageSize: 2 }).listSessions())).toEqual(['One', 'Two']);
    expect(standIn.requests.map((r) => r.query.get('page'))).toEqual(['1', '2']);
  });

  it('makes one session per date still on sale, with its address and booking page; private, unpublished and unreadable events are left out', async () => {
    const [dayOne, dayTwo] = [future(3), future(4)];
    standIn.events = [
      providerEvent('course', 'Two-day course', dayOne, {
        dates: [
          { _id: 'day-1', startDate: dayOne, endDate: future(3.3) },
          { _id: 'day-2', startDate: dayTwo, endDate: future(4.3) },
          { _id: 'cancelled', startDate: future(5), endDate: future(5.3), disabled: true },
          { _id: 'removed', startDate: future(6), endDate: future(6.3), deleted: true },
        ],
      }),
      providerEvent('private', 'Staff only', future(2), { public: false }),
      providerEvent('draft', 'Not yet announced', future(2), { published: false }),
      { _id: 'broken', name: 'No start date' },
      providerEvent('online', 'Webinar', future(7), { url: 'javascript:alert(1)', eventLocation: { type: 'online' } }),
      providerEvent('venue', 'At the hall', future(8), { url: null, eventLocation: { type: 'address', venueName: 'Tidewell Hall' } }),
    ];
    const sessions = await client().listSessions();
    expect(sessions.map((s) => [s._id, s.name, s.eventLocation.address, s.url])).toEqual([
      ['day-1', 'Two-day course', 'course Example Street, Adelaide SA 5000', 'https://events.humanitix.com/course-slug'],
      ['day-2', 'Two-day course', 'course Example Street, Adelaide SA 5000', 'https://events.humanitix.com/course-slug'],
      // An address that is not a web page is never linked to: the event's own page instead.
      ['online', 'Webinar', 'Online', 'https://events.humanitix.com/online-slug'],
      ['venue', 'At the hall', 'Tidewell Hall', 'https://events.humanitix.com/venue-slug'],
    ]);
    expect(sessions.slice(0, 2).map((s) => s.startDate)).toEqual([dayOne, dayTwo]);
  });

  it('fails on an error answer or an answer without events', async () => {
    standIn.failWith = 503;
    await expect(client().listSessions()).rejects.toThrow(/answered 503/);
  });
});

describe('the event cache', () => {
  function setup(options: { timeoutMs?: number } = {}) {
    let now = 1_000_000;
    const log = vi.fn();
    const cache = createEventCache(client(options), { freshForMs: 60_000, retryAfterMs: 10_000, clock: () => now, log });
    return { cache, log, advance: (ms: number) => (now += ms) };
  }

  it('keeps an answer for a few minutes, then asks again', async () => {
    const { cache, advance } = setup();
    standIn.events = [providerEvent('a', 'First list', future(2))];
    expect(names(await cache.sessions())).toEqual(['First list']);
    standIn.events = [providerEvent('b', 'Second list', future(2))];
    advance(59_000);
    expect(names(await cache.sessions())).toEqual(['First list']);
    expect(standIn.requests).toHaveLength(1);
    advance(2_000);
    expect(names(await cache.sessions())).toEqual(['Second list']);
    expect(standIn.requests).toHaveLength(2);
  });

  it('sends one request at a time: everyone asking meanwhile shares its answer', async () => {
    const { cache } = setup();
    standIn.events = [providerEvent('a', 'Shared', future(2))];
    standIn.delayMs = 150;
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.sessions()));
    expect(answers.map(names)).toEqual(Array(5).fill(['Shared']));
    expect(standIn.requests).toHaveLength(1);
  });

  it('serves the last good list while the provider answers with errors, and says so once', async () => {
    const { cache, log, advance } = setup();
    standIn.events = [providerEvent('a', 'Last good', future(2))];
    await cache.sessions();
    standIn.failWith = 500;
    for (let i = 0; i < 3; i += 1) {
      advance(61_000);
      expect(names(await cache.sessions())).toEqual(['Last good']);
    }
    expect(standIn.requests).toHaveLength(4);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][0]).toMatchObject({ message: expect.stringMatching(/500/), showingListFrom: expect.any(String) });
    // Back again: the new list, and a later outage is reported again.
    standIn.failWith = null;
    standIn.events = [providerEvent('b', 'Back again', future(2))];
    advance(61_000);
    expect(names(await cache.sessions())).toEqual(['Back again']);
    standIn.failWith = 502;
    advance(61_000);
    expect(names(await cache.sessions())).toEqual(['Back again']);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('gives up on a slow provider after its time limit and serves the last good list', async () => {
    const { cache, advance } = setup({ timeoutMs: 200 });
    standIn.events = [providerEvent('a', 'Before it slowed down', future(2))];
    await cache.sessions();
    standIn.delayMs = 5_000;
    advance(61_000);
    const started = Date.now();
    expect(names(await cache.sessions())).toEqual(['Before it slowed down']);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('leaves a failing provider alone for a while, then tries again', async () => {
    const { cache, advance } = setup();
    standIn.failWith = 503;
    await expect(cache.sessions()).rejects.toBeInstanceOf(EventsUnavailableError);
    advance(5_000);
    await expect(cache.sessions()).rejects.toBeInstanceOf(EventsUnavailableError);
    expect(standIn.requests).toHaveLength(1);
    standIn.failWith = null;
    standIn.events = [providerEvent('a', 'Recovered', future(2))];
    advance(6_000);
    expect(names(await cache.sessions())).toEqual(['Recovered']);
  });
});
