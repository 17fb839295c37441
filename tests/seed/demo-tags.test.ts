// The demo site's tag categories and the tagged pages the courses hub, featured content and event list show.
import { describe, expect, it } from 'vitest';
import { TagCategoriesSchema } from '@/lib/content/site/site-settings';
import type { Page } from '@/lib/content/schemas';
import { matchesFilters, parseMonthYear, parseTag, sortCategoryValues, TAG_CATEGORIES, MONTHS } from '@/lib/hub/tags';
import { buildDemoSite } from '@/lib/seed/demo-content';
import { componentsOf } from './demo-walk';

const now = new Date('2025-03-04T05:06:07.000Z');
const site = buildDemoSite(now);
const offered = new Set(site.categories.flatMap((category) => category.values.map((value) => `${category.id}:${value.id}`)));
const tagged = site.pages.filter((page) => page.tags.length > 0);
const valuesOf = (id: string) => site.categories.find((category) => category.id === id)?.values.map((value) => value.id) ?? [];
const tagsIn = (page: Page, category: string) => page.tags.filter((tag) => parseTag(tag)?.category === category);
const under = (prefix: string) => tagged.filter((page) => page.slug.startsWith(prefix));
const bySlug = (slug: string) => site.pages.find((page) => page.slug === slug);
const component = (page: Page | undefined, type: string) => (page ? componentsOf(page).find((c) => c.value.componentType === type)?.value : undefined);

describe('demo tag categories', () => {
  it('seeds every tag form of the spec, as the Site settings panel would save them', () => {
    expect(TagCategoriesSchema.parse(site.categories)).toEqual(site.categories);
    expect(site.categories.map((category) => category.id).sort()).toEqual(
      ['Card Type', 'Date', 'Date Type', 'Event', 'Event Type', 'Events Type', 'Location'].sort(),
    );
    expect(Object.values(TAG_CATEGORIES).every((id) => valuesOf(id).length >= 3)).toBe(true);
    expect(valuesOf('Events Type')).toEqual(['Training', 'Support Group', 'Community Event']);
    expect(valuesOf('Location')).toEqual(expect.arrayContaining(['Adelaide', 'Mount Gambier', 'Port Augusta', 'Whyalla', 'Online']));
    expect(valuesOf('Date Type')).toEqual(expect.arrayContaining(['Single day', 'Multi-day', 'Ongoing']));
    expect(valuesOf('Event Type')).toEqual(expect.arrayContaining(['Workshop', 'Webinar', 'Walk', 'Meeting']));
    expect(valuesOf('Card Type')).toEqual(expect.arrayContaining(['Course', 'Support Group', 'Event', 'Workshop']));
    expect(valuesOf('Event')).toEqual(expect.arrayContaining(['ASIST', 'Mental Health First Aid', 'Walk for Hope']));
  });

  it("writes the Date values as fixed, consecutive 'Month Year' months, in filter order", () => {
    const dates = valuesOf('Date');
    expect(dates.length).toBeGreaterThanOrEqual(12);
    expect(dates[0]).toBe('December 2026');
    const months = dates.map((value) => parseMonthYear(value));
    expect(months.every(Boolean), dates.join(', ')).toBe(true);
    months.slice(1).forEach((month, i) => expect(month!.year * 12 + month!.month, dates[i + 1]).toBe(months[i]!.year * 12 + months[i]!.month + 1));
    expect(dates.every((value) => MONTHS.some((name) => value.startsWith(name)))).toBe(true);
    expect(sortCategoryValues(dates.map((id) => ({ id }))).map((value) => value.id)).toEqual(dates);
    // The same every time it is built: nothing depends on today's date.
    expect(buildDemoSite(new Date('2031-01-01T00:00:00.000Z')).categories).toEqual(site.categories);
  });
});

