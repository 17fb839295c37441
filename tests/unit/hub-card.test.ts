import { format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardBadges, cardColour, cardDateLine, cardText, cardView, formatCardDate } from '@/lib/hub/card';
import type { HubPageItem } from '@/lib/hub/types';

const item = (over: Partial<Omit<HubPageItem, 'header'>> & { header?: Partial<HubPageItem['header']> } = {}): HubPageItem => ({
  _id: 'p1',
  slug: 'courses/asist',
  tags: [],
  contents: [],
  ...over,
  header: { title: 'ASIST', description: '', ...over.header },
});

/** Any real calendar day between years 1000 and 9999, as 'yyyy-MM-dd' and as the local Date date-fns formats. */
const day = fc.date({ min: new Date(1000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true }).map((date) => {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return { iso: `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`, date };
});
const formatted = (date: Date) => format(date, 'do LLLL yyyy');

describe('card date', () => {
  it("formats a day as 'do LLLL yyyy'", () => {
    expect(formatCardDate('2026-03-01')).toBe('1st March 2026');
    expect(formatCardDate('2026-11-22')).toBe('22nd November 2026');
    expect(formatCardDate('2026-01-13')).toBe('13th January 2026');
    expect(formatCardDate('2026-07-23')).toBe('23rd July 2026');
    expect(formatCardDate('2024-02-29')).toBe('29th February 2024');
  });

  it('is empty for anything that is not a real day', () => {
    for (const bad of ['', undefined, '2026-02-30', '2025-02-29', '2026-13-01', '2026-1-1', '1 March 2026', '2026-03-01T00:00:00Z']) {
      expect(formatCardDate(bad)).toBe('');
    }
  });

  it("formats every day exactly as date-fns' 'do LLLL yyyy' does", () => {
    fc.assert(fc.property(day, ({ iso, date }) => formatCardDate(iso) === formatted(date)), { numRuns: 2000 });
  });

  it("shows a range as 'start - end', only an end as 'Ends: end', only a start as the start", () => {
    expect(cardDateLine({ startDate: '2026-03-01', endDate: '2026-03-03' }, [])).toBe('1st March 2026 - 3rd March 2026');
    expect(cardDateLine({ endDate: '2026-03-03' }, [])).toBe('Ends: 3rd March 2026');
    expect(cardDateLine({ startDate: '2026-03-01', endDate: '' }, [])).toBe('1st March 2026');
    // A one-day range is that day, not the day twice.
    expect(cardDateLine({ startDate: '2026-03-01', endDate: '2026-03-01' }, [])).toBe('1st March 2026');
  });

  it("without dates, shows the first 'Date:' tag as written, and nothing without one", () => {
    const tags = ['Location:Adelaide', 'Date:November 2026', 'Date:December 2026'];
    expect(cardDateLine({}, tags)).toBe('November 2026');
    expect(cardDateLine({ startDate: '', endDate: '' }, ['Date Type:Weekend', 'Date:Term 3'])).toBe('Term 3');
    expect(cardDateLine({}, ['Location:Adelaide', 'Event:Course'])).toBe('');
    // The page's own dates win over its tags.
    expect(cardDateLine({ startDate: '2026-03-01' }, tags)).toBe('1st March 2026');
  });

  it('follows the rules for any combination of start, end and date tags', () => {
    const maybeDay = fc.option(day, { nil: undefined });
    const dateTags = fc.array(fc.constantFrom('January 2026', 'May 2027', 'Term 4'), { maxLength: 3 });
    fc.assert(
      fc.property(maybeDay, maybeDay, dateTags, (start, end, values) => {
        const tags = ['Location:Adelaide', ...values.map((value) => `Date:${value}`)];
        const line = cardDateLine({ startDate: start?.iso, endDate: end?.iso }, tags);
        if (start && end) {
          const [a, b] = [formatted(start.date), formatted(end.date)];
          return line === (a === b ? a : `${a} - ${b}`);
        }
        if (end) return line === `Ends: ${formatted(end.date)}`;
        if (start) return line === formatted(start.date);
        return line === (values[0] ?? '');
      }),
      { numRuns: 1000 },
    );
  });
});

describe('card text', () => {
  it('converts HTML to text, collapses whitespace, capitalises and ends with a full stop', () => {
    expect(cardText('<p>learn to <strong>spot</strong> the signs</p>\n<p>and  help</p>')).toBe('Learn to spot the signs and help.');
    expect(cardText('one<br>two')).toBe('One two.');
    expect(cardText('fish &amp; chips&nbsp;night')).toBe('Fish & chips night.');
    expect(cardText('&lt;script&gt;alert(1)&lt;/script&gt;hello')).toBe('Hello.');
  });

  it('keeps an ending that already closes a sentence, and is empty for no text', () => {
    expect(cardText('Already done.')).toBe('Already done.');
    expect(cardText('Are you ok?')).toBe('Are you ok?');
    expect(cardText('<p>  </p>')).toBe('');
    expect(cardText('')).toBe('');
  });

  const word = fc.stringMatching(/^[a-zA-Z0-9,'"&]{1,12}$/);
  const tag = fc.constantFrom('<p>', '</p>', '<br/>', '<strong>', '</strong>', '<a href="/x">', '</a>', '<ul><li>', '</li></ul>', '<!-- note -->', '<em class="x">');
  const html = fc.array(fc.oneof(word, tag, fc.constantFrom(' ', '\n', '\t')), { maxLength: 30 }).map((parts) => parts.join(''));

  it('never contains markup, starts with a capital and ends with a full stop (property)', () => {
    fc.assert(
      fc.property(html, (source) => {
        const text = cardText(source);
        if (text === '') return !/[a-zA-Z0-9]/.test(source.replace(/<[^>]*>/g, ''));
        return !text.includes('<') && text[0] === text[0].toUpperCase() && /[.!?…]["'”’)]*$/.test(text) && !/\s{2}/.test(text) && text === text.trim();
      }),
      { numRuns: 1000 },
    );
  });

  it('never lets anything that looks like a tag through, whatever the input (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (source) => !/<[a-z/!?]/i.test(cardText(source))),
      { numRuns: 2000 },
    );
  });
});

describe('card badges and colour', () => {
  it('shows the location first, then the first event tag, never more than two', () => {
    expect(cardBadges(['Event Type:Workshop', 'Location:Adelaide', 'Event:Course', 'Location:Mount Gambier'])).toEqual(['Adelaide', 'Workshop']);
    expect(cardBadges(['Events Type:Community', 'Date:May 2026'])).toEqual(['Community']);
    expect(cardBadges(['Event:Course', 'Event Type:Workshop'])).toEqual(['Course']);
    expect(cardBadges(['Location:Online'])).toEqual(['Online']);
    expect(cardBadges(['Date:May 2026', 'Card Type:Course', 'junk'])).toEqual([]);
  });

  it('never shows more than two badges (property)', () => {
    const categories = fc.constantFrom('Location', 'Event', 'Event Type', 'Events Type', 'Date', 'Card Type', 'Other');
    const tags = fc.array(fc.tuple(categories, fc.string({ minLength: 1, maxLength: 8 })).map(([c, v]) => `${c}:${v}`), { maxLength: 12 });
    fc.assert(fc.property(tags, (list) => cardBadges(list).length <= 2));
  });

  it('colours the card by its card type, amber for none or an unknown one', () => {
    expect(cardColour(['Card Type:Course'])).toBe('teal-300');
    expect(cardColour(['Card Type:Support Group'])).toBe('pink-300');
    expect(cardColour(['Card Type:Event'])).toBe('blue-200');
    expect(cardColour(['Card Type:workshop'])).toBe('orange-200');
    expect(cardColour(['Card Type:Gala'])).toBe('amber-300');
    expect(cardColour(['Event:Course'])).toBe('amber-300');
  });
});

describe('card view', () => {
  it('links to the page and falls back to "Event" for a missing title', () => {
    expect(cardView(item()).href).toBe('/courses/asist');
    expect(cardView(item({ slug: '' })).href).toBe('/');
    expect(cardView(item({ header: { title: '   ' } })).title).toBe('Event');
    expect(cardView(item({ header: { title: '  ASIST  ' } })).title).toBe('ASIST');
  });

  it('puts every rule together', () => {
    const view = cardView(
      item({
        tags: ['Card Type:Workshop', 'Location:Adelaide', 'Event Type:Training', 'Date:March 2026'],
        header: { title: 'Safe talk', description: '<p>half a day</p>', startDate: '2026-03-01', endDate: '2026-03-02' },
      }),
    );
    expect(view).toEqual({
      dateLine: '1st March 2026 - 2nd March 2026',
      title: 'Safe talk',
      description: 'Half a day.',
      badges: ['Adelaide', 'Training'],
      colour: 'orange-200',
      href: '/courses/asist',
    });
  });
});
