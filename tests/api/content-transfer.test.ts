// content/exportPage, content/exportSite and content/import: a page or a whole site as a JSON document that
// imports into another domain or another install as drafts, every block checked against its own schema, with
// skip/replace for addresses already taken (replace keeps the old content as a page version) and a dry run.
import { describe, expect, it } from 'vitest';
import { blockSchemas } from '@/api-handlers/content-block-schemas';
import { blockRegistry } from '@/components/blocks/registry';
import { ADMIN_PASSWORD, createHarness, withEditors, type Harness } from '../support/api-harness';

let h: Harness, admin: string, editor: string, formsOnly: string;
withEditors((opened) => ({ h, admin, editor, formsOnly } = opened));

type Doc = Record<string, any>;

// null: signed out.
const exportPage = (pageId: string, cookie: string | null = admin, on = h) => on.call('content/exportPage', { method: 'GET', query: { pageId }, cookie: cookie ?? undefined });
const exportSite = (domainId: string, cookie: string | null = admin, on = h) => on.call('content/exportSite', { method: 'GET', query: { domainId }, cookie: cookie ?? undefined });
const importDocument = (body: Record<string, unknown>, cookie: string | null = admin, on = h) => on.call('content/import', { body, cookie: cookie ?? undefined });

async function siteDocument(domainId = 'default', on = h, cookie = admin): Promise<Doc> {
  const result = await exportSite(domainId, cookie, on);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
}

let domainCount = 0;
/** A new, empty domain, made the way staff make one (config/saveDomain). */
async function newDomain(): Promise<string> {
  domainCount += 1;
  const result = await h.call('config/saveDomain', { body: { domain: { name: `Imported site ${domainCount}`, hostnames: [`imported-${domainCount}.example.org`] } }, cookie: admin });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.domain._id;
}

const pageIdOf = async (slug: string, domainId = 'default', on = h) => String((await on.store.collection('pages').findOne({ domainId, slug }))!._id);

/**
 * What must survive a move: everything but ids, dates, the source and how the source stood with visitors.
 * Images and documents by id: what a library knows of them belongs to each install.
 */
function comparable(document: Doc) {
  const pages = [...document.pages]
    .map(({ sourceId, published, lastPublished, createdAt, updatedAt, ...content }: Doc) => {
      void sourceId, void published, void lastPublished, void createdAt, void updatedAt;
      return content;
    })
    .sort((a, b) => a.slug.localeCompare(b.slug));
  return { scope: document.scope, pages, nav: document.nav, footer: document.footer, siteSettings: document.siteSettings, images: document.images.map((r: Doc) => r.imageId), files: document.files.map((r: Doc) => r.fileId) };
}

/** A document of the given pages, as content/exportPage would write it. */
const documentOf = (pages: Doc[], extra: Doc = {}) => ({
  format: 'charity-site-content',
  version: 1,
  exportedAt: '2025-03-04T05:06:07.000Z',
  scope: 'page',
  source: { domainId: 'elsewhere', domainName: 'Another install' },
  includesPublishedCopies: false,
  pages,
  images: [],
  files: [],
  ...extra,
});
const textBlock = (key: string, text: unknown = 'Hello') => ({ componentType: 'Text', key, text });
const simplePage = (slug: string, title = slug, contents: Doc[] = [textBlock('t1')]) => ({ slug, header: { title, description: '', quickLinks: [] }, contents });

/** Every document of these collections outside one domain, to prove an import touches nothing there. */
async function outside(domainId: string) {
  const state: Record<string, unknown> = {};
  for (const name of ['pages', 'publishedPages', 'site', 'siteSettings', 'domains'] as const) {
    state[name] = (await h.store.collection(name).find({}, { sort: { _id: 1 } })).filter((doc) => doc.domainId !== domainId && doc._id !== domainId);
  }
  return state;
}

