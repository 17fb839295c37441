// GET search and GET search/misses through the real dispatcher on a seeded store: published pages only (never drafts,
// hidden or unpublished ones), crisis help first for risky words and never for neutral ones, sections, upcoming
// courses and events, ten a page, and the searches that found nothing counted by words and day alone.
import { describe, expect, it } from 'vitest';
import { withEditors, type Harness } from '../support/api-harness';
import { buildCrisisContacts } from '@/lib/seed/site-chrome';

let h: Harness, admin: string, editor: string, formsOnly: string;
withEditors((opened) => ({ h, admin, editor, formsOnly } = opened));

const search = (query: Record<string, string>, cookie?: string) => h.call('search', { query, cookie });
const ok = async (result: Promise<{ status: number; body: any }>) => {
  const answer = await result;
  if (answer.status !== 200) throw new Error(`${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};
const urls = (body: { results: { url: string }[] }) => body.results.map((result) => result.url);

let counter = 0;
/** A page with one Text block, published (unless `draft`). */
async function page(slug: string, words: string, extra: Record<string, unknown> = {}, draft = false) {
  const doc = { _id: `page-search-${++counter}`, domainId: 'default', slug, version: 0, header: { title: `Page ${slug}` }, contents: [{ key: 't1', componentType: 'Text', text: words }], ...extra };
  const answer = await ok(h.call(draft ? 'page/save' : 'page/publishPage', { body: { page: doc }, cookie: admin }));
  // page/save answers the page; page/publishPage answers { page, … }.
  return (draft ? answer : answer.page) as Record<string, any>;
}

describe('GET search', () => {
  it('finds the demo site’s published pages by their words and keywords, with section and marked words', async () => {
    const body = await ok(search({ q: 'suicide intervention' }));
    expect(body.results[0]).toMatchObject({ url: '/training/asist', section: 'Training' });
    expect(body.results[0].snippet.some((part: { mark?: boolean }) => part.mark)).toBe(true);
    expect(urls(await ok(search({ q: 'LivingWorks' })))).toEqual(['/training/asist']);
    expect(urls(await ok(search({ q: 'LivingWorks', domainId: 'default' })))).toEqual(['/training/asist']);
  });

  it('never finds a draft, and follows publish, unpublish, hide from search and delete', async () => {
    const draft = await page('search-lifecycle', 'Zephyrine gardens open day', {}, true);
    expect((await ok(search({ q: 'zephyrine' }))).total).toBe(0);
    const published = await page('search-lifecycle', 'Zephyrine gardens open day', { _id: draft._id, version: draft.version });
    expect(urls(await ok(search({ q: 'zephyrine' })))).toEqual(['/search-lifecycle']);
    const hidden = await ok(h.call('page/publishPage', { body: { page: { ...published, hideFromSearch: true } }, cookie: admin }));
    expect((await ok(search({ q: 'zephyrine' }))).total).toBe(0);
    const shown = await ok(h.call('page/publishPage', { body: { page: { ...hidden.page, hideFromSearch: false, searchKeywords: 'quillwort' } }, cookie: admin }));
    expect(urls(await ok(search({ q: 'quillwort' })))).toEqual(['/search-lifecycle']);
    const unpublished = await ok(h.call('page/unpublishPage', { body: { _id: shown.page._id }, cookie: admin }));
    expect((await ok(search({ q: 'zephyrine' }))).total).toBe(0);
    const again = await page('search-lifecycle', 'Zephyrine gardens open day', { _id: draft._id, version: unpublished.page.version });
    expect((await ok(search({ q: 'zephyrine' }))).total).toBe(1);
    await ok(h.call('page/delete', { body: { _id: again._id, confirmSlug: 'search-lifecycle' }, cookie: admin }));
    expect((await ok(search({ q: 'zephyrine' }))).total).toBe(0);
  });

  it.each(['suicide', 'I want to kill myself', "can't cope", 'my son self harm', 'selfharm help'])('shows the crisis contacts first for %j', async (q) => {
    const body = await ok(search({ q }));
    expect(body.crisis.contacts.map((contact: { name: string }) => contact.name)).toEqual(buildCrisisContacts().map((contact) => contact.name));
  });

  it.each(['volunteer', 'mental health first aid', 'walk for hope', 'donate'])('shows no crisis panel for %j', async (q) => {
    expect((await ok(search({ q }))).crisis).toBeNull();
  });

  it('narrows to a section of the navigation and to upcoming courses and events', async () => {
    const sections = (await ok(search({ q: 'training' }))).sections;
    expect(sections.map((section: { label: string }) => section.label)).toEqual(['Get help', 'Training', 'Events', 'Get involved', 'About']);
    await page('training/search-past', 'Marbleweed workshop', { header: { title: 'Marbleweed past', startDate: '2020-03-01', endDate: '2020-03-02' } });
    await page('training/search-future', 'Marbleweed workshop', { header: { title: 'Marbleweed future', startDate: '2099-03-01', endDate: '2099-03-02' } });
    await page('about/search-marbleweed', 'Marbleweed history');
    expect(urls(await ok(search({ q: 'marbleweed', section: 'training' }))).sort()).toEqual(['/training/search-future', '/training/search-past']);
    const upcoming = await ok(search({ q: 'marbleweed', upcoming: 'true' }));
    expect(upcoming.results).toEqual([expect.objectContaining({ url: '/training/search-future', dateLine: '1st March 2099 - 2nd March 2099' })]);
    expect((await ok(search({ q: 'marbleweed', section: 'no-such-section' }))).total).toBe(3);
  });

  it('answers ten results a page', async () => {
    for (let i = 0; i < 12; i += 1) await page(`search-paging-${i}`, `Bramblecote meeting number ${i}`);
    const first = await ok(search({ q: 'bramblecote' }));
    expect([first.total, first.results.length, first.pageCount]).toEqual([12, 10, 2]);
    const second = await ok(search({ q: 'bramblecote', page: '2' }));
    expect(second.results).toHaveLength(2);
    expect(new Set([...urls(first), ...urls(second)]).size).toBe(12);
  });

  it('refuses input out of shape with 400 and a code, and a site that is not here with 404', async () => {
    const refused: Record<string, string>[] = [{ q: 'x'.repeat(201) }, { q: 'help', page: '0' }, { q: 'help', upcoming: 'yes' }, { q: 'help', sort: 'new' }];
    for (const query of refused) {
      const { status, body } = await search(query);
      expect(status).toBe(400);
      expect(body.error.code).toBe('invalid_input');
    }
    const elsewhere = await search({ q: 'help', domainId: 'second-site' });
    expect([elsewhere.status, elsewhere.body.error.code]).toEqual([404, 'not_found']);
    expect((await search({ q: 'help', domainId: 'no-such-domain' })).status).toBe(404);
    // Staff may search another of their sites.
    expect((await search({ q: 'workshop', domainId: 'second-site' }, editor)).status).toBe(200);
  });

  it('answers an empty query with no results and no crisis panel', async () => {
    expect(await ok(search({}))).toMatchObject({ results: [], total: 0, crisis: null });
  });
});

describe('GET search/misses', () => {
  it('lists searches that found nothing at least three times, by words and day only, for staff who edit', async () => {
    for (let i = 0; i < 3; i += 1) await ok(search({ q: '  Glimmerfen  Retreat-Weekends ' }));
    for (let i = 0; i < 2; i += 1) await ok(search({ q: 'otterhound' }));
    for (let i = 0; i < 3; i += 1) await ok(search({ q: 'someone@example.org' }));
    const { misses } = await ok(h.call('search/misses', { query: { domainId: 'default' }, cookie: editor }));
    expect(misses).toContainEqual({ query: 'glimmerfen retreat-weekends', count: 3, lastDay: new Date().toISOString().slice(0, 10) });
    // Made twice only, or naming a person: never listed.
    expect(misses.map((miss: { query: string }) => miss.query)).not.toContain('otterhound');
    const stored = await h.store.collection('searchMisses').find({});
    expect(stored.every((doc) => Object.keys(doc).sort().join() === '_id,count,day,domainId,expiresAt,query')).toBe(true);
    expect(stored.some((doc) => String(doc.query).includes('@'))).toBe(false);
  });

  it('is for staff who edit: 401 signed out, 403 for the forms role, 404 for no such site, 400 out of shape', async () => {
    expect((await h.call('search/misses', { query: { domainId: 'default' } })).status).toBe(401);
    expect((await h.call('search/misses', { query: { domainId: 'default' }, cookie: formsOnly })).status).toBe(403);
    expect((await h.call('search/misses', { query: { domainId: 'nowhere' }, cookie: editor })).status).toBe(404);
    expect((await h.call('search/misses', { query: {}, cookie: editor })).status).toBe(400);
  });
});
