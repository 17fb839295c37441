import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listingFields } from '@/lib/hub/listing';
import { groupFilters, matchesFilters, MONTHS, parseMonthYear, parseTag, sortCategoryValues, toggleAll, toggleFilter } from '@/lib/hub/tags';

const ids = (values: { id: string }[]) => values.map((value) => value.id);

describe('tags', () => {
  it("reads 'category:value', the value keeping any further ':'", () => {
    expect(parseTag('Location:Adelaide')).toEqual({ category: 'Location', value: 'Adelaide' });
    expect(parseTag('Event:Walk: for hope')).toEqual({ category: 'Event', value: 'Walk: for hope' });
    expect(parseTag('no category')).toBeNull();
    expect(parseTag(':Adelaide')).toBeNull();
    expect(parseTag('Location:')).toBeNull();
  });

  it("reads 'Month Year' dates in any case, and nothing else", () => {
    expect(parseMonthYear('November 2026')).toEqual({ year: 2026, month: 10 });
    expect(parseMonthYear('january 2027')).toEqual({ year: 2027, month: 0 });
    expect(parseMonthYear('Nov 2026')).toBeNull();
    expect(parseMonthYear('Spring 2026')).toBeNull();
  });

  it('sorts date values by year then month, whatever order they come in; other values by name', () => {
    expect(ids(sortCategoryValues([{ id: 'March 2027' }, { id: 'November 2026' }, { id: 'January 2027' }, { id: 'December 2026' }]))).toEqual([
      'November 2026',
      'December 2026',
      'January 2027',
      'March 2027',
    ]);
    expect(ids(sortCategoryValues([{ id: 'Whyalla' }, { id: 'adelaide' }, { id: 'Mount Gambier' }]))).toEqual(['adelaide', 'Mount Gambier', 'Whyalla']);
    fc.assert(
      fc.property(fc.uniqueArray(fc.record({ year: fc.integer({ min: 2000, max: 2100 }), month: fc.integer({ min: 0, max: 11 }) }), { selector: (d) => d.year * 12 + d.month }), (dates) => {
        const sorted = sortCategoryValues(dates.map((d) => ({ id: `${MONTHS[d.month]} ${d.year}` })));
        const keys = sorted.map((value) => parseMonthYear(value.id)!).map((d) => d.year * 12 + d.month);
        expect(keys).toEqual([...keys].sort((a, b) => a - b));
        expect(sorted).toHaveLength(dates.length);
      }),
    );
  });

  it('matches any value within a category and every category across', () => {
    const tags = ['Location:Adelaide', 'Events Type:Training'];
    expect(matchesFilters(tags, [])).toBe(true);
    expect(matchesFilters(tags, ['Location:Whyalla', 'Location:Adelaide'])).toBe(true);
    expect(matchesFilters(tags, ['Location:Adelaide', 'Events Type:Support Group'])).toBe(false);
    expect([...groupFilters(['Location:A', 'bad', 'Location:A', 'Date:May 2027']).entries()]).toEqual([
      ['Location', ['Location:A']],
      ['Date', ['Date:May 2027']],
    ]);
  });

  it("toggles a value on and off, and 'All' selects a whole category or clears it when all are selected", () => {
    expect(toggleFilter([], 'Location:A')).toEqual(['Location:A']);
    expect(toggleFilter(['Location:A', 'Date:May 2027'], 'Location:A')).toEqual(['Date:May 2027']);
    const location = { id: 'Location', values: [{ id: 'A' }, { id: 'B' }] };
    expect(toggleAll(['Date:May 2027', 'Location:A'], location)).toEqual(['Date:May 2027', 'Location:A', 'Location:B']);
    expect(toggleAll(['Location:B', 'Date:May 2027', 'Location:A'], location)).toEqual(['Date:May 2027']);
  });
});

describe('listing sort keys', () => {
  it('date from the start date, else the end date, else the first date tag, else when the page was created', () => {
    expect(listingFields({ header: { title: ' ASIST ', startDate: '2027-02-03', endDate: '2027-02-04' } })).toEqual({ date: '2027-02-03', title: 'asist' });
    expect(listingFields({ header: { endDate: '2027-02-04' } }).date).toBe('2027-02-04');
    expect(listingFields({ tags: ['Location:A', 'Date:not a date', 'Date:March 2027', 'Date:May 2027'] }).date).toBe('2027-03-01');
    expect(listingFields({ createdAt: '2026-05-06T07:08:09.000Z' }).date).toBe('2026-05-06');
    expect(listingFields({}).date).toBe('');
  });
});
