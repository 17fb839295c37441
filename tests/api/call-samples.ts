// For every API call: an input that passes validation, and inputs that must be refused with 400.
// The matrix test fails when a call in the registry has no entry here, so no call escapes it.
import type { Harness } from '../support/api-harness';

export type Sample = {
  /** Valid input (query for GET, body for POST), built against the harness's seeded store. */
  valid: (h: Harness) => Promise<Record<string, unknown>>;
  invalid: Record<string, unknown>[];
  /** The call path to request when the registered path has `:name` segments. */
  requestPath?: string;
};

const about = async (h: Harness) => {
  const page = await h.store.collection('pages').findOne({ slug: 'about' });
  return { page };
};

export const callSamples: Record<string, Sample> = {
  'user/login': {
    valid: async () => ({ username: 'admin', password: 'wrong-password' }),
    invalid: [{}, { username: 'ab', password: 'long-enough' }, { username: { $ne: null }, password: { $ne: null } }, { username: ['admin'], password: 'x' }],
  },
  'user/me': { valid: async () => ({}), invalid: [{ extra: true }] },
  'user/logout': { valid: async () => ({}), invalid: [{ extra: true }] },
  'user/forgotPassword': {
    valid: async () => ({ email: 'nobody@example.org' }),
    invalid: [{}, { email: '' }, { email: 'not-an-email' }, { email: { $gt: '' } }],
  },
  'user/setPassword': {
    valid: async () => ({ email: 'admin@example.org', token: 'x'.repeat(43), password: 'a-new-password-1', passwordConfirmation: 'a-new-password-1' }),
    invalid: [
      {},
      { email: 'admin@example.org', token: 'x'.repeat(43), password: 'short' },
      { email: 'admin@example.org', token: 'x'.repeat(43), password: 'a-new-password-1', passwordConfirmation: 'different-password' },
      { email: { $ne: null }, token: { $ne: null }, password: 'a-new-password-1' },
    ],
  },
  // Staff account administration; behaviour in tests/api/users-admin.test.ts.
  'user/list': { valid: async () => ({}), invalid: [{ extra: '1' }, { 'role[$ne]': 'admin' }] },
  'user/invite': {
    valid: async () => ({ email: 'new.person@example.org', name: 'New Person', roles: ['editor'] }),
    invalid: [
      {},
      { email: 'not-an-email', name: 'A', roles: ['editor'] },
      { email: 'a@example.org', name: 'A', roles: [] },
      { email: 'a@example.org', name: 'A', roles: ['superuser'] },
      { email: { $ne: null }, name: 'A', roles: ['editor'] },
      { email: 'a@example.org', name: 'x'.repeat(5000), roles: ['editor'] },
      { email: 'a@example.org', name: 'A', roles: ['editor'], active: true },
    ],
  },
  'user/update': {
    valid: async (h) => ({ _id: String((await h.store.collection('users').findOne({ usernameLower: 'admin' }))!._id), roles: ['admin'] }),
    invalid: [{}, { _id: 'user-1', roles: [] }, { _id: 'user-1', roles: ['owner'] }, { _id: { $ne: null }, roles: ['editor'] }, { _id: 'user-1', roles: 'admin' }, { _id: 'user-1', roles: ['editor'], passwordHash: 'x' }],
  },
  'user/deactivate': {
    valid: async () => ({ _id: 'user-unknown' }),
    invalid: [{}, { _id: '' }, { _id: { $ne: null } }, { _id: ['user-1'] }, { _id: 'x'.repeat(101) }],
  },
  'user/reactivate': {
    valid: async () => ({ _id: 'user-unknown' }),
    invalid: [{}, { _id: '' }, { _id: { $gt: '' } }, { _id: 'user-1', active: true }],
  },
  // Multipart; the refusals of bad files (not an image, SVG, too large) are in tests/images/image-upload.test.ts.
  'image/upload': {
    valid: async () => ({ file: new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'photo.jpg', { type: 'image/jpeg' }) }),
    invalid: [{}, { file: 'not a file' }],
  },
  'image/:imageId': {
    requestPath: 'image/AAAAAAAAAAAAAAAAAAAAAA',
    valid: async () => ({}),
    invalid: [{ width: '0' }, { height: '2401' }, { format: 'gif' }, { crop: '1,2,3' }, { blur: '0.1' }],
  },
  'page/load': {
    valid: async () => ({ slug: 'about', domainId: 'default' }),
    invalid: [{ slug: 'about' }, { slug: 'x'.repeat(400), domainId: 'default' }, { slug: 'about', domainId: 'default', collection: 'users' }],
  },
  'page/save': {
    valid: about,
    invalid: [{}, { page: { _id: 'page-about' } }, { page: 'about' }],
  },
  'page/publishPage': {
    valid: about,
    invalid: [{}, { page: { _id: { $ne: null } } }, { page: 'about', override: { reason: 'x' } }, { page: { _id: 'page-about' }, override: { reason: '' } }],
  },
  // Pre-publish checks; behaviour (and the 404 of an unknown page) in tests/api/publish-checks.test.ts.
  'page/checkPublish': {
    valid: about,
    invalid: [{}, { page: 'about' }, { page: { _id: { $ne: null } } }, { page: { _id: 'page-about' }, collection: 'users' }],
  },
  'page/loadById': {
    valid: async (h) => ({ _id: String((await about(h)).page!._id), domainId: 'default' }),
    invalid: [{ domainId: 'default' }, { _id: 'page-about' }, { _id: 'page-about', domainId: 'default', collection: 'publishedPages' }],
  },
  'page/presence': {
    valid: async (h) => ({ pageId: String((await about(h)).page!._id), domainId: 'default' }),
    invalid: [{}, { pageId: 'page-about' }, { pageId: { $ne: null }, domainId: 'default' }, { pageId: '', domainId: 'default' }],
  },
  'page/leave': {
    valid: async (h) => ({ pageId: String((await about(h)).page!._id) }),
    invalid: [{}, { pageId: '' }, { pageId: ['page-about'] }],
  },
  // Library and upload calls; their behaviour is in tests/api/files.test.ts, tests/api/page-search.test.ts and tests/images/image-list.test.ts.
  'image/list': {
    valid: async () => ({ search: 'harbour', page: '1', size: '24' }),
    invalid: [{ size: '101' }, { page: '0' }, { page: 'first' }, { search: 'x'.repeat(300) }, { search: 'a', ['__proto__']: 'x' }, { search: 'a', 'search[$gt]': '' }],
  },
  'file/list': {
    valid: async () => ({ search: 'report' }),
    invalid: [{ size: '0' }, { page: '1.5' }, { search: 'x'.repeat(300) }, { '$where': '1' }],
  },
  'file/upload': {
    valid: async () => ({ file: new File(['%PDF-1.4\n%%EOF\n'], 'report.pdf', { type: 'application/pdf' }) }),
    invalid: [{}, { file: 'not a file' }, { file: '{"$gt":""}' }],
  },
  // A malformed id is refused before the store is asked; a well-formed unknown one is a 404 (files.test.ts).
  'file/:fileId': {
    requestPath: 'file/..%2F..%2Fetc',
    valid: async () => ({}),
    invalid: [{}, { download: '1' }],
  },
  'page/search': {
    valid: async () => ({ domainId: 'default', q: 'about' }),
    invalid: [{}, { domainId: '{"$gt":""}' }, { domainId: 'default', q: 'x'.repeat(300) }, { domainId: 'default', limit: '21' }, { domainId: 'default', limit: 'many' }, { domainId: 'default', extra: '1' }],
  },
  // Page lifecycle; behaviour in tests/api/pages-lifecycle.test.ts.
  'page/checkSlug': {
    valid: async () => ({ slug: 'about', domainId: 'default' }),
    invalid: [{ slug: 'about' }, { domainId: 'default' }, { slug: 'x'.repeat(400), domainId: 'default' }, { slug: 'a', domainId: 'default', collection: 'users' }, { slug: 'a', domainId: 'default', extra: '1' }],
  },
  'page/unpublishPage': {
    valid: async (h) => ({ _id: String((await about(h)).page!._id) }),
    invalid: [{}, { _id: { $ne: null } }, { _id: '' }, { _id: 'page-about', collection: 'publishedPages' }],
  },
  // Scheduled publishing; behaviour in tests/api/scheduled-publishing.test.ts.
  'page/schedule': {
    valid: async (h) => ({ _id: String((await about(h)).page!._id), publishAt: new Date(Date.now() + 3_600_000).toISOString(), unpublishAt: null }),
    invalid: [
      {},
      { _id: { $ne: null }, publishAt: null },
      { _id: 'page-about', publishAt: 'next tuesday' },
      { _id: 'page-about', publishAt: '2030-01-02T09:00:00.000Z', unpublishAt: '2030-01-01T09:00:00.000Z' },
      { _id: 'page-about', publishAt: 1893456000000 },
      { _id: 'page-about', collection: 'users', publishAt: null },
      { _id: 'page-about', publishAt: null, by: 'user-1' },
    ],
  },
  'page/delete': {
    valid: async (h) => ({ _id: String((await about(h)).page!._id) }),
    invalid: [{}, { _id: { $ne: null } }, { _id: 'page-about', collection: 'users' }, { _id: 'page-about', confirmSlug: ['about'] }],
  },
  'roles/applyToPage': {
    valid: async (h) => ({ page: { _id: String((await about(h)).page!._id) }, roles: ['publisher'] }),
    invalid: [{}, { page: { _id: 'page-about' }, roles: ['superuser'] }, { page: { _id: 'page-about' }, roles: 'admin' }, { page: {}, roles: [] }, { page: { _id: { $ne: null } }, roles: [] }],
  },
  // Behaviour of every filter, paging and publishableByYou: tests/api/sitemap-filter.test.ts.
  'sitemap/filter': {
    valid: async () => ({ domainId: 'default', slug: 'about', freq: 'monthly', priority: '0.6', publishableByYou: 'true' }),
    invalid: [
      { domainId: '../default' },
      { domainId: 'default', priority: '1.5' },
      { domainId: 'default', lastModFrom: '2025-02-01', lastModTo: '2025-01-01' },
      { domainId: 'default', 'slug[$regex]': '.*' },
      { domainId: 'default', slug: 'x'.repeat(301) },
      { domainId: 'default', size: '101' },
    ],
  },
  // Version history; behaviour in tests/api/page-versions.test.ts.
  'page/versions': {
    valid: async (h) => ({ _id: String((await about(h)).page!._id), domainId: 'default', page: '1', size: '10' }),
    invalid: [{}, { _id: 'page-about' }, { _id: 'page-about', domainId: 'default', size: '101' }, { _id: 'page-about', domainId: 'default', page: '0' }, { '_id[$ne]': '', domainId: 'default' }],
  },
  'page/version': {
    valid: async () => ({ _id: 'version-unknown', domainId: 'default' }),
    invalid: [{}, { _id: 'v1' }, { _id: '', domainId: 'default' }, { _id: 'v1', domainId: 'default', extra: '1' }],
  },
  'page/diff': {
    valid: async (h) => {
      const { page } = await about(h);
      return { _id: page!._id, domainId: 'default', from: 'published', to: 'working' };
    },
    invalid: [{}, { _id: 'p1', domainId: 'default', from: 'published' }, { _id: 'p1', domainId: 'default', from: '', to: 'working' }, { _id: 'p1', domainId: 'default', from: 'published', to: 'working', extra: '1' }, { _id: 'p1', domainId: '$where', from: 'published', to: 'working' }],
  },
  'notes/list': {
    valid: async (h) => ({ pageId: String((await about(h)).page!._id), domainId: 'default' }),
    invalid: [{}, { pageId: 'p1' }, { pageId: '', domainId: 'default' }, { pageId: 'p1', domainId: 'default', extra: '1' }],
  },
  'notes/add': {
    valid: async (h) => ({ pageId: 'page-unknown', domainId: 'default', componentKey: 'k1', text: 'Check this number' }),
    invalid: [
      {},
      { pageId: 'p1', domainId: 'default', componentKey: 'k1' },
      { pageId: 'p1', domainId: 'default', componentKey: 'k1', text: '   ' },
      { pageId: 'p1', domainId: 'default', componentKey: 'k1', text: 'x'.repeat(2001) },
      { pageId: 'p1', domainId: 'default', componentKey: { $ne: null }, text: 'Hi' },
      { pageId: 'p1', domainId: 'default', componentKey: 'k1', text: 'Hi', replyTo: '' },
      { pageId: 'p1', domainId: 'default', componentKey: 'k1', text: 'Hi', extra: true },
    ],
  },
  'notes/resolve': { valid: async () => ({ noteId: 'note-unknown' }), invalid: [{}, { noteId: '' }, { noteId: ['a'] }, { noteId: 'n', extra: 1 }] },
  'notes/edit': { valid: async () => ({ noteId: 'note-unknown', text: 'Better words' }), invalid: [{}, { noteId: 'n' }, { noteId: 'n', text: '' }, { noteId: 'n', text: 5 }] },
  'notes/delete': { valid: async () => ({ noteId: 'note-unknown' }), invalid: [{}, { noteId: '' }, { noteId: { $gt: '' } }] },
  'review/request': {
    valid: async () => ({ pageId: 'page-unknown', domainId: 'default', anyPublisher: true }),
    invalid: [{}, { pageId: 'p' }, { pageId: 'p', domainId: 'default', reviewers: 'pat' }, { pageId: 'p', domainId: 'default', anyPublisher: 'yes' }, { pageId: 'p', domainId: 'default', message: 'x'.repeat(2001) }, { pageId: 'p', domainId: 'default', extra: 1 }],
  },
  'review/list': {
    valid: async () => ({ domainId: 'default', box: 'mine' }),
    invalid: [{}, { domainId: 'default' }, { domainId: 'default', box: 'everything' }, { domainId: 'default', box: 'page' }, { domainId: 'default', box: 'mine', extra: '1' }],
  },
  'review/decide': {
    valid: async () => ({ reviewId: 'review-unknown', decision: 'approve', version: 1 }),
    invalid: [{}, { reviewId: 'r', decision: 'approve' }, { reviewId: 'r', decision: 'maybe', version: 1 }, { reviewId: 'r', decision: 'approve', version: -1 }, { reviewId: 'r', decision: 'approve', version: '1' }],
  },
  'review/reviewers': { valid: async () => ({}), invalid: [{ extra: '1' }] },
  'page/reviewDate': { valid: async (h) => ({ _id: String((await about(h)).page!._id) }), invalid: [{}, { _id: '' }, { '_id[$ne]': '' }, { _id: 'p', extra: '1' }] },
  'page/setReviewBy': {
    valid: async (h) => ({ _id: String((await about(h)).page!._id), reviewBy: null }),
    invalid: [{}, { _id: 'page-about' }, { _id: 'page-about', reviewBy: '31/03/2027' }, { _id: 'page-about', reviewBy: '2027-02-30' }, { _id: 'page-about', reviewBy: 20270331 }],
  },
  'page/markReviewed': { valid: async (h) => ({ _id: String((await about(h)).page!._id) }), invalid: [{}, { _id: { $ne: null } }, { _id: 'p', extra: 1 }] },
  'site/health': { valid: async () => ({ domainId: 'default' }), invalid: [{}, { domainId: '' }, { domainId: 'default', extra: '1' }] },
  'site/checkHealth': { valid: async () => ({ domainId: 'nowhere' }), invalid: [{}, { domainId: { $ne: null } }, { domainId: 'default', extra: 1 }] },
  search: {
    valid: async () => ({ q: 'mental health first aid', domainId: 'default', page: '1' }),
    invalid: [{ q: 'a'.repeat(201) }, { q: 'help', page: '0' }, { q: 'help', upcoming: 'yes' }, { q: 'help', 'domainId[$ne]': '' }, { q: 'help', extra: '1' }],
  },
  'search/misses': { valid: async () => ({ domainId: 'default' }), invalid: [{}, { domainId: 'default', extra: '1' }, { 'domainId[$ne]': 'x' }] },
  'media/list': { valid: async () => ({}), invalid: [{ kind: 'video' }, { unused: 'maybe' }, { size: '101' }, { page: '0' }, { extra: '1' }] },
  'media/revisions': { valid: async () => ({ ids: 'AAAAAAAAAAAAAAAAAAAAAA,BBBBBBBBBBBBBBBBBBBBBB' }), invalid: [{}, { ids: 'x'.repeat(10_001) }, { ids: Array(401).fill('a').join(',') }, { 'ids[$ne]': '' }] },
  'media/usage': { valid: async () => ({ kind: 'image', _id: 'AAAAAAAAAAAAAAAAAAAAAA' }), invalid: [{}, { kind: 'image' }, { kind: 'video', _id: 'x' }, { kind: 'image', '_id[$ne]': '' }] },
  'media/update': {
    valid: async () => ({ kind: 'image', _id: 'AAAAAAAAAAAAAAAAAAAAAA', alt: 'A group meeting' }),
    invalid: [{}, { kind: 'image', _id: 'x', alt: 'a'.repeat(301) }, { kind: 'image', _id: 'x', name: '' }, { kind: 'image', _id: { $ne: null } }, { kind: 'image', _id: 'x', extra: 1 }],
  },
  'media/replace': {
    valid: async () => ({ kind: 'image', _id: 'AAAAAAAAAAAAAAAAAAAAAA', file: new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'photo.jpg', { type: 'image/jpeg' }) }),
    invalid: [{}, { kind: 'image', _id: 'AAAAAAAAAAAAAAAAAAAAAA' }, { kind: 'image', _id: 'AAAAAAAAAAAAAAAAAAAAAA', file: 'not a file' }, { kind: 'video', _id: 'x', file: 'x' }],
  },
  'media/delete': {
    valid: async () => ({ kind: 'document', _id: 'AAAAAAAAAAAAAAAAAAAAAA' }),
    invalid: [{}, { kind: 'image' }, { kind: 'image', _id: 'x', confirm: 'yes' }, { kind: 'image', _id: { $ne: null } }],
  },
  'trash/list': { valid: async () => ({ domainId: 'default' }), invalid: [{}, { domainId: 'default', extra: '1' }, { 'domainId[$ne]': 'x' }] },
  'trash/restore': {
    valid: async () => ({ _id: 'page-not-in-trash', domainId: 'default' }),
    invalid: [{}, { _id: 'p' }, { _id: { $ne: null }, domainId: 'default' }, { _id: 'p', domainId: 'default', slug: ['a'] }, { _id: 'p', domainId: 'default', extra: 1 }],
  },
  'trash/purge': {
    valid: async () => ({ _id: 'page-not-in-trash', domainId: 'default' }),
    invalid: [{}, { domainId: 'default' }, { _id: { $ne: null }, domainId: 'default' }, { _id: 'p', domainId: 'default', extra: 1 }],
  },
  'site/diff': {
    valid: async () => ({ domainId: 'default', document: 'nav' }),
    invalid: [{}, { domainId: 'default' }, { domainId: 'default', document: 'pages' }, { domainId: 'default', document: 'nav', extra: '1' }, { document: 'footer' }],
  },
  'page/restoreVersion': {
    valid: async (h) => ({ _id: 'version-unknown', pageId: String((await about(h)).page!._id), version: 1 }),
    invalid: [{}, { _id: 'v1', pageId: 'page-about' }, { _id: { $ne: null }, pageId: 'page-about', version: 1 }, { _id: 'v1', pageId: 'page-about', version: '1' }, { _id: 'v1', pageId: 'page-about', version: 0 }],
  },
  // Behaviour: tests/api/page-redirects.test.ts.
  'page/addRedirect': {
    valid: async (h) => ({ _id: String((await about(h)).page!._id), collection: 'pages', from: '/about-us-old', type: 301 }),
    invalid: [{}, { _id: 'page-about', from: 42 }, { _id: 'page-about', from: '/x', type: 307 }, { _id: 'page-about', from: { $ne: null } }, { _id: 'page-about', from: '/x', to: '/y' }],
  },
  // Preview links; behaviour in tests/api/preview-links.test.ts.
  'page/createPreviewLink': {
    valid: async (h) => ({ pageId: String((await about(h)).page!._id), collection: 'pages', days: 7 }),
    invalid: [{}, { pageId: 'page-about', days: 2 }, { pageId: 'page-about', days: '7' }, { pageId: { $ne: null } }, { pageId: 'page-about', collection: 'users' }, { pageId: 'page-about', expiresAt: '2099-01-01' }, { pageId: 'page-about', purpose: 'forever' }],
  },
  'page/listPreviewLinks': {
    valid: async (h) => ({ pageId: String((await about(h)).page!._id) }),
    invalid: [{}, { pageId: '' }, { pageId: { $gt: '' } }, { pageId: 'page-about', extra: 1 }],
  },
  'page/revokePreviewLink': {
    valid: async () => ({ id: 'link-unknown' }),
    invalid: [{}, { id: '' }, { id: { $ne: null } }, { id: ['x'] }, { id: 'x'.repeat(101) }],
  },
  // Navigation and footer of a domain; behaviour in tests/api/site-documents.test.ts.
  ...siteDocumentSamples('nav', 'Nav', { tierOneItems: 'not a list' }),
  ...siteDocumentSamples('footer', 'Footer', { groupLinks: [{ href: 42 }] }),
  // Site settings with redirects and tag categories; behaviour in tests/api/site-settings.test.ts.
  'siteSettings/loadSiteSettings': { valid: async () => ({ domainId: 'default' }), invalid: [{}, { domainId: '' }, { 'domainId[$gt]': '' }] },
  'siteSettings/saveSiteSettings': { valid: currentSettings, invalid: settingsInvalid() },
  'siteSettings/publishSiteSettings': { valid: currentSettings, invalid: settingsInvalid() },
  // Old crisis numbers still typed in texts; behaviour in tests/api/old-crisis-numbers.test.ts.
  'siteSettings/findOldCrisisNumbers': { valid: async () => ({ domainId: 'default' }), invalid: [{}, { domainId: '' }, { 'domainId[$gt]': '' }] },
  'siteSettings/replaceOldCrisisNumbers': {
    valid: async () => ({ domainId: 'default', contactId: 'crisis-line' }),
    invalid: [{}, { domainId: 'default' }, { domainId: 'default', contactId: '' }, { domainId: 'default', contactId: { $ne: null } }, { domainId: 'default', contactId: 'x'.repeat(61) }],
  },
  // Domains; behaviour in tests/api/config-domains.test.ts and tests/api/config-domain-publishing.test.ts.
  'config/loadDomain': {
    valid: async () => ({ hostname: 'localhost' }),
    invalid: [{}, { hostname: 'not a host' }, { hostname: '' }, { 'hostname[$ne]': 'x' }, { hostname: 'localhost', extra: '1' }],
  },
  'config/saveDomain': {
    valid: async (h) => {
      const domain = (await h.store.collection('domains').findOne({ _id: 'second-site' }))!;
      return { domain: { _id: domain._id, name: domain.name, hostnames: domain.hostnames, version: typeof domain.version === 'number' ? domain.version : 0 } };
    },
    invalid: [
      {},
      { domain: 'second-site' },
      { domain: { name: '', hostnames: [] } },
      { domain: { name: 'Hub', hostnames: ['bad host'] } },
      { domain: { name: 'Hub', hostnames: Array.from({ length: 21 }, (_, i) => `h${i}.example.org`) } },
      { domain: { _id: 'second-site', name: 'Hub', hostnames: [] } },
      { domain: { _id: { $ne: null }, name: 'Hub', hostnames: [], version: 0 } },
    ],
  },
  'config/publishDomain': { valid: async () => ({ domain: { _id: 'second-site' } }), invalid: domainRefInvalid() },
  'config/unpublishDomain': { valid: async () => ({ domain: { _id: 'second-site' } }), invalid: domainRefInvalid() },
  'config/swapActiveDomain': {
    valid: async () => ({ domain: { _id: 'second-site' }, hostname: 'second.localhost' }),
    invalid: [...domainRefInvalid().map((input) => ({ ...input, hostname: 'second.localhost' })), { domain: { _id: 'second-site' } }, { domain: { _id: 'second-site' }, hostname: 'a b' }],
  },
  // Forms; behaviour in tests/api/forms-*.test.ts.
  'forms/submit': {
    valid: async () => ({ slug: 'contact', componentKey: 'contact-form', form: { values: { name: 'Sam' } } }),
    invalid: [
      {},
      { slug: 'contact', componentKey: 'contact-form' },
      { slug: 'contact', componentKey: '', form: { values: {} } },
      { slug: { $ne: null }, componentKey: 'contact-form', form: { values: {} } },
      { slug: 'contact', componentKey: 'contact-form', form: { values: { name: { $gt: '' } } } },
      { slug: 'contact', componentKey: 'contact-form', form: { values: { name: ['a', 'b'] } } },
      { slug: 'contact', componentKey: 'contact-form', form: { values: { message: 'x'.repeat(20_001) } } },
      { slug: 'contact', componentKey: 'contact-form', submissionId: 'not-a-uuid', form: { values: {} } },
      { slug: 'contact', componentKey: 'contact-form', settings: { recipient: ['victim@example.com'] }, form: { values: {} } },
      { slug: 'contact', componentKey: 'contact-form', form: { values: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`f${i}`, 'x'])) } },
    ],
  },
  'forms/getSuccessEmailPreview': {
    valid: async () => ({ text: 'Thank you ${name}', values: { name: 'name' } }),
    invalid: [{}, { text: 42 }, { text: 'x'.repeat(10_001) }, { text: 'x', values: { name: 1 } }, { text: 'x', values: 'name' }, { text: 'x', extra: true }],
  },
  'forms/getSubmissions': {
    valid: async () => ({ domainId: 'default', identifier: 'contact', fromDate: '2025-01-01', toDate: '2025-12-31', showDraftSubmissions: 'true', limit: '10', page: '1' }),
    invalid: [
      { domainId: '../default' },
      { domainId: 'default', limit: '0' },
      { domainId: 'default', limit: '101' },
      { domainId: 'default', page: '0' },
      { domainId: 'default', fromDate: 'yesterday' },
      { domainId: 'default', fromDate: '2025-02-01', toDate: '2025-01-01' },
      { domainId: 'default', showDraftSubmissions: '1' },
      { domainId: 'default', 'identifier[$regex]': '.*' },
      { domainId: '{"$gt":""}' },
    ],
  },
  // Hub and featured content; behaviour in tests/api/hub.test.ts.
  'hub/loadAllTags': {
    valid: async () => ({ domainId: 'default' }),
    invalid: [{}, { domainId: '' }, { domainId: { $ne: null } }, { domainId: ['default'] }, { domainId: 'x'.repeat(101) }],
  },
  'hub/loadFilterTags': {
    valid: async () => ({ domainId: 'default', sideFilters: ['Location'] }),
    invalid: [{}, { domainId: 'default', sideFilters: 'Location' }, { domainId: 'default', sideFilters: [{ $gt: '' }] }, { domainId: 'default', sideFilters: Array.from({ length: 31 }, (_, i) => `c${i}`) }],
  },
  'hub/filter': {
    valid: async () => ({ domainId: 'default', pageIndex: 0, hubFilters: [], userFilters: ['Location:Adelaide'], sortBy: 'a-z' }),
    invalid: [
      {},
      { domainId: 'default', pageIndex: -1 },
      { domainId: 'default', pageIndex: 1.5 },
      { domainId: 'default', pageIndex: '1' },
      { domainId: 'default', sortBy: 'newest' },
      { domainId: 'default', userFilters: ['no-category'] },
      { domainId: 'default', userFilters: [{ $regex: '.*' }] },
      { domainId: 'default', hubFilters: 'Location:Adelaide' },
      { domainId: 'default', userFilters: Array.from({ length: 101 }, (_, i) => `Location:${i}`) },
      { domainId: { $gt: '' } },
    ],
  },
  'tags/filterListSelected': {
    valid: async () => ({ domainId: 'default', tagFilters: { include: ['Events Type:Training'], exclude: [], selected: [], limit: 3 } }),
    invalid: [
      {},
      { domainId: 'default' },
      { domainId: 'default', tagFilters: { limit: 5 } },
      { domainId: 'default', tagFilters: { selected: ['a', 'b', 'c', 'd'] } },
      { domainId: 'default', tagFilters: { include: [{ $ne: null }] } },
      { domainId: 'default', tagFilters: 'Events Type:Training' },
      { domainId: 'default', tagFilters: {}, currentPageId: { $ne: null } },
    ],
  },
  // Behaviour (sorting, filter, dates, the provider's outages): tests/api/humanitix-list.test.ts.
  'humanitix/list': {
    valid: async () => ({ filter: 'first aid' }),
    invalid: [{ filter: 'x'.repeat(121) }, { filter: { $ne: null } }, { filter: ['asist'] }, { filter: 42 }, { filter: 'asist', domainId: 'default' }],
  },
  'forms/generateCSV': {
    valid: async () => ({ domainId: 'default', showDraftSubmissions: 'false' }),
    invalid: [{ domainId: '../default' }, { domainId: 'default', page: '1' }, { domainId: 'default', toDate: '2025-13-01' }, { domainId: 'default', identifier: 'x'.repeat(121) }, { 'domainId[$ne]': 'x' }],
  },
  // Behaviour (entries for views and exports, paging): tests/api/forms-privacy.test.ts.
  'forms/accessLog': {
    valid: async () => ({ page: 1, limit: 20 }),
    invalid: [{ page: 0 }, { page: '1' }, { limit: 101 }, { limit: 1.5 }, { page: { $gt: 0 } }, { extra: true }],
  },
  // Behaviour in tests/backup/backup-restore.test.ts.
  'backup/download': { valid: async () => ({}), invalid: [{ extra: '1' }, { 'collections[$ne]': 'x' }] },
  // Behaviour (figures, warnings): tests/api/site-status.test.ts.
  'site/status': { valid: async () => ({}), invalid: [{ extra: '1' }, { 'warnings[$ne]': 'x' }] },
  // Content export and import; behaviour in tests/api/content-transfer.test.ts.
  'content/exportPage': {
    valid: async (h) => ({ pageId: String((await h.store.collection('pages').findOne({ domainId: 'default', slug: 'about' }))!._id) }),
    invalid: [{}, { pageId: '' }, { 'pageId[$ne]': 'x' }, { pageId: 'x'.repeat(101) }],
  },
  'content/exportSite': { valid: async () => ({ domainId: 'default' }), invalid: [{}, { domainId: '' }, { 'domainId[$ne]': 'x' }, { domainId: 'x'.repeat(101) }] },
  'content/import': {
    valid: async () => ({ domainId: 'second-site', mode: 'skip', dryRun: false, document: contentDocumentSample() }),
    invalid: [
      {},
      { domainId: 'second-site' },
      { domainId: 'second-site', document: 'everything' },
      { domainId: 'second-site', document: { ...contentDocumentSample(), format: 'someone-elses-format' } },
      { domainId: 'second-site', document: { ...contentDocumentSample(), version: 2 } },
      { domainId: 'second-site', document: { ...contentDocumentSample(), pages: [{ contents: [] }] } },
      { domainId: 'second-site', document: { ...contentDocumentSample(), pages: Array.from({ length: 301 }, (_, i) => ({ slug: `p${i}` })) } },
      { domainId: 'second-site', mode: 'merge', document: contentDocumentSample() },
      { domainId: 'second-site', dryRun: 'yes', document: contentDocumentSample() },
      { domainId: { $ne: null }, document: contentDocumentSample() },
    ],
  },
};