describe('content/exportPage', () => {
  it('answers one working copy as a JSON download, to editors too, with the images it names', async () => {
    const about = (await h.store.collection('pages').findOne({ domainId: 'default', slug: 'about' }))!;
    const imageIds = [...JSON.stringify(about).matchAll(/"imageId":"([^"]+)"/g)].map((m) => m[1]);
    expect(imageIds.length).toBeGreaterThan(0);
    // The library knows the first picture (as if uploaded); the others are named by the page only.
    await h.store.collection('images').insert({
      _id: imageIds[0], contentType: 'image/png', width: 1920, height: 1080, bytes: 12345, sha256: 'a'.repeat(64), originalName: 'harbour.png', alt: 'The harbour at dawn', uploadedBy: 'seed', createdAt: '2025-01-01T00:00:00.000Z',
    });

    const result = await exportPage(about._id, editor);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.headers.get('content-type')).toContain('application/json');
    expect(result.headers.get('content-disposition')).toMatch(/^attachment; filename="tidewell-community-support-about-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(result.headers.get('cache-control')).toBe('no-store');

    const document = result.body;
    expect(document).toMatchObject({ format: 'charity-site-content', version: 1, scope: 'page', source: { domainId: 'default', domainName: 'Tidewell Community Support' }, includesPublishedCopies: false });
    expect(Date.parse(document.exportedAt)).not.toBeNaN();
    expect(document).not.toHaveProperty('nav');
    expect(document).not.toHaveProperty('siteSettings');
    expect(document.pages).toHaveLength(1);
    const { _id, domainId, version, ...content } = about;
    void domainId, void version;
    expect(document.pages[0]).toEqual({ sourceId: _id, ...content });
    expect(document.images.find((ref: Doc) => ref.imageId === imageIds[0])).toEqual({
      imageId: imageIds[0], name: 'harbour.png', alt: 'The harbour at dawn', width: 1920, height: 1080, bytes: 12345, contentType: 'image/png',
    });
    expect(document.images.filter((ref: Doc) => ref.missingAtSource).map((ref: Doc) => ref.imageId).sort()).toEqual([...new Set(imageIds.slice(1))].filter((id) => id !== imageIds[0]).sort());
    expect(await h.store.collection('auditLog').findOne({ action: 'content.export', target: about._id })).toMatchObject({ scope: 'page', domainId: 'default', pages: 1, userId: 'user-eddie' });
  });

  it('answers 401 signed out, 403 without an editing role, 404 for an unknown page, 400 without a page id', async () => {
    const pageId = await pageIdOf('about');
    expect((await exportPage(pageId, null)).status).toBe(401);
    expect((await exportPage(pageId, formsOnly)).status).toBe(403);
    const unknown = await exportPage('page-nobody-knows');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Page not found.');
    expect((await h.call('content/exportPage', { method: 'GET', query: {}, cookie: admin })).status).toBe(400);
  });
});

