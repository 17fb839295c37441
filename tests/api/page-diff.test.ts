import { describe, expect, it } from 'vitest';
import { withEditors, type Harness } from '../support/api-harness';

let h: Harness, admin: string, editor: string, formsOnly: string;
withEditors((opened) => ({ h, admin, editor, formsOnly } = opened));

const load = async (slug: string) => (await h.call('page/load', { query: { slug, domainId: 'default' }, cookie: admin })).body;
const save = async (page: Record<string, any>) => {
  const result = await h.call('page/save', { body: { page }, cookie: admin });
  if (result.status !== 200) throw new Error(`save failed: ${JSON.stringify(result.body)}`);
  return result.body;
};
const publish = async (page: Record<string, any>) => {
  const result = await h.call('page/publishPage', { body: { page }, cookie: admin });
  if (result.status !== 200) throw new Error(`publish failed: ${JSON.stringify(result.body)}`);
  return result.body;
};
const diff = (query: Record<string, string>, cookie: string | null = editor) => h.call('page/diff', { query: { domainId: 'default', ...query }, cookie: cookie ?? undefined });
const text = (key: string, value: string) => ({ key, componentType: 'Text', text: value });

/** A page of its own: published with three texts, then changed in its working copy. */
async function changedPage(slug: string) {
  const about = await load('about');
  let page = await save({ ...about, _id: `page-${slug}`, slug, version: 0, header: { ...about.header, title: 'Support groups' }, contents: [text('a', 'Groups meet weekly'), text('b', 'Bring a friend'), text('c', 'Free of charge')] });
  await publish(page);
  page = await load(slug);
  page = await save({ ...page, header: { ...page.header, title: 'Support groups near you' }, contents: [text('c', 'Free of charge'), text('a', 'Groups meet every Tuesday'), text('d', 'Call us first')] });
  return page;
}

describe('page/diff', () => {
  it('answers what changed since the published copy: header, added, removed, moved and changed components, words', async () => {
    const page = await changedPage('diff-groups');
    const result = await diff({ _id: page._id, from: 'published', to: 'working' });
    expect(result.status).toBe(200);
    const body = result.body;
    expect(body.from).toEqual({ side: 'published', exists: true });
    expect(body.to).toEqual({ side: 'working', exists: true });
    expect(body.fields).toEqual([{ path: 'header.title', before: 'Support groups', after: 'Support groups near you', words: [{ text: 'Support groups ' }, { text: 'near you', change: 'added' }] }]);
    // 'b' is shown where it stood (before 'c', which now leads); 'a' went from first to after 'c'.
    expect(body.components.map((c: any) => [c.key, c.status, c.path, c.movedFrom ?? null])).toEqual([
      ['b', 'removed', 'contents.1', null],
      ['c', 'kept', 'contents.0', null],
      ['a', 'kept', 'contents.1', 'contents.0'],
      ['d', 'added', 'contents.2', null],
    ]);
    expect(body.counts).toEqual({ added: 1, removed: 1, moved: 1, changed: 1 });
    const a = body.components.find((c: any) => c.key === 'a');
    expect(a.fields).toEqual([{ path: 'text', before: 'Groups meet weekly', after: 'Groups meet every Tuesday', words: [{ text: 'Groups meet ' }, { text: 'weekly', change: 'removed' }, { text: 'every Tuesday', change: 'added' }] }]);
    // Both copies come with it, for the view to show the page itself.
    expect(body.pages.from.contents.map((c: any) => c.key)).toEqual(['a', 'b', 'c']);
    expect(body.pages.to.contents.map((c: any) => c.key)).toEqual(['c', 'a', 'd']);
  });

  it('compares any two entries of the history, either way round', async () => {
    const page = await changedPage('diff-history');
    const { versions } = (await h.call('page/versions', { query: { _id: page._id, domainId: 'default' }, cookie: admin })).body;
    const [latestSave, published, firstSave] = versions;
    expect([latestSave.action, published.action, firstSave.action]).toEqual(['save', 'publish', 'save']);
    const forward = (await diff({ _id: page._id, from: firstSave._id, to: latestSave._id })).body;
    expect(forward.from).toMatchObject({ side: 'version', versionId: firstSave._id, action: 'save', userName: 'Site Administrator' });
    expect(forward.components.find((c: any) => c.key === 'd').status).toBe('added');
    const back = (await diff({ _id: page._id, from: latestSave._id, to: firstSave._id })).body;
    expect(back.components.find((c: any) => c.key === 'd').status).toBe('removed');
    expect(back.components.find((c: any) => c.key === 'b').status).toBe('added');
    const same = (await diff({ _id: page._id, from: firstSave._id, to: published._id })).body;
    expect(same.counts).toEqual({ added: 0, removed: 0, moved: 0, changed: 0 });
    expect(same.fields).toEqual([]);
  });

  it('compares a page never published with an empty page, and says so', async () => {
    const about = await load('about');
    const page = await save({ ...about, _id: 'page-diff-draft', slug: 'diff-draft', version: 0, contents: [text('only', 'Draft words')] });
    const body = (await diff({ _id: page._id, from: 'published', to: 'working' })).body;
    expect(body.from).toEqual({ side: 'published', exists: false });
    expect(body.components).toEqual([{ key: 'only', componentType: 'Text', status: 'added', path: 'contents.0', fields: [], depth: 0 }]);
  });

  it('answers 404 for an unknown page, a page of another domain, an unknown version or a version of another page', async () => {
    const page = await changedPage('diff-404');
    const other = await changedPage('diff-404-other');
    const { versions } = (await h.call('page/versions', { query: { _id: other._id, domainId: 'default' }, cookie: admin })).body;
    for (const query of <Record<string, string>[]>[
      { _id: 'page-nothing', from: 'published', to: 'working' },
      { _id: page._id, from: 'published', to: 'working', domainId: 'elsewhere' },
      { _id: page._id, from: 'version-nothing', to: 'working' },
      { _id: page._id, from: versions[0]._id, to: 'working' },
    ]) {
      const result = await diff(query);
      expect(result.status, JSON.stringify(query)).toBe(404);
      expect(result.body.error.code).toBe('not_found');
    }
  });

  it('is for staff who edit: 401 signed out, 403 for forms-only staff, 400 for a missing side', async () => {
    const page = await changedPage('diff-access');
    const query = { _id: page._id, from: 'published', to: 'working' };
    expect((await diff(query, null)).status).toBe(401);
    const forbidden = await diff(query, formsOnly);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.code).toBe('forbidden');
    const bad = await diff({ _id: page._id, from: 'published' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('invalid_input');
  });
});
