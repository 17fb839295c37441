import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageSchema } from '@/lib/content/schemas';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../support/api-harness';

const DOMAIN = 'sitemap-site';
const PAGED = 'sitemap-paged';

let h: Harness;
const cookies: Record<'admin' | 'publisher' | 'publisherForms' | 'editor' | 'formsOnly', string> = {} as never;

type Row = { _id: string; slug: string; publishableByYou: boolean } & Record<string, unknown>;

const page = (
  _id: string,
  slug: string,
  fields: { frequency: string; priority: number; updatedAt: string; roles?: string[]; lastPublished?: string | null; title?: string },
  domainId = DOMAIN,
) => {
  const { title = '', ...rest } = fields;
  return h.store.collection('pages').insert(
    PageSchema.parse({ _id, domainId, slug, header: { title }, ...rest, published: !!fields.lastPublished, lastPublished: fields.lastPublished ?? null, version: 1 }),
  );
};

beforeAll(async () => {
  h = await createHarness();
  cookies.admin = await h.signIn('admin', ADMIN_PASSWORD);
  cookies.publisher = await h.signedInAs('paula', ['publisher']);
  cookies.publisherForms = await h.signedInAs('pat', ['publisher', 'forms']);
  cookies.editor = await h.signedInAs('eddie', ['editor']);
  cookies.formsOnly = await h.signedInAs('fiona', ['forms']);

  await page('sm-about', 'about-us', { frequency: 'monthly', priority: 0.5, updatedAt: '2025-01-10T10:00:00.000Z', lastPublished: '2025-01-11T09:00:00.000Z' });
  await page('sm-team', 'about/team', { frequency: 'weekly', priority: 0.3, updatedAt: '2025-02-01T00:00:00.000Z', roles: ['forms'] });
  await page('sm-contact', 'contact', { frequency: 'daily', priority: 0.8, updatedAt: '2025-02-15T23:59:59.999Z', roles: ['admin'] });
  await page('sm-news-dot', 'news/a.b', { frequency: 'monthly', priority: 1, updatedAt: '2025-03-01T00:00:00.000Z', roles: ['publisher'] });
  await page('sm-news-x', 'news/axb', { frequency: 'never', priority: 0, updatedAt: '2024-12-31T23:59:59.999Z' });
  await page('sm-zeta', 'zeta', { frequency: 'hourly', priority: 0.1, updatedAt: '2025-02-16T00:00:00.000Z', roles: ['editor'], title: 'Volunteer with us' });
  await page('sm-elsewhere', 'about-us', { frequency: 'monthly', priority: 0.5, updatedAt: '2025-01-10T10:00:00.000Z' }, 'sitemap-other');
  for (let i = 1; i <= 25; i++) {
    await page(`sm-paged-${i}`, `bulk/${String(i).padStart(3, '0')}`, { frequency: 'monthly', priority: 0.5, updatedAt: '2025-01-01T00:00:00.000Z' }, PAGED);
  }
});
afterAll(() => h.close());

const sitemap = (query: Record<string, string>, cookie = cookies.editor) => h.call('sitemap/filter', { query: { domainId: DOMAIN, ...query }, cookie });
const ids = async (query: Record<string, string>, cookie?: string) => {
  const result = await sitemap(query, cookie);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  expect(result.body.total).toBe(result.body.sitemap.length);
  return (result.body.sitemap as Row[]).map((row) => row._id);
};

