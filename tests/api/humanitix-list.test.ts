// humanitix/list through the real dispatcher: the provider's events (a stand-in API), sorted, filtered and dated for
// visitors; the labelled sample events without an account; and a plain answer when the provider is down.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadEnv } from '@/lib/config/env';
import { resetEventCache } from '@/lib/integrations/humanitix';
import { createHarness, type Harness } from '../support/api-harness';
import { providerEvent, startHumanitixStandIn, type HumanitixStandIn } from '../support/humanitix-stand-in';

let h: Harness;
let standIn: HumanitixStandIn;
const variables = ['HUMANITIX_API_KEY', 'HUMANITIX_API_URL', 'SITE_TIME_ZONE'];

function configure(settings: Record<string, string>) {
  for (const name of variables) delete process.env[name];
  Object.assign(process.env, settings);
  reloadEnv();
  resetEventCache();
}

beforeAll(async () => {
  standIn = await startHumanitixStandIn();
  h = await createHarness();
});
afterAll(async () => {
  configure({});
  await h.close();
  await standIn.close();
});
beforeEach(() => {
  configure({ HUMANITIX_API_KEY: 'account-key', HUMANITIX_API_URL: standIn.baseUrl });
  standIn.failWith = null;
  standIn.requests.length = 0;
  standIn.events = [
    providerEvent('walk', 'Walk for Hope', '2099-03-14T23:00:00.000Z'),
    providerEvent('gone', 'Mental Health First Aid (last year)', '2001-05-01T00:00:00.000Z'),
    providerEvent('mhfa', 'Mental Health First Aid - Standard', '2099-01-02T00:30:00.000Z'),
    providerEvent('asist', 'ASIST', '2099-07-01T08:15:00.000Z', {
      dates: [
        { _id: 'asist-day-2', startDate: '2099-07-02T00:00:00.000Z', endDate: '2099-07-02T08:00:00.000Z' },
        { _id: 'asist-day-1', startDate: '2099-07-01T08:15:00.000Z', endDate: '2099-07-01T16:00:00.000Z' },
      ],
    }),
  ];
});

const list = (body: Record<string, unknown> = {}) => h.call('humanitix/list', { method: 'POST', body });

describe('humanitix/list', () => {
  it('answers the upcoming sessions soonest first, dated in the site time zone, with only what the list shows', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body).toEqual([
      { _id: 'mhfa', name: 'Mental Health First Aid - Standard', startDate: '2099-01-02T00:30:00.000Z', date: '2nd January 2099', time: 'Friday 11:00 am', address: 'mhfa Example Street, Adelaide SA 5000', url: 'https://events.humanitix.com/mhfa-slug', sample: false },
      { _id: 'walk', name: 'Walk for Hope', startDate: '2099-03-14T23:00:00.000Z', date: '15th March 2099', time: 'Sunday 9:30 am', address: 'walk Example Street, Adelaide SA 5000', url: 'https://events.humanitix.com/walk-slug', sample: false },
      { _id: 'asist-day-1', name: 'ASIST', startDate: '2099-07-01T08:15:00.000Z', date: '1st July 2099', time: 'Wednesday 5:45 pm', address: 'asist Example Street, Adelaide SA 5000', url: 'https://events.humanitix.com/asist-slug', sample: false },
      { _id: 'asist-day-2', name: 'ASIST', startDate: '2099-07-02T00:00:00.000Z', date: '2nd July 2099', time: 'Thursday 9:30 am', address: 'asist Example Street, Adelaide SA 5000', url: 'https://events.humanitix.com/asist-slug', sample: false },
    ]);
    expect(standIn.requests[0].apiKey).toBe('account-key');
  });

  it('keeps only the names holding the filter, in any case', async () => {
    expect((await list({ filter: 'first AID' })).body.map((e: { _id: string }) => e._id)).toEqual(['mhfa']);
    expect((await list({ filter: 'walk' })).body.map((e: { _id: string }) => e._id)).toEqual(['walk']);
    expect((await list({ filter: 'no such event' })).body).toEqual([]);
    // Every filter is answered from the one cached list.
    expect(standIn.requests).toHaveLength(1);
  });

  it('dates the events in SITE_TIME_ZONE', async () => {
    configure({ HUMANITIX_API_KEY: 'account-key', HUMANITIX_API_URL: standIn.baseUrl, SITE_TIME_ZONE: 'Europe/London' });
    const walk = (await list({ filter: 'walk' })).body[0];
    expect([walk.date, walk.time]).toEqual(['14th March 2099', 'Saturday 11:00 pm']);
  });

  it('answers 503 with a plain message when the provider is down and no list was loaded before', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      standIn.failWith = 500;
      const { status, body } = await list({ filter: 'walk' });
      expect(status).toBe(503);
      expect(body).toEqual({ error: { code: 'unavailable', message: 'Events cannot be shown right now. Please try again later.' } });
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
  });

  it('lists the labelled sample events when no ticketing account is configured', async () => {
    configure({});
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(5);
    expect(body.every((event: { sample: boolean }) => event.sample)).toBe(true);
    expect(body.map((e: { name: string }) => e.name)).toContain('Applied Suicide Intervention Skills Training (ASIST)');
    const starts = body.map((e: { startDate: string }) => Date.parse(e.startDate));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(body[0].time).toMatch(/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d{1,2}:\d{2} (am|pm)$/);
    expect(body[0].date).toMatch(/^\d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4}$/);
    expect(standIn.requests).toHaveLength(0);
  });
});
