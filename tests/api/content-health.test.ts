// site/health and site/checkHealth: the content-health report finds each kind of problem on an example of it (a page
// past its review date, links to missing, unpublished and trashed pages from a page and the navigation, an external
// link that fails, a missing picture and document, a picture without alternative text, a phone number the register
// does not know, a page nothing links to), and each goes once it is fixed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withEditors, type Harness } from '../support/api-harness';
import { startLinkSite } from '../support/link-site';
import { sendSiteMailTo, startSmtpSink } from '../support/smtp-sink';
import { runHealthCheck, sendDigestIfDue, type HealthReport } from '@/lib/content/health/health-report';
import { phoneNumbersIn, samePhone } from '@/lib/content/health/phone-numbers';

let h: Harness, admin: string, editor: string, formsOnly: string;
withEditors((opened) => ({ h, admin, editor, formsOnly } = opened));
let links: Awaited<ReturnType<typeof startLinkSite>>;
beforeAll(async () => {
  links = await startLinkSite();
});
afterAll(() => links.close());

const ok = async (result: Promise<{ status: number; body: any }>) => {
  const answer = await result;
  if (answer.status !== 200) throw new Error(`${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};
const text = (key: string, value: string) => ({ key, componentType: 'Text', text: value });
const linkBlock = (key: string, href: string, words: string, type = 'page') => ({ key, componentType: 'Link', link: { type, href, text: words } });
async function publish(_id: string, slug: string, contents: unknown[] = [], tags: string[] = []) {
  await ok(h.call('page/publishPage', { body: { page: { _id, domainId: 'default', slug, version: 0, tags, header: { title: slug }, contents } }, cookie: admin }));
}
/** Asks for a run and waits for its report. */
async function check(): Promise<HealthReport> {
  const started = await ok(h.call('site/checkHealth', { body: { domainId: 'default' }, cookie: editor }));
  expect(started.report.state).toBe('running');
  await expect.poll(async () => (await ok(h.call('site/health', { query: { domainId: 'default' }, cookie: editor }))).report.state, { timeout: 15_000 }).toBe('done');
  return (await ok(h.call('site/health', { query: { domainId: 'default' }, cookie: editor }))).report;
}
const on = (report: HealthReport, label: string) => report.problems.filter((p) => p.place.label === label).map((p) => [p.kind, p.message]);

describe('the content-health report', () => {
  it('finds each kind of problem where it is, and forgets each once it is fixed', async () => {
    await publish('page-health-target', 'health-target', [text('t', 'Our groups')]);
    await publish('page-health-gone', 'health-gone');
    await publish('page-health-orphan', 'health-orphan', [text('t', 'Nobody links here')]);
    await publish('page-health-main', 'health-main', [
      linkBlock('l1', '/health-target', 'Groups'),
      linkBlock('l2', '/health-gone', 'Old page'),
      linkBlock('l3', `${links.url}/gone`, 'Partner site', 'external'),
      linkBlock('l4', `${links.url}/ok`, 'Working partner', 'external'),
      text('t1', 'Call our helpline on 1800 000 000, or the old line 1800 111 222.'),
    ]);
    // Since publishing, content has rotted: the target was unpublished, the other page deleted, a picture lost its
    // words and its file, a document went, the review date passed, and the menu links to a page that never was.
    await ok(h.call('page/unpublishPage', { body: { _id: 'page-health-target' }, cookie: admin }));
    const gone = await h.store.collection('pages').findOne({ _id: 'page-health-gone' });
    await ok(h.call('page/delete', { body: { _id: 'page-health-gone', confirmSlug: gone!.slug }, cookie: admin }));
    await h.store.collection('publishedPages').update(
      { _id: 'page-health-main' },
      {
        $set: {
          'contents.5': { key: 'img', componentType: 'Media', image: { desktop: { imageId: 'img-no-such-picture' }, alt: '' } },
          'contents.6': linkBlock('doc', '/api/file/NoSuchDocument123', 'Annual report', 'file'),
        },
      },
    );
    await h.store.collection('reviewDates').update({ _id: 'page-health-main' }, { $set: { reviewBy: '2020-01-01' } });
    const navDoc = await h.store.collection('site').findOne({ _id: 'nav:default' });
    const nav = navDoc!.published as { tierOneItems: unknown[] };
    await h.store.collection('site').update({ _id: 'nav:default' }, { $set: { published: { ...nav, tierOneItems: [...nav.tierOneItems, { type: 'page', href: '/health-never', text: 'Never was', children: [] }] } } });

    const report = await check();
    expect(report.pagesChecked).toBeGreaterThan(3);
    expect(report.externalLinksChecked).toBe(2);
    expect(links.requests).toEqual(expect.arrayContaining(['HEAD /gone', 'HEAD /ok']));
    const main = on(report, '/health-main');
    expect(main).toEqual(
      expect.arrayContaining([
        ['reviewOverdue', "Due for review on 2020-01-01: check that it is still right, then use 'Mark reviewed' in Page settings."],
        ['internalLink', "The link 'Groups' goes to /health-target, a page that is not published."],
        ['internalLink', "The link 'Old page' goes to /health-gone, a page in the Trash."],
        ['externalLink', `The link 'Partner site' to ${links.url}/gone answers 404.`],
        ['missingMedia', 'A picture it shows (img-no-such-picture) is no longer in the library: visitors see nothing there.'],
        ['missingMedia', "A document it links to (/api/file/NoSuchDocument123) is no longer in the library: visitors get 'not found'."],
        ['imageAlt', expect.stringContaining('has no alternative text')],
        ['unknownPhone', '1800 111 222 is not in the crisis-contact register. If it is a helpline, check that it is still right and add it to the register.'],
      ]),
    );
    // The registered number and the working link are fine.
    expect(main.filter(([, message]) => String(message).includes('1800 000 000') || String(message).includes('/ok'))).toEqual([]);
    expect(on(report, 'Navigation')).toContainEqual(['internalLink', "The link 'Never was' goes to /health-never, where there is no page."]);
    expect(on(report, '/health-orphan')).toEqual([['orphan', 'No page, menu or footer links to this page: visitors can only find it by its address or a search.']]);
    expect(report.problems.find((p) => p.place.label === '/health-orphan')?.place.slug).toBe('health-orphan');

    // Fixed: the target published again, the review done, the menu item removed.
    const target = await ok(h.call('page/load', { query: { slug: 'health-target', domainId: 'default' }, cookie: admin }));
    await ok(h.call('page/publishPage', { body: { page: target }, cookie: admin }));
    await ok(h.call('page/markReviewed', { body: { _id: 'page-health-main' }, cookie: editor }));
    await h.store.collection('site').update({ _id: 'nav:default' }, { $set: { published: nav } });
    const after = await check();
    expect(on(after, '/health-main').map(([kind]) => kind)).not.toContain('reviewOverdue');
    expect(on(after, '/health-main')).not.toContainEqual(['internalLink', "The link 'Groups' goes to /health-target, a page that is not published."]);
    expect(on(after, 'Navigation')).toEqual([]);
  });

  it('starts one run at a time, and a run that stopped long ago may be started again', async () => {
    await h.store.collection('healthReports').update({ _id: 'default' }, { $set: { state: 'running', startedAt: new Date().toISOString() } }, { upsert: true });
    const busy = await ok(h.call('site/checkHealth', { body: { domainId: 'default' }, cookie: editor }));
    expect(busy.report.state).toBe('running');
    // Nothing new started: the stored start time is the one set above, and it stays running.
    const startedAt = busy.report.startedAt;
    expect((await h.store.collection('healthReports').findOne({ _id: 'default' }))?.startedAt).toBe(startedAt);
    await h.store.collection('healthReports').update({ _id: 'default' }, { $set: { startedAt: '2020-01-01T00:00:00.000Z' } });
    await check();
  });

  it('sends the weekly digest to admins only where the site sends mail, at most once a week, and not once turned off', async () => {
    const report = await runHealthCheck(h.store, 'default', new Date(), { links: false });
    expect(report.problems.length).toBeGreaterThan(0);
    // No SMTP_URL: nothing is sent and nothing recorded.
    expect(await sendDigestIfDue(h.store, report, new Date())).toBe(false);
    expect(await h.store.collection('auditLog').count({ action: 'health.digest' })).toBe(0);

    const sink = await startSmtpSink();
    const undo = sendSiteMailTo(sink);
    try {
      expect(await sendDigestIfDue(h.store, report, new Date())).toBe(true);
      const mail = await sink.waitFor('admin@example.org');
      expect(mail.text).toContain(`Subject: Content health: ${report.problems.length} to fix`);
      expect(mail.text).toContain('Open the dashboard and its Content health tab to see where each one is.');
      // Not again within the week.
      expect(await sendDigestIfDue(h.store, report, new Date(Date.now() + 86_400_000))).toBe(false);
      expect(sink.received).toHaveLength(1);
      // A week on, once the site turns it off: still nothing.
      const state = (await h.call('siteSettings/loadSiteSettings', { query: { domainId: 'default' }, cookie: admin })).body;
      const saved = await ok(h.call('siteSettings/saveSiteSettings', { body: { siteSettings: { ...state.siteSettings, contentCare: { ...state.siteSettings.contentCare, healthDigest: false } } }, cookie: admin }));
      await ok(h.call('siteSettings/publishSiteSettings', { body: { siteSettings: saved.siteSettings }, cookie: admin }));
      expect(await sendDigestIfDue(h.store, report, new Date(Date.now() + 8 * 86_400_000))).toBe(false);
      expect(sink.received).toHaveLength(1);
    } finally {
      await undo();
    }
  });

  it('answers 401 signed out, 403 to someone who does not edit, 404 for an unknown domain, 400 for bad input', async () => {
    expect((await h.call('site/health', { query: { domainId: 'default' } })).status).toBe(401);
    expect((await h.call('site/checkHealth', { body: { domainId: 'default' } })).status).toBe(401);
    expect((await h.call('site/health', { query: { domainId: 'default' }, cookie: formsOnly })).status).toBe(403);
    expect((await h.call('site/checkHealth', { body: { domainId: 'default' }, cookie: formsOnly })).status).toBe(403);
    const missing = await h.call('site/checkHealth', { body: { domainId: 'nowhere' }, cookie: editor });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not_found');
    expect(await h.store.collection('healthReports').count({ _id: 'nowhere' })).toBe(0);
    expect((await h.call('site/health', { query: {}, cookie: editor })).status).toBe(400);
  });
});

describe('phone numbers in text', () => {
  it('finds numbers as Australians write them, and matches them however they are spaced', () => {
    expect(phoneNumbersIn('Call 1800 111 222, 13 11 14, (02) 9999 0000, 0412 345 678 or +61 2 9999 0000; not 000, 2026 or 12345.')).toEqual([
      '1800 111 222',
      '13 11 14',
      '(02) 9999 0000',
      '0412 345 678',
      '+61 2 9999 0000',
    ]);
    expect(samePhone('1800-111-222', '1800 111 222')).toBe(true);
    expect(samePhone('+61 2 9999 0000', '(02) 9999 0000')).toBe(true);
    expect(samePhone('13 11 14', '13 11 15')).toBe(false);
  });
});
