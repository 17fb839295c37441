// review/request|list|decide|reviewers and approvals bound to a version: who may decide, the exact version, the
// person who made it, sensitive topics, the admin's override, emails, and the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harnessWithEditors, type Harness } from '../support/api-harness';
import { sendSiteMailTo, startSmtpSink } from '../support/smtp-sink';

let h: Harness, admin: string, editor: string, formsOnly: string, pat: string, quinn: string;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let stopMail: () => Promise<void>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  stopMail = sendSiteMailTo(smtp);
  ({ h, admin, editor, formsOnly } = await harnessWithEditors());
  pat = await h.signedInAs('pat', ['publisher']);
  quinn = await h.signedInAs('quinn', ['publisher']);
});
afterAll(async () => {
  await h.close();
  await stopMail();
});

const text = (key: string, value: string) => ({ key, componentType: 'Text', text: value });
const ok = async (result: Promise<{ status: number; body: any }>) => {
  const answer = await result;
  if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  return answer.body;
};
const load = async (slug: string) => (await h.call('page/load', { query: { slug, domainId: 'default' }, cookie: admin })).body;
const save = (page: Record<string, unknown>, cookie = editor) => ok(h.call('page/save', { body: { page }, cookie }));
const request = (body: Record<string, unknown>, cookie = editor) => h.call('review/request', { body: { domainId: 'default', ...body }, cookie });
const decide = (body: Record<string, unknown>, cookie = pat) => h.call('review/decide', { body: { message: '', ...body }, cookie });
const list = (box: string, cookie = editor, pageId?: string) => ok(h.call('review/list', { query: { domainId: 'default', box, ...(pageId ? { pageId } : {}) }, cookie }));
const publish = (page: Record<string, unknown>, cookie = pat, override?: { reason: string }) => h.call('page/publishPage', { body: { page, ...(override ? { override } : {}) }, cookie });

/** Sets 'Publishing needs an approval' for the default site, published. */
async function approvalRule(rule: 'never' | 'sensitive' | 'always') {
  const loaded = await ok(h.call('siteSettings/loadSiteSettings', { query: { domainId: 'default' }, cookie: admin }));
  await ok(h.call('siteSettings/publishSiteSettings', { body: { siteSettings: { ...loaded.siteSettings, publishingApproval: rule } }, cookie: admin }));
}

/** A page saved by the editor, with tags. */
async function editorsPage(slug: string, tags: string[] = []) {
  const about = await load('about');
  return save({ ...about, _id: `page-${slug}`, slug, version: 0, tags, header: { ...about.header, title: `Page ${slug}` }, contents: [text('t', 'Call the crisis line on 13 11 14')] });
}

describe('review requests', () => {
  it('asks named publishers, who are emailed and see it in their box; the requester sees it in theirs', async () => {
    const page = await editorsPage('review-ask');
    const since = smtp.received.length;
    const { review } = await ok(request({ pageId: page._id, reviewers: ['user-pat'], message: 'Please check the helpline wording.' }));
    expect(review).toMatchObject({ status: 'open', requestedVersion: page.version, reviewers: ['user-pat'], anyPublisher: false });
    const mail = await smtp.waitFor('pat@example.org', since);
    expect(mail.text).toContain('Review requested: Page review-ask');
    expect(mail.text).toContain('Please check the helpline wording.');
    expect(mail.text).toContain('https://support.example.org/review-ask');
    const mine = await list('mine', pat);
    expect(mine.reviews.find((r: any) => r._id === review._id)).toMatchObject({ pageTitle: 'Page review-ask', pageSlug: 'review-ask', requestedBy: { name: 'eddie' }, mayDecide: true });
    expect((await list('mine', quinn)).reviews.some((r: any) => r._id === review._id)).toBe(false);
    expect((await list('requested')).reviews.map((r: any) => r._id)).toContain(review._id);
    expect(await h.store.collection('auditLog').count({ action: 'review.request', target: page._id })).toBe(1);
    // One waiting review per page.
    const again = await request({ pageId: page._id, anyPublisher: true });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('conflict');
  });

  it("'any publisher' reaches every publisher and admin", async () => {
    const page = await editorsPage('review-any');
    const since = smtp.received.length;
    const { review } = await ok(request({ pageId: page._id, anyPublisher: true }));
    await smtp.waitFor('quinn@example.org', since);
    await smtp.waitFor('admin@example.org', since);
    expect((await list('mine', quinn)).reviews.map((r: any) => r._id)).toContain(review._id);
  });

  it('refuses a request without reviewers, with someone who cannot publish, or for an unknown page', async () => {
    const page = await editorsPage('review-bad');
    expect((await request({ pageId: page._id })).status).toBe(400);
    const notPublisher = await request({ pageId: page._id, reviewers: ['user-eddie'] });
    expect(notPublisher.status).toBe(400);
    expect(notPublisher.body.error.message).toBe('Only active publishers and admins can review a page.');
    expect((await request({ pageId: 'page-nothing', anyPublisher: true })).status).toBe(404);
    expect((await request({ pageId: page._id, anyPublisher: true }, formsOnly)).status).toBe(403);
    expect(await h.store.collection('reviews').count({ pageId: page._id })).toBe(0);
  });

  it('an approval is for the version seen: a save in between answers 409; the requester is told by email', async () => {
    const page = await editorsPage('review-decide');
    const { review } = await ok(request({ pageId: page._id, reviewers: ['user-pat'] }));
    const saved = await save({ ...page, contents: [text('t', 'Call 13 11 14 any time')] });
    const stale = await decide({ reviewId: review._id, decision: 'approve', version: page.version });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe('The page was saved again since you opened it. Look at the changes again before deciding.');
    expect((await decide({ reviewId: review._id, decision: 'approve', version: saved.version }, quinn)).status).toBe(403);
    const since = smtp.received.length;
    const { review: decided } = await ok(decide({ reviewId: review._id, decision: 'approve', version: saved.version, message: 'Reads well.' }));
    expect(decided).toMatchObject({ status: 'approved', version: saved.version, decidedBy: 'user-pat', decisionMessage: 'Reads well.' });
    const mail = await smtp.waitFor('eddie@example.org', since);
    expect(mail.text).toContain(`Approved: Page review-decide`);
    expect(mail.text).toContain('Reads well.');
    expect((await decide({ reviewId: review._id, decision: 'changes', version: saved.version })).status).toBe(409);
    expect(await h.store.collection('auditLog').count({ action: 'review.decide', target: page._id })).toBe(1);
    // A save after the approval leaves it behind.
    await save({ ...saved, contents: [text('t', 'Call 13 11 14, day or night')] });
    const closed = (await list('page', editor, page._id)).reviews;
    expect(closed[0]).toMatchObject({ status: 'approved', changedSinceApproval: true });
  });

  it('nobody approves their own last change; asking for changes is allowed', async () => {
    const page = await editorsPage('review-own');
    const mine = await save({ ...page, contents: [text('t', 'Pat changed this')] }, pat);
    const { review } = await ok(request({ pageId: page._id, reviewers: ['user-pat'] }));
    const own = await decide({ reviewId: review._id, decision: 'approve', version: mine.version });
    expect(own.status).toBe(403);
    expect(own.body.error.message).toBe('You changed this page last: someone else has to approve it.');
    await ok(decide({ reviewId: review._id, decision: 'changes', version: mine.version, message: 'Second thoughts.' }));
    expect((await list('closed')).reviews.find((r: any) => r._id === review._id)).toMatchObject({ status: 'changesRequested', decisionMessage: 'Second thoughts.' });
  });

  it('answers 404 for an unknown review, 401 signed out, 403 for an editor deciding', async () => {
    expect((await decide({ reviewId: 'review-nothing', decision: 'approve', version: 1 })).status).toBe(404);
    expect((await h.call('review/list', { query: { domainId: 'default', box: 'mine' } })).status).toBe(401);
    expect((await decide({ reviewId: 'review-nothing', decision: 'approve', version: 1 }, editor)).status).toBe(403);
    expect((await ok(h.call('review/reviewers', { cookie: editor }))).reviewers.map((r: any) => r.name)).toEqual(expect.arrayContaining(['pat', 'quinn', 'Site Administrator']));
  });
});

