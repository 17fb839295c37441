// hub/loadAllTags, hub/loadFilterTags, hub/filter and tags/filterListSelected against a real store: paging,
// every sort, filters within and across categories, only published pages, only the card's fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageSchema } from '@/lib/content/schemas';
import { categoriesDocId } from '@/lib/content/site/site-settings';
import { withListing } from '@/lib/hub/listing';
import { HUB_PAGE_SIZE, type HubPageItem } from '@/lib/hub/types';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../support/api-harness';

const DOMAIN = 'hub-site';
const HOST = 'hub.localhost:3000';
const headers = { host: HOST, origin: `http://${HOST}` };

let h: Harness;
let admin: string;

const categories = [
  { id: 'Location', values: [{ id: 'Whyalla' }, { id: 'Adelaide' }, { id: 'Online' }] },
  { id: 'Events Type', values: [{ id: 'Training' }, { id: 'Support Group' }] },
  { id: 'Date', values: [{ id: 'March 2027' }, { id: 'November 2026' }, { id: 'January 2027' }] },
];

type Seeded = { id: string; title: string; tags: string[]; startDate?: string; published?: boolean; domainId?: string };
// 12 training courses in Adelaide (paging), 3 online support groups, 1 training in Whyalla, one draft, one elsewhere.
const seeded: Seeded[] = [
  ...Array.from({ length: 12 }, (_, i) => ({
    id: `course-${i}`,
    title: `Course ${String.fromCharCode(65 + i)}`,
    tags: ['Location:Adelaide', 'Events Type:Training'],
    startDate: `2027-01-${String(i + 10).padStart(2, '0')}`,
  })),
  ...['Evening circle', 'Carers group', 'Lived experience group'].map((title, i) => ({ id: `group-${i}`, title, tags: ['Location:Online', 'Events Type:Support Group', 'Date:November 2026'] })),
  { id: 'whyalla-course', title: 'whyalla ASIST', tags: ['Location:Whyalla', 'Events Type:Training', 'Date:March 2027'] },
  { id: 'draft-course', title: 'Draft course', tags: ['Location:Adelaide', 'Events Type:Training'], published: false },
  { id: 'other-site', title: 'Elsewhere', tags: ['Location:Adelaide', 'Events Type:Training'], domainId: 'default' },
];