describe('demo tagged pages', () => {
  it('tags at least 30 published pages, with only tags a seeded category offers, none twice', () => {
    expect(tagged.length).toBeGreaterThanOrEqual(30);
    for (const page of tagged) {
      expect(page.tags.filter((tag) => !offered.has(tag)), page.slug).toEqual([]);
      expect(new Set(page.tags).size, page.slug).toBe(page.tags.length);
    }
    // Every value of every category is used somewhere, so no filter a visitor can choose is always empty.
    const used = new Set(tagged.flatMap((page) => page.tags));
    expect([...offered].filter((tag) => !used.has(tag))).toEqual([]);
  });

  it('puts courses, support groups and events under their own addresses, each with its Events Type and Card Type', () => {
    const sections = [
      { prefix: 'training/courses/', eventsType: 'Events Type:Training', cards: ['Card Type:Course', 'Card Type:Workshop'], atLeast: 12 },
      { prefix: 'get-help/support-groups/', eventsType: 'Events Type:Support Group', cards: ['Card Type:Support Group'], atLeast: 6 },
      { prefix: 'events/', eventsType: 'Events Type:Community Event', cards: ['Card Type:Event'], atLeast: 6 },
    ];
    for (const { prefix, eventsType, cards, atLeast } of sections) {
      const pages = under(prefix);
      expect(pages.length, prefix).toBeGreaterThanOrEqual(atLeast);
      for (const page of pages) {
        expect(tagsIn(page, 'Events Type'), page.slug).toEqual([eventsType]);
        expect(tagsIn(page, 'Card Type'), page.slug).toHaveLength(1);
        expect(cards, page.slug).toContain(tagsIn(page, 'Card Type')[0]);
        expect(tagsIn(page, 'Location').length, page.slug).toBeGreaterThanOrEqual(1);
        expect(tagsIn(page, 'Event Type').length, page.slug).toBeGreaterThanOrEqual(1);
        expect(tagsIn(page, 'Date Type'), page.slug).toHaveLength(1);
      }
    }
    expect(sections.reduce((sum, { prefix }) => sum + under(prefix).length, 0)).toBe(tagged.length);
  });

  it('dates sessions with real days, never ending before they start, tagged with the month they start', () => {
    const dated = tagged.filter((page) => page.header.startDate || page.header.endDate);
    expect(dated.length).toBeGreaterThanOrEqual(20);
    for (const page of dated) {
      const { startDate = '', endDate = '' } = page.header;
      for (const day of [startDate, endDate].filter(Boolean)) {
        expect(day, page.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10), page.slug).toBe(day);
      }
      if (startDate && endDate) expect(endDate >= startDate, page.slug).toBe(true);
      if (startDate) {
        const [year, month] = startDate.split('-').map(Number);
        expect(page.tags, page.slug).toContain(`Date:${MONTHS[month - 1]} ${year}`);
      }
      const dateType = tagsIn(page, 'Date Type')[0];
      if (dateType === 'Date Type:Single day') expect([Boolean(startDate), endDate], page.slug).toEqual([true, '']);
      if (dateType === 'Date Type:Multi-day') expect(endDate > startDate && Boolean(startDate), page.slug).toBe(true);
    }
    // Ongoing support groups carry no dates; one ongoing series shows only when it ends.
    expect(under('get-help/support-groups/').every((page) => !page.header.startDate && !page.header.endDate)).toBe(true);
    expect(dated.some((page) => !page.header.startDate && page.header.endDate)).toBe(true);
  });

  it('gives every tagged page its own title, a one or two sentence description and short contents', () => {
    expect(new Set(tagged.map((page) => page.header.title)).size).toBe(tagged.length);
    for (const page of tagged) {
      const { title, description } = page.header;
      expect(title.length, page.slug).toBeGreaterThan(5);
      expect(description, page.slug).toMatch(/^[A-Z].{20,220}\.$/);
      expect(description.split(/[.!?](?:\s|$)/).filter(Boolean).length, page.slug).toBeLessThanOrEqual(2);
      expect(page.contents.length, page.slug).toBeLessThanOrEqual(8);
      expect(componentsOf(page).some((c) => c.value.componentType === 'Button'), page.slug).toBe(true);
    }
  });

  it('leaves the pages that were there before untagged', () => {
    for (const slug of ['', 'get-help', 'training', 'training/asist', 'events', 'events/walk-for-hope', 'about', 'contact']) {
      expect(bySlug(slug)?.tags, slug).toEqual([]);
    }
  });
});

describe('demo hub, featured content and event list', () => {
  it("has the 'Find a course' hub at training/courses: an intro, then a PageHub over four seeded categories", () => {
    const hub = bySlug('training/courses');
    expect(hub?.header.title).toBe('Find a course');
    expect(hub?.tags).toEqual([]);
    const types = hub!.contents.map((c) => c.componentType);
    expect(types.indexOf('Text')).toBeLessThan(types.indexOf('PageHub'));
    expect(component(hub, 'PageHub')).toEqual({
      componentType: 'PageHub',
      key: 'hub',
      sideFiltersToShow: ['Events Type', 'Location', 'Date', 'Event Type'],
      hubFilters: [],
      hubRelatedFilters: [],
      sortBy: 'a-z',
      showRelated: false,
      relatedHeading: '',
    });
    // With no base filters the hub holds every tagged page: more than one page of nine cards.
    expect(tagged.filter((page) => matchesFilters(page.tags, [])).length).toBeGreaterThan(9);
    expect(tagged.filter((page) => matchesFilters(page.tags, ['Events Type:Training', 'Location:Adelaide'])).length).toBeGreaterThanOrEqual(3);
  });

  it("features 'Upcoming courses' on the home page: training pages, enough for three cards", () => {
    expect(component(bySlug(''), 'FeaturedContent')).toEqual({
      componentType: 'FeaturedContent',
      key: 'upcoming-courses',
      heading: 'Upcoming courses',
      tagFilter: { include: ['Events Type:Training'], exclude: [], selected: [], limit: 4 },
    });
    expect(tagged.filter((page) => matchesFilters(page.tags, ['Events Type:Training'])).length).toBeGreaterThanOrEqual(3);
  });

  it('lists every upcoming event on the events page', () => {
    expect(component(bySlug('events'), 'Humanitix')).toEqual({ componentType: 'Humanitix', key: 'event-list', filter: '' });
  });
});