describe('publishing needs an approval', () => {
  afterAll(() => approvalRule('never'));

  it("'Always': no publish without an approval of this exact version by someone else; an admin may publish past it with a reason", async () => {
    await approvalRule('always');
    const page = await editorsPage('approval-always');
    const refused = await publish(page);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('Publishing this page needs an approval');
    const check = await ok(h.call('page/checkPublish', { body: { page }, cookie: pat }));
    expect(check.approval).toMatchObject({ required: true, approval: null });
    expect(check.checks).toContainEqual(expect.objectContaining({ rule: 'approval', severity: 'blocker' }));

    const { review } = await ok(request({ pageId: page._id, reviewers: ['user-pat'] }));
    await ok(decide({ reviewId: review._id, decision: 'approve', version: page.version }));
    const approved = await ok(h.call('page/checkPublish', { body: { page }, cookie: quinn }));
    expect(approved.approval).toMatchObject({ required: true, approval: { by: 'pat', version: page.version }, blocker: null });
    // Published with unsaved changes: not what was approved.
    const sneaked = await publish({ ...page, contents: [text('t', 'Something else')] }, quinn);
    expect(sneaked.status).toBe(409);
    expect(sneaked.body.error.message).toContain('Changed since approval');
    // A save after the approval: version 1 was approved, this is version 2.
    const later = await save({ ...page, contents: [text('t', 'Reworded')] });
    const changed = await publish(later, quinn);
    expect(changed.status).toBe(409);
    expect(changed.body.error.message).toContain(`Changed since approval: version ${page.version} was approved; this is version ${later.version}.`);
    // An admin publishes anyway, with a reason (audited as every override is).
    await ok(publish(later, admin, { reason: 'The approver is away; the helpline changed today.' }));
    expect(await h.store.collection('auditLog').count({ action: 'page.publishOverride', target: page._id })).toBe(1);
  });

  it('the approved version publishes', async () => {
    await approvalRule('always');
    const page = await editorsPage('approval-ok');
    const { review } = await ok(request({ pageId: page._id, anyPublisher: true }));
    await ok(decide({ reviewId: review._id, decision: 'approve', version: page.version }));
    await ok(publish(page, quinn));
    expect(await h.store.collection('publishedPages').count({ _id: page._id })).toBe(1);
  });

  it("'For pages with a sensitive topic': only pages tagged with a visitor-safety topic need one", async () => {
    await approvalRule('sensitive');
    const plain = await editorsPage('approval-plain', ['Location:Adelaide']);
    await ok(publish(plain));
    const sensitive = await editorsPage('approval-suicide', ['Topic:suicide']);
    const refused = await publish(sensitive);
    expect(refused.status).toBe(409);
    const check = await ok(h.call('page/checkPublish', { body: { page: sensitive }, cookie: pat }));
    expect(check.approval).toMatchObject({ required: true, because: 'A page about suicide needs an approval before it is published.' });
  });

  it("'Never' (the default) asks for nothing", async () => {
    await approvalRule('never');
    const page = await editorsPage('approval-never', ['Topic:suicide']);
    const check = await ok(h.call('page/checkPublish', { body: { page }, cookie: pat }));
    expect(check.approval).toMatchObject({ required: false, blocker: null });
  });
});