describe('content/exportSite', () => {
  it("answers every page of the domain (drafts included), its navigation, footer and settings, as they are being edited", async () => {
    const result = await exportSite('default');
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.headers.get('content-disposition')).toMatch(/^attachment; filename="tidewell-community-support-site-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(result.headers.get('cache-control')).toBe('no-store');
    const document = result.body;
    expect(document.scope).toBe('site');

    const stored = await h.store.collection('pages').find({ domainId: 'default' });
    expect(document.pages.map((p: Doc) => p.slug).sort()).toEqual(stored.map((p) => p.slug).sort());
    expect(document.pages.some((p: Doc) => p.published === false)).toBe(true);
    const { nav, footer } = { nav: (await h.call('site/loadNav', { query: { domainId: 'default' }, cookie: admin })).body.nav, footer: (await h.call('site/loadFooter', { query: { domainId: 'default' }, cookie: admin })).body.footer };
    for (const key of ['domainId', 'version', 'updatedAt', 'publishedAt', 'pendingChanges', 'publishedCopy']) {
      delete nav[key];
      delete footer[key];
    }
    expect(document.nav).toEqual(nav);
    expect(document.footer).toEqual(footer);
    const settings = (await h.call('siteSettings/loadSiteSettings', { query: { domainId: 'default' }, cookie: admin })).body;
    expect(document.siteSettings.settings.siteName).toBe(settings.siteSettings.siteName);
    expect(document.siteSettings.settings).not.toHaveProperty('version');
    expect(document.siteSettings.redirects).toEqual(settings.redirects);
    expect(document.siteSettings.categories).toEqual(settings.categories);
    expect(document.siteSettings.categories.length).toBeGreaterThan(0);
    // Nothing of the other domain.
    expect(document.pages.map((p: Doc) => p.sourceId)).not.toContain(await pageIdOf('workshop-calendar', 'second-site'));
  });

  it('is for admins only: 401 signed out, 403 to an editor, 404 for an unknown domain, 400 without one', async () => {
    expect((await exportSite('default', null)).status).toBe(401);
    expect((await exportSite('default', editor)).status).toBe(403);
    const unknown = await exportSite('no-such-domain');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Domain not found.');
    expect((await h.call('content/exportSite', { method: 'GET', query: { domainId: '' }, cookie: admin })).status).toBe(400);
  });
});