function contentDocumentSample() {
  return {
    format: 'charity-site-content',
    version: 1,
    exportedAt: '2025-03-04T05:06:07.000Z',
    scope: 'page',
    source: { domainId: 'default', domainName: 'Tidewell Community Support' },
    includesPublishedCopies: false,
    pages: [{ slug: 'imported-sample', contents: [{ componentType: 'Text', key: 'text-1', text: 'Imported' }] }],
    images: [],
    files: [],
  };
}

function domainRefInvalid(): Record<string, unknown>[] {
  return [{}, { domain: {} }, { domain: { _id: '' } }, { domain: { _id: { $ne: null } } }, { domain: 'second-site' }];
}

async function currentSettings(h: Harness) {
  const doc = await h.store.collection('siteSettings').findOne({ _id: 'siteSettings:default' });
  const { _id, domainId, ...settings } = (doc?.draft ?? {}) as Record<string, unknown>;
  void _id;
  void domainId;
  return { siteSettings: { ...settings, domainId: 'default', version: typeof doc?.version === 'number' ? doc.version : 0 } };
}

function settingsInvalid(): Record<string, unknown>[] {
  const base = { domainId: 'default', version: 0 };
  return [
    {},
    { siteSettings: 'all of them' },
    { siteSettings: { domainId: 'default' } },
    { siteSettings: { ...base, og: { title: 'x'.repeat(5000) } } },
    { siteSettings: { ...base, redirectsVersion: 0 }, redirects: [{ from: '/a', to: 'https://elsewhere.example/', type: 301 }] },
    { siteSettings: { ...base, redirectsVersion: 0 }, redirects: [{ from: '/a', to: '/b', type: 307 }] },
    { siteSettings: { ...base, categoriesVersion: 0 }, categories: [{ id: 'Topic', values: [{ id: 'a:b' }] }] },
    { siteSettings: { ...base, categoriesVersion: 0 }, categories: [{ id: { $ne: null } }] },
  ];
}

function siteDocumentSamples(kind: 'nav' | 'footer', name: string, badField: Record<string, unknown>): Record<string, Sample> {
  const current = async (h: Harness) => {
    const doc = await h.store.collection('site').findOne({ _id: `${kind}:default` });
    return { [kind]: { ...(doc?.draft as object), domainId: 'default', version: typeof doc?.version === 'number' ? doc.version : 0 } };
  };
  const invalid = [
    {},
    { [kind]: 'everything' },
    { [kind]: { domainId: 'default' } },
    { [kind]: { domainId: 'default', version: -1 } },
    { [kind]: { domainId: { $ne: null }, version: 0 } },
    { [kind]: { domainId: 'default', version: 0, ...badField } },
  ];
  return {
    [`site/load${name}`]: { valid: async () => ({ domainId: 'default' }), invalid: [{}, { domainId: '' }, { 'domainId[$ne]': 'x' }] },
    [`site/save${name}`]: { valid: current, invalid },
    [`site/publish${name}`]: { valid: current, invalid },
  };
}
