// The sample events shown without a ticketing account, and the dates visitors read in the site's time zone.
import { describe, expect, it } from 'vitest';
import { formatInTimeZone } from '@/lib/dates/time-zone';
import { listEvents } from '@/lib/integrations/humanitix/list-events';
import { createSampleProvider, sampleSessions } from '@/lib/integrations/humanitix/sample-events';

const adelaide = 'Australia/Adelaide';

describe('the sample events', () => {
  it.each([
    ['an ordinary morning', '2030-05-20T00:00:00.000Z'],
    ['a minute before midnight in Adelaide', '2030-05-20T14:29:00.000Z'],
    ['the eve of daylight saving', '2030-10-03T03:00:00.000Z'],
  ])('are all upcoming, in start order, and labelled as samples (%s)', async (_, nowIso) => {
    const now = new Date(nowIso);
    const sessions = await createSampleProvider({ timeZone: adelaide, now: () => now }).listSessions();
    expect(sessions.length).toBeGreaterThanOrEqual(5);
    const starts = sessions.map((s) => Date.parse(s.startDate));
    expect(starts.every((start) => start > now.getTime())).toBe(true);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    for (const session of sessions) {
      expect(session.sample).toBe(true);
      expect(Date.parse(session.endDate)).toBeGreaterThan(Date.parse(session.startDate));
      expect(session.url).toMatch(/^https:\/\/example\.org\//);
      expect(session.eventLocation.address).not.toBe('');
    }
  });

  it('start at their local time in the site time zone, also across a daylight-saving change', () => {
    // Adelaide moves its clocks forward on Sunday 6 October 2030; the first sample is three days out, at 9 am.
    const [first] = sampleSessions(new Date('2030-10-03T03:00:00.000Z'), adelaide);
    expect(formatInTimeZone(new Date(first.startDate), 'EEEE d MMMM h:mm aaa', adelaide)).toBe('Sunday 6 October 9:00 am');
    expect(first.startDate).toBe('2030-10-05T22:30:00.000Z');
  });

  it('move with the calendar: the same list a day later is a day later', () => {
    const today = sampleSessions(new Date('2030-05-20T00:00:00.000Z'), adelaide);
    const tomorrow = sampleSessions(new Date('2030-05-21T00:00:00.000Z'), adelaide);
    expect(tomorrow.map((s) => Date.parse(s.startDate) - 86_400_000)).toEqual(today.map((s) => Date.parse(s.startDate)));
  });
});

describe('the event list', () => {
  const session = (id: string, name: string, startDate: string) => ({
    _id: id, name, slug: id, startDate, endDate: startDate, eventLocation: { address: `${id} address` }, url: `https://events.example.org/${id}`,
  });
  const sessions = [
    session('later', 'ASIST workshop', '2099-07-01T08:15:00.000Z'),
    session('past', 'First Aid last year', '2001-01-01T00:00:00.000Z'),
    session('soonest', 'Mental Health First Aid', '2099-01-02T00:30:00.000Z'),
    session('middle', 'Walk for Hope', '2099-03-14T23:00:00.000Z'),
  ];
  const now = new Date('2030-01-01T00:00:00.000Z');

  it('lists upcoming events soonest first, dated in the site time zone', () => {
    expect(listEvents(sessions, { now, timeZone: adelaide })).toEqual([
      { _id: 'soonest', name: 'Mental Health First Aid', startDate: '2099-01-02T00:30:00.000Z', date: '2nd January 2099', time: 'Friday 11:00 am', address: 'soonest address', url: 'https://events.example.org/soonest', sample: false },
      { _id: 'middle', name: 'Walk for Hope', startDate: '2099-03-14T23:00:00.000Z', date: '15th March 2099', time: 'Sunday 9:30 am', address: 'middle address', url: 'https://events.example.org/middle', sample: false },
      { _id: 'later', name: 'ASIST workshop', startDate: '2099-07-01T08:15:00.000Z', date: '1st July 2099', time: 'Wednesday 5:45 pm', address: 'later address', url: 'https://events.example.org/later', sample: false },
    ]);
  });

  it('dates events where the site says, not where the server runs', () => {
    const [walk] = listEvents([sessions[3]], { now, timeZone: 'Europe/London' });
    expect([walk.date, walk.time]).toEqual(['14th March 2099', 'Saturday 11:00 pm']);
    const serverZone = process.env.TZ;
    try {
      // A server on New York time, on the night its clocks go forward (2 am to 3 am, 8 March 2099).
      process.env.TZ = 'America/New_York';
      // 2:30 am on the site's clock is a time that New York skips: it must still read 2:30 am.
      const [atTwoThirty] = listEvents([session('x', 'Night walk', '2099-03-08T02:30:00.000Z')], { now, timeZone: 'UTC' });
      expect([atTwoThirty.date, atTwoThirty.time]).toEqual(['8th March 2099', 'Sunday 2:30 am']);
      const [inAdelaide] = listEvents([sessions[3]], { now, timeZone: adelaide });
      expect([inAdelaide.date, inAdelaide.time]).toEqual(['15th March 2099', 'Sunday 9:30 am']);
    } finally {
      if (serverZone === undefined) delete process.env.TZ;
      else process.env.TZ = serverZone;
    }
  });

  it('keeps only names holding the filter, in any case, ignoring spaces around it', () => {
    const names = (filter: string) => listEvents(sessions, { filter, now, timeZone: adelaide }).map((e) => e.name);
    expect(names('  first AID ')).toEqual(['Mental Health First Aid']);
    expect(names('asist')).toEqual(['ASIST workshop']);
    expect(names('')).toEqual(['Mental Health First Aid', 'Walk for Hope', 'ASIST workshop']);
    expect(names('nothing like this')).toEqual([]);
  });

  it('drops an event once it has started, even from a list fetched before', () => {
    const justBefore = new Date('2099-03-14T22:59:00.000Z');
    expect(listEvents(sessions, { now: justBefore, timeZone: adelaide }).map((e) => e._id)).toEqual(['middle', 'later']);
    expect(listEvents(sessions, { now: new Date('2099-03-14T23:00:00.000Z'), timeZone: adelaide }).map((e) => e._id)).toEqual(['later']);
  });
});
