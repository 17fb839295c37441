// Scheduled publishing against a real embedded store: page/schedule's rules, and the job that carries out
// due publishes and unpublishes once, whichever server runs it and however often.
import { describe, expect, it, vi } from 'vitest';
import { itNeedsAtomicUpdates } from '../support/test-store';
import { acquireLease } from '@/lib/jobs/lease';
import { carryOutItem, findDueItems, runScheduledPublishing, SCHEDULED_PUBLISHING_JOB, SCHEDULE_LEASE_MS } from '@/lib/content/pages/scheduled-publishing';
import { withEditors, type Harness } from '../support/api-harness';

let h: Harness, admin: string, editor: string, publisher: string;
withEditors(async (opened) => {
  ({ h, admin, editor } = opened);
  publisher = await h.signedInAs('pat', ['publisher']);
});

const inMinutes = (minutes: number, from = Date.now()) => new Date(from + minutes * 60_000).toISOString();
const schedule = (body: Record<string, unknown>, cookie = publisher) => h.call('page/schedule', { body, cookie });

let pageCount = 0;
/** A new, unpublished page saved by the admin: answers its id and slug. */
async function newPage(): Promise<{ _id: string; slug: string }> {
  pageCount += 1;
  const page = { _id: `sched-${pageCount}`, domainId: 'default', slug: `scheduled-${pageCount}`, header: { title: `Scheduled ${pageCount}` }, version: 0 };
  const saved = await h.call('page/save', { body: { page }, cookie: admin });
  expect(saved.status).toBe(200);
  return { _id: page._id, slug: page.slug };
}

const stored = (id: string) => h.store.collection('pages').findOne({ _id: id });
const visible = async (id: string) => (await h.store.collection('publishedPages').findOne({ _id: id })) !== null;
const auditOf = (id: string, action: string) => h.store.collection('auditLog').find({ target: id, action });