describe('content/import', () => {
  it('copies the whole demo site into another domain as drafts: equal apart from ids and dates, nothing else touched', async () => {
    const source = await siteDocument('default');
    // The whole request, document included, must stay under the dispatcher's 1 MB body limit.
    expect(JSON.stringify(source).length).toBeLessThan(1_000_000);
    const target = await newDomain();
    const before = await outside(target);
    h.invalidated.length = 0;

    const result = await importDocument({ domainId: target, document: source });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const report = result.body;
    expect(report).toMatchObject({ dryRun: false, domainId: target, mode: 'skip', skipped: [], refused: [], site: { nav: { outcome: 'imported' }, footer: { outcome: 'imported' }, siteSettings: { outcome: 'imported' } } });
    expect(report.imported.map((p: Doc) => p.slug)).toEqual(source.pages.map((p: Doc) => p.slug));
    expect(report.imported.every((p: Doc) => p.replaced === false && typeof p.pageId === 'string')).toBe(true);
    // The harness holds no pictures but one: every other picture the site names is reported, with the pages using it.
    expect(report.missingImages.map((m: Doc) => m.imageId).sort()).toEqual(source.images.filter((r: Doc) => r.missingAtSource).map((r: Doc) => r.imageId).sort());
    expect(report.missingImages.length).toBeGreaterThan(5);
    expect(report.missingImages.find((m: Doc) => m.usedBy.includes('/about'))).toBeTruthy();

    const copy = await siteDocument(target);
    expect(comparable(copy)).toEqual(comparable(source));
    const ids = new Set(source.pages.map((p: Doc) => p.sourceId));
    expect(copy.pages.filter((p: Doc) => ids.has(p.sourceId))).toEqual([]);
    // Drafts only: nothing is published, visitors of the new domain see nothing yet.
    expect(copy.pages.every((p: Doc) => p.published === false && p.lastPublished === null)).toBe(true);
    expect(await h.store.collection('publishedPages').count({ domainId: target })).toBe(0);
    expect((await h.store.collection('site').findOne({ _id: `nav:${target}` }))!.published).toBeUndefined();
    expect(h.invalidated).toEqual([]);
    // Each page has its history from the start, and the import is audited.
    const anyPage = report.imported[0].pageId;
    expect(await h.store.collection('pageVersions').count({ pageId: anyPage })).toBe(1);
    expect(await h.store.collection('auditLog').findOne({ action: 'content.import', target })).toMatchObject({
      mode: 'skip', includeSite: true, userId: expect.any(String), source: { domainId: 'default', scope: 'site' }, site: { nav: 'imported', footer: 'imported', siteSettings: 'imported' },
    });
    expect(await outside(target)).toEqual(before);
  });

  it('moves changed content into a fresh install, replacing its pages, keeping their old content as versions, publishing nothing', async () => {
    const fresh = await createHarness();
    try {
      const freshAdmin = await fresh.signIn('admin', ADMIN_PASSWORD);
      // Changes in the source install: a page, the navigation.
      const about = (await h.call('page/load', { query: { slug: 'about', domainId: 'default' }, cookie: admin })).body;
      expect((await h.call('page/save', { body: { page: { ...about, header: { ...about.header, title: 'About us, in our words' } } }, cookie: admin })).status).toBe(200);
      const nav = (await h.call('site/loadNav', { query: { domainId: 'default' }, cookie: admin })).body.nav;
      expect((await h.call('site/saveNav', { body: { nav: { ...nav, tierOneItems: nav.tierOneItems.slice(0, 2) } }, cookie: admin })).status).toBe(200);
      const source = await siteDocument('default');

      const freshAbout = (await fresh.store.collection('pages').findOne({ domainId: 'default', slug: 'about' }))! as Doc;
      const publishedBefore = await fresh.store.collection('publishedPages').find({}, { sort: { _id: 1 } });
      const oldNav = (await fresh.store.collection('site').findOne({ _id: 'nav:default' }))!.draft;

      const result = await importDocument({ domainId: 'default', mode: 'replace', document: source }, freshAdmin, fresh);
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      const report = result.body;
      expect(report.refused).toEqual([]);
      expect(report.skipped).toEqual([]);
      expect(report.site).toEqual({ nav: { outcome: 'replaced' }, footer: { outcome: 'replaced' }, siteSettings: { outcome: 'replaced' } });
      // The same addresses exist there: each is replaced in place, keeping the page's own id.
      expect(report.imported.find((p: Doc) => p.slug === 'about')).toEqual({ slug: 'about', pageId: freshAbout._id, replaced: true });

      expect(comparable(await siteDocument('default', fresh, freshAdmin))).toEqual(comparable(source));
      // Visitors still see what was published there.
      expect(await fresh.store.collection('publishedPages').find({}, { sort: { _id: 1 } })).toEqual(publishedBefore);
      const replaced = (await fresh.store.collection('pages').findOne({ _id: freshAbout._id }))!;
      expect(replaced).toMatchObject({ published: true, lastPublished: freshAbout.lastPublished, version: freshAbout.version + 1 });

      // Nothing lost: the replaced content is a version that can be restored.
      const versions = (await fresh.call('page/versions', { query: { _id: freshAbout._id, domainId: 'default' }, cookie: freshAdmin })).body.versions;
      expect(versions.map((v: Doc) => [v.action, v.version])).toEqual([['save', freshAbout.version + 1], ['save', freshAbout.version]]);
      const kept = (await fresh.store.collection('pageVersions').findOne({ _id: versions[1]._id }))!;
      expect((kept.page as Doc).header.title).toBe('About us');
      const restored = await fresh.call('page/restoreVersion', { body: { _id: versions[1]._id, pageId: freshAbout._id, version: replaced.version }, cookie: freshAdmin });
      expect(restored.status, JSON.stringify(restored.body)).toBe(200);
      expect(restored.body.page.header.title).toBe('About us');
      // The replaced navigation is kept in the audit entry of the import.
      expect((await fresh.store.collection('auditLog').findOne({ action: 'content.import' }))!.previous).toMatchObject({ nav: oldNav });
    } finally {
      await fresh.close();
    }
  });

  it('refuses a page with a block that does not fit, naming page, block path and reason, and imports the others', async () => {
    const target = await newDomain();
    const document = documentOf([
      simplePage('fine-page', 'Fine'),
      simplePage('bad-nested-text', 'Bad', [{ componentType: 'SplitContent', key: 's1', left: [textBlock('t1', 42)], right: [] }]),
      simplePage('unknown-block', 'Unknown', [textBlock('t1'), { componentType: 'Marquee', key: 'm1', speed: 'fast' }]),
      simplePage('not-a-block', 'Junk', [{ componentType: 'ContentPanel', key: 'p1', contents: ['just some words'] }]),
      { ...simplePage('bad-header', 'Header'), headerType: 'Banner' },
      simplePage('bad-field-name', 'Field', [{ ...textBlock('t1'), 'colour.value': 'red' }]),
      simplePage('list-in-list', 'Lists', [{ ...textBlock('t1'), tags: [['a']] }]),
      simplePage('fine-page', 'The same address again'),
    ]);
    const result = await importDocument({ domainId: target, document });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const { imported, refused } = result.body;
    expect(imported.map((p: Doc) => p.slug)).toEqual(['fine-page']);
    expect(refused).toEqual([
      { slug: 'bad-nested-text', reason: 'contents.0.left.0.text: Invalid input: expected string, received number', problems: [{ path: 'contents.0.left.0.text', message: 'Invalid input: expected string, received number' }] },
      { slug: 'unknown-block', reason: "contents.1: There is no block of type 'Marquee'.", problems: [{ path: 'contents.1', message: "There is no block of type 'Marquee'." }] },
      { slug: 'not-a-block', reason: 'contents.0.contents.0: This item is not a block.', problems: [{ path: 'contents.0.contents.0', message: 'This item is not a block.' }] },
      { slug: 'bad-header', reason: expect.stringMatching(/^headerType: /), problems: [{ path: 'headerType', message: expect.any(String) }] },
      { slug: 'bad-field-name', reason: 'contents.0: A field name cannot contain \'.\' or a NUL character, or start with \'$\' ("colour.value").', problems: [{ path: 'contents.0', message: 'A field name cannot contain \'.\' or a NUL character, or start with \'$\' ("colour.value").' }] },
      { slug: 'list-in-list', reason: 'contents.0.tags: A list directly inside a list cannot be saved.', problems: [{ path: 'contents.0.tags', message: 'A list directly inside a list cannot be saved.' }] },
      { slug: 'fine-page', reason: 'Another page in the document has the same address; only the first is imported.', problems: [] },
    ]);
    const stored = await h.store.collection('pages').find({ domainId: target });
    expect(stored.map((p) => p.slug)).toEqual(['fine-page']);
    expect((stored[0].header as Doc).title).toBe('Fine');
  });

  it("skips an address the target already uses in 'skip' mode, and replaces it in 'replace' mode keeping the old content", async () => {
    const target = await newDomain();
    const own = (await h.call('page/save', { body: { page: { _id: `own-${target}`, domainId: target, slug: 'shared', version: 0, header: { title: "The target's own" } } }, cookie: admin })).body;
    expect(own.version).toBe(1);
    const document = documentOf([simplePage('shared', 'From the document'), simplePage('fresh', 'Fresh')]);

    const skipping = (await importDocument({ domainId: target, mode: 'skip', document })).body;
    expect(skipping.imported).toEqual([{ slug: 'fresh', pageId: expect.any(String), replaced: false }]);
    expect(skipping.skipped).toEqual([{ slug: 'shared', pageId: own._id, reason: 'A page already uses this address in the target site.' }]);
    expect(await h.store.collection('pages').findOne({ _id: own._id })).toMatchObject({ version: 1, header: { title: "The target's own" } });

    const replacing = (await importDocument({ domainId: target, mode: 'replace', document })).body;
    expect(replacing.skipped).toEqual([]);
    expect(replacing.imported).toEqual([
      { slug: 'shared', pageId: own._id, replaced: true },
      { slug: 'fresh', pageId: skipping.imported[0].pageId, replaced: true },
    ]);
    expect(await h.store.collection('pages').findOne({ _id: own._id })).toMatchObject({ version: 2, published: false, header: { title: 'From the document' } });
    // Its save was already in its history, so the replaced content is there once, below the import.
    const history = await h.store.collection('pageVersions').find({ pageId: own._id }, { sort: { at: 1 } });
    expect(history.map((v) => [v.version, (v.page as Doc).header.title])).toEqual([[1, "The target's own"], [2, 'From the document']]);
    expect(await h.store.collection('pages').count({ domainId: target })).toBe(2);
  });

  it('changes nothing on a dry run, and answers the report the real import then gives', async () => {
    const target = await newDomain();
    await h.call('page/save', { body: { page: { _id: `own-${target}`, domainId: target, slug: 'shared', version: 0 } }, cookie: admin });
    const document = documentOf([simplePage('shared'), simplePage('new-one'), simplePage('broken', 'Broken', [textBlock('t1', ['x'])])], {
      nav: { tierOneItems: [{ text: 'Home', href: '/' }] },
    });
    const state = async () => {
      const all: Record<string, unknown> = {};
      for (const name of ['pages', 'publishedPages', 'pageVersions', 'site', 'siteSettings', 'auditLog'] as const) all[name] = await h.store.collection(name).find({}, { sort: { _id: 1 } });
      return all;
    };
    const before = await state();
    const dry = await importDocument({ domainId: target, mode: 'replace', dryRun: true, document });
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    expect(await state()).toEqual(before);
    expect(dry.body).toMatchObject({
      dryRun: true,
      imported: [{ slug: 'shared', pageId: `own-${target}`, replaced: true }, { slug: 'new-one', pageId: null, replaced: false }],
      refused: [{ slug: 'broken', problems: [{ path: 'contents.0.text' }] }],
      site: { nav: { outcome: 'imported' }, footer: { outcome: 'notInDocument' }, siteSettings: { outcome: 'notInDocument' } },
    });

    const real = (await importDocument({ domainId: target, mode: 'replace', document })).body;
    expect({ ...real, dryRun: true, imported: real.imported.map((p: Doc) => ({ ...p, pageId: p.replaced ? p.pageId : null })) }).toEqual(dry.body);
  });

  it("leaves the target's navigation, footer and settings alone in 'skip' mode, or entirely when only pages are asked for", async () => {
    const source = await siteDocument('default');
    const skipping = (await importDocument({ domainId: 'second-site', mode: 'skip', document: source })).body;
    expect(skipping.site).toEqual({
      nav: { outcome: 'skipped', reason: 'The target site already has its own navigation.' },
      footer: { outcome: 'skipped', reason: 'The target site already has its own footer.' },
      siteSettings: { outcome: 'skipped', reason: 'The target site already has its own site settings.' },
    });
    // Only the home page's address is used by both demo sites.
    expect(skipping.skipped.map((p: Doc) => p.slug)).toEqual(['']);

    const target = await newDomain();
    const pagesOnly = (await importDocument({ domainId: target, includeSite: false, document: source })).body;
    expect(pagesOnly.site).toEqual({ nav: { outcome: 'notRequested' }, footer: { outcome: 'notRequested' }, siteSettings: { outcome: 'notRequested' } });
    expect(await h.store.collection('site').count({ domainId: target })).toBe(0);
    expect(await h.store.collection('siteSettings').count({ domainId: target })).toBe(0);
  });

  it('refuses settings whose redirect would hide a published page of the target, and a navigation that does not fit', async () => {
    const source = await siteDocument('default');
    const document = {
      ...source,
      pages: [],
      nav: { tierOneItems: 'not a list' },
      siteSettings: { ...source.siteSettings, redirects: [{ from: '/workshop-calendar', to: '/', type: 301 }] },
    };
    const report = (await importDocument({ domainId: 'second-site', mode: 'replace', document })).body;
    expect(report.site.nav).toMatchObject({ outcome: 'refused', problems: [{ path: 'nav.tierOneItems' }] });
    expect(report.site.siteSettings).toEqual({
      outcome: 'refused',
      reason: 'siteSettings.redirects.0.from: A published page uses /workshop-calendar in the target site: a redirect from there would hide it.',
      problems: [{ path: 'siteSettings.redirects.0.from', message: 'A published page uses /workshop-calendar in the target site: a redirect from there would hide it.' }],
    });
    expect(report.site.footer).toEqual({ outcome: 'replaced' });
  });

  it('reports the images and documents the target install does not hold, by the names the document gives them', async () => {
    const target = await newDomain();
    await h.store.collection('images').insert({
      _id: 'KnownImage0000000000', contentType: 'image/png', width: 10, height: 10, bytes: 100, sha256: 'b'.repeat(64), originalName: 'known.png', alt: '', uploadedBy: 'x', createdAt: '2025-01-01T00:00:00.000Z',
    });
    const picture = (imageId: string) => ({ componentType: 'Media', key: `m-${imageId}`, image: { desktop: { imageId, alt: 'A picture' }, alt: 'A picture' } });
    const fileLink = { componentType: 'Link', key: 'l1', link: { type: 'file', href: '/api/file/MissingFile000000000', text: 'Annual report' } };
    const document = documentOf([simplePage('pictures', 'Pictures', [picture('KnownImage0000000000'), picture('MissingImage00000000'), fileLink])], {
      images: [{ imageId: 'MissingImage00000000', name: 'beach.jpg', width: 800, height: 600 }],
      files: [{ fileId: 'MissingFile000000000', name: 'annual-report.pdf' }],
    });
    const report = (await importDocument({ domainId: target, document })).body;
    expect(report.refused).toEqual([]);
    expect(report.missingImages).toEqual([{ imageId: 'MissingImage00000000', name: 'beach.jpg', usedBy: ['/pictures'] }]);
    expect(report.missingFiles).toEqual([{ fileId: 'MissingFile000000000', name: 'annual-report.pdf', usedBy: ['/pictures'] }]);
  });

  it('is for admins only, and answers 404 for an unknown domain and 400 for what is not a content export or too large', async () => {
    const document = documentOf([simplePage('anything')]);
    expect((await importDocument({ domainId: 'default', document }, null)).status).toBe(401);
    expect((await importDocument({ domainId: 'default', document }, editor)).status).toBe(403);
    const unknown = await importDocument({ domainId: 'no-such-domain', document });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Domain not found.');

    const foreign = await importDocument({ domainId: 'default', document: { ...document, format: 'wordpress-export' } });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.fields['document.format']).toBe("This is not a content export (format 'charity-site-content').");
    const later = await importDocument({ domainId: 'default', document: { ...document, version: 2 } });
    expect(later.body.error.fields['document.version']).toBe('Only version 1 content exports can be imported.');
    const tooMany = await importDocument({ domainId: 'default', document: { ...document, pages: Array.from({ length: 301 }, (_, i) => ({ slug: `p${i}` })) } });
    expect(tooMany.body.error.fields['document.pages']).toBe('One import takes at most 300 pages.');
    const huge = await importDocument({ domainId: 'default', document: documentOf([simplePage('big', 'Big', [textBlock('t1', 'x'.repeat(1_000_001))])]) });
    expect(huge.status).toBe(400);
    expect(huge.body.error.message).toBe('The request is too large.');
    expect(await h.store.collection('pages').count({ slug: { $in: ['anything', 'big'] } })).toBe(0);
  });

  it('checks blocks with the schema of every registered block', () => {
    expect([...blockSchemas.keys()].sort()).toEqual([...blockRegistry.keys()].sort());
    for (const [type, block] of blockRegistry) expect(blockSchemas.get(type), type).toBe(block.schema);
  });
});
