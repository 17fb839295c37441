import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../support/api-harness';

let h: Harness;
let editor: string;
let formsOnly: string;
beforeAll(async () => {
  h = await createHarness();
  editor = await h.signedInAs('eddie', ['editor']);
  formsOnly = await h.signedInAs('fiona', ['forms']);
  const page = (id: string, domainId: string, slug: string, title: string, published = false) =>
    h.store.collection('pages').insert({ _id: id, domainId, slug, published, header: { title, description: '', quickLinks: [] }, contents: [] });
  await page('search-qa', 'default', 'search/q-and-a', 'Q&A (2025) [draft] costs $5+', true);
  await page('search-qa-other', 'default', 'search/q-and-b', 'Qxa 2025 draft');
  await page('search-elsewhere', 'second-site', 'search/elsewhere', 'Q&A (2025) on another site');
});
afterAll(() => h.close());

const search = (query: Record<string, string>, cookie = editor) => h.call('page/search', { query, cookie });

describe('GET /api/page/search', () => {
  it('finds the domain’s working pages by title or slug, in any case, answering id, slug, title and published', async () => {
    const byTitle = await search({ domainId: 'default', q: 'ABOUT US' });
    expect(byTitle.status).toBe(200);
    expect(byTitle.body.pages).toEqual([{ _id: expect.any(String), slug: 'about', title: 'About us', published: expect.any(Boolean) }]);
    const bySlug = await search({ domainId: 'default', q: '/get-help/crisis' });
    expect(bySlug.body.pages.map((p: { slug: string }) => p.slug)).toEqual(['get-help/crisis-line']);
  });

  it('takes regex characters literally', async () => {
    const literal = await search({ domainId: 'default', q: 'q&a (2025) [draft] costs $5+' });
    expect(literal.body.pages).toEqual([{ _id: 'search-qa', slug: 'search/q-and-a', title: 'Q&A (2025) [draft] costs $5+', published: true }]);
    // As a pattern 'Q.A' would also match 'Qxa'; as text it matches neither title.
    expect((await search({ domainId: 'default', q: 'Q.A' })).body.pages).toEqual([]);
    expect((await search({ domainId: 'default', q: '.*' })).body.pages).toEqual([]);
    expect((await search({ domainId: 'default', q: '{"$gt":""}' })).body.pages).toEqual([]);
  });

  it('never answers pages of another domain, and at most the limit (20 at most)', async () => {
    expect((await search({ domainId: 'second-site', q: 'q&a' })).body.pages.map((p: { _id: string }) => p._id)).toEqual(['search-elsewhere']);
    expect((await search({ domainId: 'default', q: '' })).body.pages.length).toBeLessThanOrEqual(20);
    expect((await search({ domainId: 'default', q: 'search/', limit: '1' })).body.pages).toHaveLength(1);
    expect((await search({ domainId: 'no-such-domain', q: 'about' })).body.pages).toEqual([]);
  });

  it('needs a signed-in editor', async () => {
    expect((await h.call('page/search', { query: { domainId: 'default', q: 'about' } })).status).toBe(401);
    expect((await search({ domainId: 'default', q: 'about' }, formsOnly)).status).toBe(403);
    const admin = await h.signIn('admin', ADMIN_PASSWORD);
    expect((await search({ domainId: 'default', q: 'about' }, admin)).status).toBe(200);
  });

  it('refuses bad input with field messages', async () => {
    for (const query of [{ q: 'about' }, { domainId: '{"$gt":""}' }, { domainId: 'default', limit: '50' }, { domainId: 'default', q: 'x'.repeat(201) }, JSON.parse('{"domainId":"default","__proto__":"x"}')]) {
      const result = await search(query);
      expect(result.status, JSON.stringify(query)).toBe(400);
      expect(Object.keys(result.body.error.fields).length).toBeGreaterThan(0);
    }
  });
});