describe('POST /api/page/schedule', () => {
  it('stores the schedule on the working copy, as UTC, without changing its version, and clears it with null', async () => {
    const page = await newPage();
    const before = await stored(page._id);
    const publishAt = '2099-01-01T10:00:00+10:30';
    const result = await h.call('page/schedule', { body: { _id: page._id, publishAt: inMinutes(60), unpublishAt: inMinutes(120) }, cookie: publisher });
    expect(result.status).toBe(200);
    expect(result.body.schedule).toEqual({ publishAt: expect.any(String), unpublishAt: expect.any(String), by: 'user-pat' });
    const after = await stored(page._id);
    expect(after!.schedule).toEqual(result.body.schedule);
    expect(after!.version).toBe(before!.version);
    expect((await auditOf(page._id, 'page.schedule')).length).toBe(1);
    // An offset is understood; too far ahead is refused below.
    expect((await schedule({ _id: page._id, publishAt: publishAt, unpublishAt: null })).status).toBe(400);
    expect((await schedule({ _id: page._id, publishAt: null, unpublishAt: null })).body).toEqual({ schedule: null });
    expect((await stored(page._id))!.schedule).toBeUndefined();
  });

  it('turns a time with an offset into the same instant in UTC', async () => {
    const page = await newPage();
    const local = new Date(Date.now() + 3_600_000);
    const withOffset = `${new Date(local.getTime() + 2 * 3_600_000).toISOString().slice(0, 19)}+02:00`;
    const result = await schedule({ _id: page._id, publishAt: withOffset });
    expect(result.status).toBe(200);
    expect(result.body.schedule.publishAt).toBe(`${local.toISOString().slice(0, 19)}.000Z`);
  });

  it('refuses times in the past, out of order or more than two years ahead with 400, changing nothing', async () => {
    const page = await newPage();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ publishAt: inMinutes(-5) }, 'publishAt', /in the past/],
      [{ unpublishAt: inMinutes(-2) }, 'unpublishAt', /in the past/],
      [{ publishAt: inMinutes(120), unpublishAt: inMinutes(60) }, 'unpublishAt', /after the publish time/],
      [{ publishAt: inMinutes(60 * 24 * 365 * 2 + 60 * 24 * 2) }, 'publishAt', /within 2 years/],
    ];
    for (const [times, key, message] of cases) {
      const result = await schedule({ _id: page._id, publishAt: null, unpublishAt: null, ...times });
      expect(result.status, JSON.stringify(times)).toBe(400);
      expect(result.body.error.fields[key]).toMatch(message);
      expect((await stored(page._id))!.schedule).toBeUndefined();
    }
    // Half a minute ago is a form filled in a moment ago, not the past.
    expect((await schedule({ _id: page._id, publishAt: inMinutes(-0.5) })).status).toBe(200);
  });

  it('answers 404 for an unknown page, 403 to an editor and to a publisher a page’s roles leave out', async () => {
    expect((await schedule({ _id: 'no-such-page', publishAt: inMinutes(60) })).status).toBe(404);
    const page = await newPage();
    expect((await schedule({ _id: page._id, publishAt: inMinutes(60) }, editor)).status).toBe(403);
    expect((await h.call('roles/applyToPage', { body: { page: { _id: page._id }, roles: ['admin'] }, cookie: admin })).status).toBe(200);
    const refused = await schedule({ _id: page._id, publishAt: inMinutes(60) });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/permission to publish this page/);
    expect((await stored(page._id))!.schedule).toBeUndefined();
    expect((await schedule({ _id: page._id, publishAt: inMinutes(60) }, admin)).status).toBe(200);
  });

  it('is listed in the sitemap tab without who set it', async () => {
    const page = await newPage();
    const set = await schedule({ _id: page._id, publishAt: inMinutes(60), unpublishAt: inMinutes(120) });
    const answer = await h.call('sitemap/filter', { query: { domainId: 'default', slug: page.slug }, cookie: editor });
    const row = answer.body.sitemap.find((entry: { _id: string }) => entry._id === page._id);
    expect(row.schedule).toEqual({ publishAt: set.body.schedule.publishAt, unpublishAt: set.body.schedule.unpublishAt });
  });

  it('answers 4xx, never 5xx, to requests of any shape', async () => {
    for (const body of [[], 'x', { _id: 5 }, { _id: 'a', publishAt: {} }, { _id: 'a', publishAt: '2026-13-45T99:00:00Z' }, { _id: 'a', unpublishAt: true }]) {
      const result = await h.call('page/schedule', { body: body as Record<string, unknown>, cookie: publisher });
      expect(result.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(result.status).toBeLessThan(500);
    }
  });

  it('is kept by page/save, whatever schedule the editor sends with the page', async () => {
    const page = await newPage();
    const set = await schedule({ _id: page._id, publishAt: inMinutes(60) });
    const loaded = (await h.call('page/load', { query: { slug: page.slug, domainId: 'default' }, cookie: admin })).body;
    expect(loaded.schedule).toEqual(set.body.schedule);
    const { schedule: _dropped, ...withoutSchedule } = loaded;
    const saved = await h.call('page/save', { body: { page: { ...withoutSchedule, header: { ...loaded.header, title: 'Edited' } } }, cookie: editor });
    expect(saved.status).toBe(200);
    expect(saved.body.schedule).toEqual(set.body.schedule);
    const forged = await h.call('page/save', { body: { page: { ...saved.body, schedule: { publishAt: inMinutes(1), by: 'user-eddie' } } }, cookie: editor });
    expect(forged.status).toBe(200);
    expect((await stored(page._id))!.schedule).toEqual(set.body.schedule);
  });
});