async function put(page: Seeded) {
  const doc = PageSchema.parse({
    _id: page.id,
    domainId: page.domainId ?? DOMAIN,
    slug: `hub/${page.id}`,
    header: {
      title: page.title,
      description: `<p>about ${page.title}</p>`,
      ...(page.startDate ? { startDate: page.startDate } : {}),
    },
    contents: [
      { componentType: 'Text', key: 't', text: 'Body text a card never needs' },
      { componentType: 'Button', key: 'b', link: { type: 'page', href: '/contact', text: 'Book' } },
    ],
    tags: page.tags,
    published: page.published !== false,
    lastPublished: page.published === false ? null : '2026-01-01T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  await h.store.collection('pages').insert(doc);
  if (page.published !== false) await h.store.collection('publishedPages').insert(withListing(doc));
}

beforeAll(async () => {
  h = await createHarness();
  admin = await h.signIn('admin', ADMIN_PASSWORD);
  await h.store.collection('domains').insert({ _id: DOMAIN, name: 'Hub site', hostnames: ['hub.localhost'], published: true, isDefault: false });
  await h.store.collection('domains').insert({ _id: 'hub-hidden', name: 'Not yet', hostnames: ['hidden.localhost'], published: false, isDefault: false });
  await h.store.collection('siteSettings').insert({ _id: categoriesDocId(DOMAIN), domainId: DOMAIN, draft: [...categories, { id: 'Draft only', values: [] }], published: categories, version: 1 });
  for (const page of seeded) await put(page);
});
afterAll(() => h.close());

const post = (call: string, body: unknown, options: { cookie?: string; host?: string } = {}) =>
  h.call(call, { body, cookie: options.cookie, headers: options.host ? { host: options.host, origin: `http://${options.host}` } : headers });
const filter = async (body: Record<string, unknown>) => {
  const result = await post('hub/filter', { domainId: DOMAIN, ...body });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body as { pages: HubPageItem[]; count: number; allOtherPages: number };
};
const titles = (pages: HubPageItem[]) => pages.map((page) => page.header.title);

describe('POST /api/hub/loadAllTags and hub/loadFilterTags', () => {
  it('answers the published categories with date values by year then month and others by name', async () => {
    const result = await post('hub/loadAllTags', { domainId: DOMAIN });
    expect(result.status).toBe(200);
    expect(result.body.map((c: { id: string }) => c.id)).toEqual(['Location', 'Events Type', 'Date']);
    expect(result.body[0].values.map((v: { id: string }) => v.id)).toEqual(['Adelaide', 'Online', 'Whyalla']);
    expect(result.body[2].values.map((v: { id: string }) => v.id)).toEqual(['November 2026', 'January 2027', 'March 2027']);
  });

  it('loadFilterTags answers only the categories asked for, in the order asked, leaving unknown ones out', async () => {
    const result = await post('hub/loadFilterTags', { domainId: DOMAIN, sideFilters: ['Date', 'Nope', 'Location'] });
    expect(result.status).toBe(200);
    expect(result.body.map((c: { id: string }) => c.id)).toEqual(['Date', 'Location']);
  });

  it('is not found for a domain other than the one serving the address, or an unpublished one', async () => {
    expect((await post('hub/loadAllTags', { domainId: 'default' })).status).toBe(404);
    expect((await post('hub/loadAllTags', { domainId: 'hub-hidden' }, { host: 'hidden.localhost:3000' })).status).toBe(404);
    expect((await post('hub/filter', { domainId: 'no-such-domain' })).status).toBe(404);
  });

  it('lets signed-in staff read any existing domain (the editor can switch domains)', async () => {
    const result = await post('hub/loadAllTags', { domainId: 'hub-hidden' }, { cookie: admin, host: 'localhost:3000' });
    expect(result.status).toBe(200);
    expect(result.body).toEqual([]);
    expect((await post('hub/loadAllTags', { domainId: 'no-such-domain' }, { cookie: admin })).status).toBe(404);
  });
});

describe('POST /api/hub/filter', () => {
  it('pages by 9 with the count; only published pages of this domain', async () => {
    const first = await filter({ sortBy: 'a-z' });
    expect(first.count).toBe(16);
    expect(first.allOtherPages).toBe(16);
    expect(first.pages).toHaveLength(HUB_PAGE_SIZE);
    const second = await filter({ sortBy: 'a-z', pageIndex: 1 });
    expect(second.pages).toHaveLength(16 - HUB_PAGE_SIZE);
    const all = [...titles(first.pages), ...titles(second.pages)];
    expect(new Set(all).size).toBe(16);
    expect(all).not.toContain('Draft course');
    expect(all).not.toContain('Elsewhere');
    expect((await filter({ pageIndex: 5 })).pages).toEqual([]);
  });

  it('sorts Name A-Z and Z-A without regard to case', async () => {
    const az = titles((await filter({ sortBy: 'a-z', pageIndex: 1 })).pages);
    expect(az.slice(-2)).toEqual(['Lived experience group', 'whyalla ASIST']);
    const za = titles((await filter({ sortBy: 'z-a' })).pages);
    expect(za.slice(0, 2)).toEqual(['whyalla ASIST', 'Lived experience group']);
  });

  it('sorts Newest to Oldest and Oldest to Newest by the start date, else the first date tag', async () => {
    const desc = titles((await filter({ sortBy: 'desc' })).pages);
    expect(desc[0]).toBe('whyalla ASIST'); // Date:March 2027
    expect(desc[1]).toBe('Course L'); // 2027-01-21
    const asc = titles((await filter({ sortBy: 'asc' })).pages);
    expect(asc.slice(0, 3).sort()).toEqual(['Carers group', 'Evening circle', 'Lived experience group']); // Date:November 2026
    expect(asc[3]).toBe('Course A');
  });

  it('combines filters: any value within a category, every category across', async () => {
    expect((await filter({ userFilters: ['Location:Adelaide', 'Location:Whyalla'] })).count).toBe(13);
    expect((await filter({ userFilters: ['Location:Online', 'Events Type:Training'] })).count).toBe(0);
    const whyalla = await filter({ userFilters: ['Events Type:Training', 'Location:Whyalla'] });
    expect(titles(whyalla.pages)).toEqual(['whyalla ASIST']);
    expect(whyalla.allOtherPages).toBe(16);
  });

  it("a visitor's filters narrow the hub's base filters, never widen them", async () => {
    const base = await filter({ hubFilters: ['Events Type:Training'] });
    expect(base.count).toBe(13);
    const narrowed = await filter({ hubFilters: ['Events Type:Training'], userFilters: ['Events Type:Support Group'] });
    expect(narrowed.count).toBe(0);
    expect(narrowed.allOtherPages).toBe(13);
  });

  it('answers only what a card needs: slug, title, description, dates, tags, and Button and Media contents', async () => {
    const { pages } = await filter({ userFilters: ['Location:Whyalla'] });
    expect(pages[0]).toEqual({
      _id: 'whyalla-course',
      slug: 'hub/whyalla-course',
      header: { title: 'whyalla ASIST', description: '<p>about whyalla ASIST</p>' },
      tags: ['Location:Whyalla', 'Events Type:Training', 'Date:March 2027'],
      contents: [{ componentType: 'Button', key: 'b', link: { type: 'page', href: '/contact', text: 'Book' } }],
    });
    const course = (await filter({ sortBy: 'asc', userFilters: ['Location:Adelaide'] })).pages[0];
    expect(course.header.startDate).toBe('2027-01-10');
    expect(Object.keys(course).sort()).toEqual(['_id', 'contents', 'header', 'slug', 'tags']);
  });

  it('a page published through the editor is listed with its sort keys', async () => {
    const working = await h.store.collection('pages').findOne({ _id: 'draft-course' });
    // Publishing checks links: this site has no /contact, so the button leads to a published course instead.
    const draft = { ...working, contents: [(working!.contents as unknown[])[0], { componentType: 'Button', key: 'b', link: { type: 'page', href: '/hub/course-0', text: 'Book' } }] };
    const published = await h.call('page/publishPage', { body: { page: draft }, cookie: admin, headers });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect((await filter({})).count).toBe(17);
    const stored = await h.store.collection('publishedPages').findOne({ _id: 'draft-course' });
    expect(stored?.listing).toEqual({ date: '2026-01-01', title: 'draft course' });
    const unpublished = await h.call('page/unpublishPage', { body: { _id: 'draft-course' }, cookie: admin, headers });
    expect(unpublished.status, JSON.stringify(unpublished.body)).toBe(200);
    expect((await filter({})).count).toBe(16);
  });
});

describe('POST /api/tags/filterListSelected', () => {
  const featured = async (tagFilters: Record<string, unknown>, currentPageId?: string) => {
    const result = await post('tags/filterListSelected', { domainId: DOMAIN, tagFilters, ...(currentPageId ? { currentPageId } : {}) });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    return result.body as HubPageItem[];
  };

  it('answers at most 3 pages matching the include filter, newest first', async () => {
    const pages = await featured({ include: ['Events Type:Training'], limit: 4 });
    expect(titles(pages)).toEqual(['whyalla ASIST', 'Course L', 'Course K']);
  });

  it('puts selected pages first, in their order, and never the current page', async () => {
    const pages = await featured({ include: ['Events Type:Training'], selected: ['group-2', 'course-0'] }, 'whyalla-course');
    expect(titles(pages)).toEqual(['Lived experience group', 'Course A', 'Course L']);
  });

  it('leaves out pages carrying an excluded tag', async () => {
    const pages = await featured({ include: ['Location:Online', 'Location:Whyalla'], exclude: ['Events Type:Support Group'] });
    expect(titles(pages)).toEqual(['whyalla ASIST']);
  });

  it('answers nothing without include filters or selected pages, and never a draft or another site’s page', async () => {
    expect(await featured({})).toEqual([]);
    expect(await featured({ selected: ['draft-course', 'other-site'] })).toEqual([]);
  });
});