describe('GET /api/sitemap/filter', () => {
  it('answers the domain’s working pages sorted by slug, with the sitemap fields and no role names', async () => {
    const result = await sitemap({});
    expect(result.status).toBe(200);
    expect(result.body.total).toBe(6);
    expect(result.body.sitemap.map((r: Row) => r.slug)).toEqual(['about-us', 'about/team', 'contact', 'news/a.b', 'news/axb', 'zeta']);
    expect(result.body.sitemap[0]).toEqual({
      _id: 'sm-about',
      slug: 'about-us',
      title: '',
      pageType: 'page',
      updatedAt: '2025-01-10T10:00:00.000Z',
      publishedAt: '2025-01-11T09:00:00.000Z',
      published: true,
      publishableByYou: false,
      frequency: 'monthly',
      priority: 0.5,
      openNotes: 0,
    });
    expect(result.body.sitemap[1]).toMatchObject({ _id: 'sm-team', publishedAt: null, published: false });
    expect(JSON.stringify(result.body)).not.toMatch(/roles|forms|editor"/);
  });

  it('counts each page’s open note threads: not resolved ones, not replies', async () => {
    const note = (id: string, fields: Record<string, unknown>) =>
      h.store.collection('notes').insert({ _id: id, pageId: 'sm-team', domainId: 'default', componentKey: 'k', text: 'x', authorId: 'u', createdAt: '2026-01-01T00:00:00.000Z', editedAt: null, replyTo: null, resolved: false, resolvedBy: null, resolvedAt: null, ...fields });
    await note('sm-note-open', {});
    await note('sm-note-reply', { replyTo: 'sm-note-open' });
    await note('sm-note-done', { resolved: true });
    try {
      const rows = (await sitemap({})).body.sitemap as (Row & { openNotes: number })[];
      expect(rows.map((r) => [r.slug, r.openNotes])).toEqual([
        ['about-us', 0],
        ['about/team', 1],
        ['contact', 0],
        ['news/a.b', 0],
        ['news/axb', 0],
        ['zeta', 0],
      ]);
    } finally {
      await h.store.collection('notes').delete({ pageId: 'sm-team' }, { multi: true });
    }
  });

  it('filters by change frequency, page type and exact priority', async () => {
    expect(await ids({ freq: 'monthly' })).toEqual(['sm-about', 'sm-news-dot']);
    expect(await ids({ freq: 'never' })).toEqual(['sm-news-x']);
    expect(await ids({ pageType: 'page' })).toHaveLength(6);
    expect(await ids({ pageType: 'listing' })).toEqual([]);
    expect(await ids({ priority: '0.3' })).toEqual(['sm-team']);
    expect(await ids({ priority: '0.30000000000000004' })).toEqual(['sm-team']);
    expect(await ids({ priority: '0' })).toEqual(['sm-news-x']);
    expect(await ids({ priority: '1' })).toEqual(['sm-news-dot']);
    expect(await ids({ priority: '0.7' })).toEqual([]);
  });

  it('filters by slug contains, in any case, taking the text literally', async () => {
    expect(await ids({ slug: 'ABOUT' })).toEqual(['sm-about', 'sm-team']);
    expect(await ids({ slug: '/contact' })).toEqual(['sm-contact']);
    // As a pattern 'a.b' would also match 'axb'.
    expect(await ids({ slug: 'a.b' })).toEqual(['sm-news-dot']);
    expect(await ids({ slug: '.*' })).toEqual([]);
    expect(await ids({ slug: '{"$gt":""}' })).toEqual([]);
  });

  it('finds a page by its title as well as its address, and answers the title', async () => {
    expect(await ids({ slug: 'VOLUNTEER' })).toEqual(['sm-zeta']);
    expect(await ids({ slug: 'with us' })).toEqual(['sm-zeta']);
    expect((await sitemap({ slug: 'volunteer' })).body.sitemap[0]).toMatchObject({ slug: 'zeta', title: 'Volunteer with us' });
  });

  it('filters by last modified from and to: days are whole days, instants are inclusive', async () => {
    expect(await ids({ lastModFrom: '2025-02-01', lastModTo: '2025-02-15' })).toEqual(['sm-team', 'sm-contact']);
    expect(await ids({ lastModFrom: '2025-02-15', lastModTo: '2025-02-15' })).toEqual(['sm-contact']);
    expect(await ids({ lastModTo: '2024-12-31' })).toEqual(['sm-news-x']);
    expect(await ids({ lastModFrom: '2025-02-16' })).toEqual(['sm-news-dot', 'sm-zeta']);
    expect(await ids({ lastModFrom: '2025-02-01T00:00:00.000Z', lastModTo: '2025-02-01T00:00:00.000Z' })).toEqual(['sm-team']);
    expect(await ids({ lastModFrom: '2025-02-01T10:30:00+10:30', lastModTo: '2025-02-15T23:59:59.998Z' })).toEqual(['sm-team']);
  });

  it('combines filters, and treats a blank filter as none', async () => {
    expect(await ids({ slug: 'news', freq: 'monthly', priority: '1', lastModFrom: '2025-03-01' })).toEqual(['sm-news-dot']);
    expect(await ids({ slug: '', freq: '', pageType: '', priority: '', lastModFrom: '', lastModTo: '', publishableByYou: '' })).toHaveLength(6);
  });

  it('pages by page and size (default 10, at most 100), with the total of all matches', async () => {
    const paged = (query: Record<string, string>) => sitemap({ domainId: PAGED, ...query });
    const first = await paged({});
    expect(first.body.total).toBe(25);
    expect(first.body.sitemap.map((r: Row) => r.slug)).toEqual(Array.from({ length: 10 }, (_, i) => `bulk/${String(i + 1).padStart(3, '0')}`));
    const third = await paged({ page: '3', size: '10' });
    expect(third.body).toMatchObject({ total: 25 });
    expect(third.body.sitemap.map((r: Row) => r.slug)).toEqual(['bulk/021', 'bulk/022', 'bulk/023', 'bulk/024', 'bulk/025']);
    expect((await paged({ page: '2', size: '7' })).body.sitemap.map((r: Row) => r.slug)[0]).toBe('bulk/008');
    expect((await paged({ size: '100' })).body.sitemap).toHaveLength(25);
    expect((await paged({ page: '9' })).body).toEqual({ sitemap: [], total: 25 });
    const filtered = await paged({ slug: '/bulk/01', size: '3', page: '2' });
    expect(filtered.body.total).toBe(10);
    expect(filtered.body.sitemap.map((r: Row) => r.slug)).toEqual(['bulk/013', 'bulk/014', 'bulk/015']);
  });

  it('without a domainId (SPEC.md §7 lists none) answers for the domain serving the request’s host', async () => {
    const unnamed = await h.call('sitemap/filter', { query: { size: '100' }, cookie: cookies.editor });
    const named = await h.call('sitemap/filter', { query: { domainId: 'default', size: '100' }, cookie: cookies.editor });
    expect(unnamed.status).toBe(200);
    expect(unnamed.body).toEqual(named.body);
  });

  it('never answers pages of another domain', async () => {
    expect(await ids({ domainId: 'sitemap-other' })).toEqual(['sm-elsewhere']);
    expect(await ids({ domainId: 'no-such-domain' })).toEqual([]);
  });

  describe('publishable by you', () => {
    const everyone = ['sm-about', 'sm-team', 'sm-contact', 'sm-news-dot', 'sm-news-x', 'sm-zeta'];
    const cases: [keyof typeof cookies, string[]][] = [
      ['admin', everyone],
      // No roles listed, or 'publisher' listed.
      ['publisher', ['sm-about', 'sm-news-dot', 'sm-news-x']],
      ['publisherForms', ['sm-about', 'sm-team', 'sm-news-dot', 'sm-news-x']],
      // Editors save drafts only, even where a page lists 'editor'.
      ['editor', []],
    ];
    for (const [who, publishable] of cases) {
      it(`${who}: the filter and each row agree with who may publish`, async () => {
        expect(await ids({ publishableByYou: 'true' }, cookies[who])).toEqual(publishable);
        expect(await ids({ publishableByYou: 'false' }, cookies[who])).toEqual(everyone.filter((id) => !publishable.includes(id)));
        const rows = (await sitemap({}, cookies[who])).body.sitemap as Row[];
        expect(rows.filter((r) => r.publishableByYou).map((r) => r._id)).toEqual(publishable);
      });
    }

    it('looks at every listed role, up to the most a page may list', async () => {
      const domainId = 'sitemap-roles';
      const at = { frequency: 'monthly', priority: 0.5, updatedAt: '2025-01-01T00:00:00.000Z' };
      await page('roles-mixed', 'mixed', { ...at, roles: ['forms', 'publisher'] }, domainId);
      await page('roles-last', 'last', { ...at, roles: [...Array(9).fill('forms'), 'publisher'] }, domainId);
      await page('roles-other', 'other', { ...at, roles: ['forms', 'editor'] }, domainId);
      expect(await ids({ domainId, publishableByYou: 'true' }, cookies.publisher)).toEqual(['roles-last', 'roles-mixed']);
      expect(await ids({ domainId, publishableByYou: 'false' }, cookies.publisher)).toEqual(['roles-other']);
      const rows = (await sitemap({ domainId }, cookies.publisher)).body.sitemap as Row[];
      expect(rows.filter((r) => r.publishableByYou).map((r) => r._id)).toEqual(['roles-last', 'roles-mixed']);
    });

    it('follows roles applied to a page', async () => {
      const apply = (roles: string[]) => h.call('roles/applyToPage', { body: { page: { _id: 'sm-news-x' }, roles }, cookie: cookies.admin });
      expect((await apply(['forms'])).status).toBe(200);
      expect(await ids({ publishableByYou: 'true' }, cookies.publisher)).toEqual(['sm-about', 'sm-news-dot']);
      expect(await ids({ publishableByYou: 'true' }, cookies.publisherForms)).toContain('sm-news-x');
      expect((await apply([])).status).toBe(200);
      expect(await ids({ publishableByYou: 'true' }, cookies.publisher)).toEqual(['sm-about', 'sm-news-dot', 'sm-news-x']);
    });
  });

  it('refuses bad values, operators and huge strings with field messages', async () => {
    const bad: Record<string, string>[] = [
      { domainId: '' },
      { domainId: '{"$gt":""}' },
      { priority: '1.5' },
      { priority: '-0.1' },
      { priority: '0.55' },
      { priority: 'high' },
      { lastModFrom: '2025-02-02', lastModTo: '2025-02-01' },
      { lastModFrom: '2025-02-01T00:00:00.001Z', lastModTo: '2025-02-01T00:00:00.000Z' },
      { lastModFrom: 'yesterday' },
      { lastModTo: '2025-13-01' },
      { lastModTo: '2025-02-30' },
      { freq: 'sometimes' },
      { publishableByYou: 'yes' },
      { page: '0' },
      { page: '1.5' },
      { size: '0' },
      { size: '101' },
      { pageType: '{"$ne":null}' },
      { 'slug[$regex]': '.*' },
      { 'freq[$ne]': 'never' },
      { $where: '1' },
      { slug: 'x'.repeat(301) },
      { slug: 'x'.repeat(100_000) },
      { pageType: 'p'.repeat(61) },
    ];
    for (const query of bad) {
      const result = await sitemap(query);
      expect(result.status, JSON.stringify(query).slice(0, 80)).toBe(400);
      expect(Object.keys(result.body.error.fields).length).toBeGreaterThan(0);
    }
  });

  it('needs a signed-in editor (401 without a session, 403 without an editing role)', async () => {
    expect((await h.call('sitemap/filter', { query: { domainId: DOMAIN } })).status).toBe(401);
    expect((await sitemap({}, cookies.formsOnly)).status).toBe(403);
    for (const who of ['admin', 'publisher', 'editor'] as const) expect((await sitemap({}, cookies[who])).status).toBe(200);
  });
});