describe('the scheduled publishing job', () => {
  const invalidated: string[] = [];
  const invalidate = (tags: string[]) => void invalidated.push(...tags);
  /** What a run did to one page (other tests' pages may fall due in the same run). */
  const run = async (pageId: string, now: Date) => {
    const report = await runScheduledPublishing(h.store, now, invalidate);
    const of = (items: typeof report.done) => items.filter((item) => item.pageId === pageId).map((item) => item.kind);
    return { done: of(report.done), failed: of(report.failed) };
  };

  it('publishes a due page once, in the name of whoever scheduled it, however often it runs', async () => {
    const page = await newPage();
    await schedule({ _id: page._id, publishAt: inMinutes(1) });
    expect((await run(page._id, new Date())).done).toEqual([]);
    expect(await visible(page._id)).toBe(false);

    const later = new Date(Date.now() + 2 * 60_000);
    expect(await run(page._id, later)).toEqual({ done: ['publish'], failed: [] });
    expect(await run(page._id, later)).toEqual({ done: [], failed: [] });

    expect(await visible(page._id)).toBe(true);
    const working = await stored(page._id);
    expect(working!.published).toBe(true);
    expect(working!.schedule).toBeUndefined();
    expect(invalidated).toContain(`page:default:${page.slug}`);
    const audit = await auditOf(page._id, 'page.scheduledPublish');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ pageId: page._id, slug: page.slug, scheduledBy: 'user-pat', at: later.toISOString() });
    expect(await h.store.collection('pageVersions').count({ pageId: page._id, action: 'publish', userId: 'user-pat' })).toBe(1);
  });

  it('checks at run time that a page needing an approval has one for the version it publishes', async () => {
    const setRule = async (publishingApproval: string) => {
      const loaded = (await h.call('siteSettings/loadSiteSettings', { query: { domainId: 'default' }, cookie: admin })).body;
      return h.call('siteSettings/publishSiteSettings', { body: { siteSettings: { ...loaded.siteSettings, publishingApproval } }, cookie: admin });
    };
    expect((await setRule('always')).status).toBe(200);
    try {
      const page = await newPage();
      await schedule({ _id: page._id, publishAt: inMinutes(1) });
      const later = new Date(Date.now() + 2 * 60_000);
      expect(await run(page._id, later)).toEqual({ done: [], failed: ['publish'] });
      expect(await visible(page._id)).toBe(false);
      const failure = (await auditOf(page._id, 'page.scheduledPublish'))[0];
      expect(String(failure?.error)).toContain('Publishing this page needs an approval');

      // Approved by Pat (the admin made the version), scheduled again: it goes out.
      const version = Number((await stored(page._id))!.version);
      const { body } = await h.call('review/request', { body: { pageId: page._id, domainId: 'default', anyPublisher: true }, cookie: editor });
      expect((await h.call('review/decide', { body: { reviewId: body.review._id, decision: 'approve', version }, cookie: publisher })).status).toBe(200);
      await schedule({ _id: page._id, publishAt: inMinutes(3) });
      expect(await run(page._id, new Date(Date.now() + 4 * 60_000))).toEqual({ done: ['publish'], failed: [] });
      expect(await visible(page._id)).toBe(true);
    } finally {
      expect((await setRule('never')).status).toBe(200);
    }
  });

  itNeedsAtomicUpdates('publishes once when two servers take the same due item at the same time', async () => {
    const page = await newPage();
    await schedule({ _id: page._id, publishAt: inMinutes(0) });
    const now = new Date(Date.now() + 60_000);
    // Both servers read the due list before either carries it out.
    const [a, b] = await Promise.all([findDueItems(h.store, now), findDueItems(h.store, now)]);
    const mine = (items: typeof a) => items.filter((item) => item.pageId === page._id);
    const outcomes = await Promise.all([...mine(a), ...mine(b)].map((item) => carryOutItem(h.store, item, now, invalidate)));
    expect(outcomes.sort()).toEqual(['done', 'taken']);
    expect(await auditOf(page._id, 'page.scheduledPublish')).toHaveLength(1);
    expect(await h.store.collection('pageVersions').count({ pageId: page._id, action: 'publish' })).toBe(1);
  });

  it('lets only one of two servers hold the job’s lease', async () => {
    const name = `job:${SCHEDULED_PUBLISHING_JOB}-test`;
    const now = Date.now();
    expect(await acquireLease(h.store, name, SCHEDULE_LEASE_MS, now, 'server-a')).toBe(true);
    expect(await acquireLease(h.store, name, SCHEDULE_LEASE_MS, now + 15_000, 'server-b')).toBe(false);
    expect(await acquireLease(h.store, name, SCHEDULE_LEASE_MS, now + 15_000, 'server-a')).toBe(true);
    // Once the holder has stopped renewing, the other takes over within the lease.
    expect(await acquireLease(h.store, name, SCHEDULE_LEASE_MS, now + 15_000 + SCHEDULE_LEASE_MS, 'server-b')).toBe(true);
  });

  it('unpublishes a published page at its time and not before', async () => {
    const page = await newPage();
    const loaded = (await h.call('page/load', { query: { slug: page.slug, domainId: 'default' }, cookie: admin })).body;
    expect((await h.call('page/publishPage', { body: { page: loaded }, cookie: admin })).status).toBe(200);
    await schedule({ _id: page._id, unpublishAt: inMinutes(5) });
    expect((await run(page._id, new Date(Date.now() + 60_000))).done).toEqual([]);
    expect(await visible(page._id)).toBe(true);
    expect((await run(page._id, new Date(Date.now() + 6 * 60_000))).done).toEqual(['unpublish']);
    expect(await visible(page._id)).toBe(false);
    expect((await stored(page._id))!.published).toBe(false);
    expect(await auditOf(page._id, 'page.scheduledUnpublish')).toHaveLength(1);
  });

  it('carries out a due publish and leaves the unpublish of the same page for its own time', async () => {
    const page = await newPage();
    await schedule({ _id: page._id, publishAt: inMinutes(1), unpublishAt: inMinutes(10) });
    expect((await run(page._id, new Date(Date.now() + 2 * 60_000))).done).toEqual(['publish']);
    expect(await visible(page._id)).toBe(true);
    expect((await stored(page._id))!.schedule).toEqual({ unpublishAt: expect.any(String), by: 'user-pat' });
    expect((await run(page._id, new Date(Date.now() + 11 * 60_000))).done).toEqual(['unpublish']);
    expect(await visible(page._id)).toBe(false);
    expect((await stored(page._id))!.schedule).toBeUndefined();
  });

  it('drops an item whose page was deleted, with a log line and an audit entry, and never tries it again', async () => {
    const page = await newPage();
    await schedule({ _id: page._id, publishAt: inMinutes(1) });
    const now = new Date(Date.now() + 2 * 60_000);
    const due = (await findDueItems(h.store, now)).filter((item) => item.pageId === page._id);
    expect(due).toHaveLength(1);
    expect((await h.call('page/delete', { body: { _id: page._id }, cookie: admin })).status).toBe(200);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await carryOutItem(h.store, due[0], now, invalidate)).toBe('failed');
      expect(log).toHaveBeenCalledTimes(1);
      expect(JSON.parse(String(log.mock.calls[0][0]))).toMatchObject({ job: SCHEDULED_PUBLISHING_JOB, pageId: page._id, message: expect.stringMatching(/deleted/) });
    } finally {
      log.mockRestore();
    }
    const audit = await auditOf(page._id, 'page.scheduledPublish');
    expect(audit).toHaveLength(1);
    expect(audit[0].error).toMatch(/deleted/);
    expect((await findDueItems(h.store, now)).filter((item) => item.pageId === page._id)).toEqual([]);
  });

  it('drops a publish that fails (its address is taken on the public site), without looping', async () => {
    const holder = await newPage();
    const loaded = (await h.call('page/load', { query: { slug: holder.slug, domainId: 'default' }, cookie: admin })).body;
    await h.call('page/publishPage', { body: { page: loaded }, cookie: admin });
    // Renamed in the working copy only: the public site still knows the page by its old address.
    await h.call('page/save', { body: { page: { ...loaded, version: loaded.version + 1, slug: 'scheduled-free-address' } }, cookie: admin });
    const page = await newPage();
    const mine = (await h.call('page/load', { query: { slug: page.slug, domainId: 'default' }, cookie: admin })).body;
    await h.call('page/save', { body: { page: { ...mine, slug: holder.slug } }, cookie: admin });
    await schedule({ _id: page._id, publishAt: inMinutes(1) });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const now = new Date(Date.now() + 2 * 60_000);
      expect(await run(page._id, now)).toEqual({ done: [], failed: ['publish'] });
      expect(await run(page._id, now)).toEqual({ done: [], failed: [] });
    } finally {
      log.mockRestore();
    }
    expect(await visible(page._id)).toBe(false);
    const audit = await auditOf(page._id, 'page.scheduledPublish');
    expect(audit).toHaveLength(1);
    expect(audit[0].error).toMatch(/still uses the address/);
  });
  it('does not publish a page whose pre-publish checks find blockers: nobody is there to override them', async () => {
    const page = await newPage();
    const mine = (await h.call('page/load', { query: { slug: page.slug, domainId: 'default' }, cookie: admin })).body;
    const link = { componentType: 'Link', key: 'dead-link', link: { type: 'page', href: '/no-such-page', text: 'Our programme' } };
    const saved = await h.call('page/save', { body: { page: { ...mine, contents: [link] } }, cookie: admin });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await schedule({ _id: page._id, publishAt: inMinutes(1) });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await run(page._id, new Date(Date.now() + 2 * 60_000))).toEqual({ done: [], failed: ['publish'] });
    } finally {
      log.mockRestore();
    }
    expect(await visible(page._id)).toBe(false);
    const audit = await auditOf(page._id, 'page.scheduledPublish');
    expect(audit[0].error).toMatch(/cannot be published until/);
  });

  describe('with the rights of the time the change is made', () => {
    const quietly = async <T>(work: () => Promise<T>): Promise<T> => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        return await work();
      } finally {
        log.mockRestore();
      }
    };
    const setRoles = (userId: string, roles: string[]) => h.store.collection('users').update({ _id: userId }, { $set: { roles } });

    it('cancels a publish whose publisher was demoted to editor since, keeps the later edit unpublished, and says why', async () => {
      await h.addUser('demoted', ['publisher']);
      const cookie = await h.signIn('demoted', 'user-password-123');
      const page = await newPage();
      expect((await schedule({ _id: page._id, publishAt: inMinutes(1) }, cookie)).status).toBe(200);
      await setRoles('user-demoted', ['editor']);
      // An editor changes the text meanwhile: it must not reach visitors under the demoted publisher's name.
      const working = (await h.call('page/load', { query: { slug: page.slug, domainId: 'default' }, cookie: editor })).body;
      expect((await h.call('page/save', { body: { page: { ...working, header: { ...working.header, title: 'Changed by an editor' } } }, cookie: editor })).status).toBe(200);

      const at = new Date(Date.now() + 2 * 60_000);
      expect(await quietly(() => run(page._id, at))).toEqual({ done: [], failed: ['publish'] });
      expect(await visible(page._id)).toBe(false);
      expect(await quietly(() => run(page._id, at))).toEqual({ done: [], failed: [] });

      const audit = await auditOf(page._id, 'page.scheduledPublish');
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ scheduledBy: 'user-demoted', cancelled: true, error: 'Cancelled: demoted may no longer publish this page.' });
      const kept = await stored(page._id);
      expect(kept!.schedule).toMatchObject({ cancelled: { kind: 'publish', reason: 'Cancelled: demoted may no longer publish this page.' } });
      expect((kept!.schedule as { publishAt?: string }).publishAt).toBeUndefined();

      // The Sitemap tab's Scheduled column and the admins' site status say so; scheduling again clears it.
      const sitemap = await h.call('sitemap/filter', { query: { domainId: 'default', slug: page.slug }, cookie: admin });
      const row = (sitemap.body.sitemap as { _id: string; schedule?: { cancelled?: { reason: string } } }[]).find((entry) => entry._id === page._id);
      expect(row?.schedule?.cancelled?.reason).toBe('Cancelled: demoted may no longer publish this page.');
      const status = await h.call('site/status', { method: 'GET', cookie: admin });
      expect(status.body.warnings.join(' ')).toMatch(/scheduled publish or unpublish was not done/);
      expect((await schedule({ _id: page._id, publishAt: inMinutes(5) }, admin)).status).toBe(200);
      expect((await stored(page._id))!.schedule).not.toHaveProperty('cancelled');
    });

    it('cancels a change whose page roles no longer include the scheduler, or whose account was deactivated', async () => {
      await h.addUser('comms', ['publisher']);
      const cookie = await h.signIn('comms', 'user-password-123');
      const rolesChanged = await newPage();
      const stillAllowed = await newPage();
      for (const page of [rolesChanged, stillAllowed]) expect((await schedule({ _id: page._id, publishAt: inMinutes(1) }, cookie)).status).toBe(200);
      await h.store.collection('pages').update({ _id: rolesChanged._id }, { $set: { roles: ['admin'] } });
      const at = new Date(Date.now() + 2 * 60_000);
      expect(await quietly(() => run(rolesChanged._id, at))).toEqual({ done: [], failed: ['publish'] });
      // The other page fell due in that run too, and comms could still publish it then.
      expect(await visible(stillAllowed._id)).toBe(true);

      const later = await newPage();
      expect((await schedule({ _id: later._id, publishAt: inMinutes(1) }, cookie)).status).toBe(200);
      await h.store.collection('users').update({ _id: 'user-comms' }, { $set: { active: false } });
      expect(await quietly(() => run(later._id, at))).toEqual({ done: [], failed: ['publish'] });
      expect((await auditOf(rolesChanged._id, 'page.scheduledPublish'))[0].error).toBe('Cancelled: comms may no longer publish this page.');
      expect((await auditOf(later._id, 'page.scheduledPublish'))[0].error).toBe("Cancelled: comms's account is no longer active.");
      expect(await visible(rolesChanged._id)).toBe(false);
      expect(await visible(later._id)).toBe(false);
    });
  });
});
