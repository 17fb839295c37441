// Privacy-first forms: a notification that holds none of the answers, submissions deleted after the form's
// retention period (once a day, by one server), and the access log of who viewed or exported submissions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireLease } from '@/lib/jobs/lease';
import { RETENTION_JOB, runRetention } from '@/lib/forms/retention';
import type { FormSubmission } from '@/lib/forms/submission-types';
import { harnessWithEditors, type Harness } from '../support/api-harness';
import { sendSiteMailTo, startSmtpSink } from '../support/smtp-sink';
import { contactForm, putFormPage, settleDeliveries, startCaptchaStandIn, storedSubmission, submissionsOf, submitTo, waitForDelivery, withCaptcha, workshopForm, workshopValues, type StandIn } from '../support/forms-fixtures';

let h: Harness;
let admin: string;
let editor: string;
let formsOnly: string;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let captcha: StandIn;
let stopMail: () => Promise<void>;
let submit: ReturnType<typeof submitTo>;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  smtp = await startSmtpSink();
  captcha = await startCaptchaStandIn('solved-token');
  // Confirmations go only from forms whose captcha was passed.
  stopMail = sendSiteMailTo(smtp, { captcha });
  ({ h, admin, editor, formsOnly } = await harnessWithEditors());
  submit = submitTo(h);
  await putFormPage(h.store, 'private-contact', [
    withCaptcha(
      contactForm('private', {
        identifier: 'private-contact',
        recipient: 'private@example.org',
        ccs: ['private-cc@example.org'],
        notifyWithoutContents: true,
        deleteAfterDays: 30,
        successEmailFields: ['name'],
      }),
    ),
  ]);
  await putFormPage(h.store, 'open-contact', [contactForm('open', { identifier: 'open-contact', recipient: 'open@example.org', ccs: [] })]);
  await putFormPage(h.store, 'private-training', [workshopForm('training', { recipient: 'private-training@example.org', notifyWithoutContents: true })]);
});
afterAll(async () => {
  await settleDeliveries(h.store);
  await h.close();
  await stopMail();
});

const visitorValues = { name: 'Quinn Zephyrine', email: 'quinn.zephyrine@example.net', message: 'I feel unsafe at home tonight', subscribe: true, recaptcha: 'solved-token' };

describe("a form set to 'Notify without contents'", () => {
  it('mails the recipient only the form, page, time and where to read it: no answer, no Reply-To', async () => {
    const since = smtp.received.length;
    const result = await submit({ slug: 'private-contact', componentKey: 'private', form: { values: visitorValues } });
    expect(result.status).toBe(200);
    await waitForDelivery(h.store, result.body.submissionId, 'notification', 'sent');
    const mail = await smtp.waitFor('private@example.org', since);
    expect(mail.to).toEqual(expect.arrayContaining(['private@example.org', 'private-cc@example.org']));
    expect(mail.text).toContain('A new submission of private-contact arrived from https://support.example.org/private-contact at');
    // (The sink reads the arrow's UTF-8 bytes one by one, so the check stops before it.)
    expect(mail.text).toContain('Sign in at https://support.example.org/login and open Dashboard ');
    expect(mail.text).toContain('The answers are not included in this email.');
    expect(mail.text).toMatch(/^Subject: New enquiry\r?$/m);
    for (const value of ['Quinn', 'Zephyrine', 'quinn.zephyrine', 'unsafe at home', 'website']) expect(mail.raw).not.toContain(value);
    expect(mail.raw).not.toMatch(/^Reply-To:/im);
  });

  it("still sends the visitor's own confirmation with their answers", async () => {
    const since = smtp.received.length;
    await submit({ slug: 'private-contact', componentKey: 'private', form: { values: visitorValues } });
    const confirmation = await smtp.waitFor('quinn.zephyrine@example.net', since);
    expect(confirmation.text).toContain('Hello Quinn Zephyrine');
  });

  it('keeps the answers of the workshop enquiry out of its notification too', async () => {
    const since = smtp.received.length;
    const result = await submit({ slug: 'private-training', componentKey: 'training', form: { values: workshopValues({ first_name: 'Marguerite', email: 'marguerite@example.net', email_confirm: 'marguerite@example.net' }) } });
    expect(result.status).toBe(200);
    const mail = await smtp.waitFor('private-training@example.org', since);
    expect(mail.text).toContain('A new submission of Workshop Enquiry Form arrived');
    for (const value of ['Marguerite', 'Lovelace', 'Analytical Engines', '0400 000']) expect(mail.raw).not.toContain(value);
  });

  it('leaves other forms mailing every answer', async () => {
    const since = smtp.received.length;
    await submit({ slug: 'open-contact', componentKey: 'open', form: { values: visitorValues } });
    const mail = await smtp.waitFor('open@example.org', since);
    expect(mail.text).toContain('Your name: Quinn Zephyrine');
  });
});

const stored = (id: string, overrides: Partial<FormSubmission> = {}): FormSubmission =>
  storedSubmission(id, '2025-01-01T09:00:00.000Z', { settings: { subject: 'Enquiry', identifier: 'retention-test', recipient: 'staff@example.org', ccs: [] }, ...overrides });

describe('retention', () => {
  it('stores the date a submission is to be deleted, from the form setting at the time it was sent', async () => {
    const result = await submit({ slug: 'private-contact', componentKey: 'private', form: { values: visitorValues } });
    const doc = (await submissionsOf(h.store).findOne({ _id: result.body.submissionId }))!;
    expect(Date.parse(doc.deleteAfter!) - Date.parse(doc.createdAt)).toBe(30 * DAY_MS);
    const kept = await submit({ slug: 'open-contact', componentKey: 'open', form: { values: visitorValues } });
    expect((await submissionsOf(h.store).findOne({ _id: kept.body.submissionId }))!.deleteAfter).toBeUndefined();
  });

  it('deletes only expired submissions, once a day however many servers check, and records the count', async () => {
    // Tomorrow at noon (a run a minute later is still the same day, whenever the test runs): the
    // submissions sent above keep 30 days and are not due yet.
    const now = new Date(`${new Date(Date.now() + DAY_MS).toISOString().slice(0, 10)}T12:00:00.000Z`);
    const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
    await submissionsOf(h.store).insert(stored('expired-1', { deleteAfter: at(-2 * DAY_MS) }));
    await submissionsOf(h.store).insert(stored('expired-2', { deleteAfter: at(0) }));
    await submissionsOf(h.store).insert(stored('later', { deleteAfter: at(DAY_MS / 2) }));
    await submissionsOf(h.store).insert(stored('forever'));

    // Two servers at the same moment: only the holder of the job's lease runs it.
    const lease = `job:${RETENTION_JOB}`;
    const [a, b] = await Promise.all([acquireLease(h.store, lease, 60_000, now.getTime(), 'server-a'), acquireLease(h.store, lease, 60_000, now.getTime(), 'server-b')]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    // Even two runs at once on the same day (a lease lapsed mid-run) delete and record once.
    const counts = await Promise.all([runRetention(h.store, now), runRetention(h.store, now)]);
    expect(counts.sort()).toEqual([2, null]);
    // The other server takes the lease once it lapses, the same day: nothing runs again.
    const later = new Date(now.getTime() + 61_000);
    expect(await acquireLease(h.store, lease, 60_000, later.getTime(), a ? 'server-b' : 'server-a')).toBe(true);
    expect(await runRetention(h.store, later)).toBeNull();

    const left = (await submissionsOf(h.store).find({ _id: { $in: ['expired-1', 'expired-2', 'later', 'forever'] } })).map((doc) => doc._id).sort();
    expect(left).toEqual(['forever', 'later']);
    const audits = await h.store.collection('auditLog').find({ action: 'forms.retention' });
    expect(audits).toEqual([expect.objectContaining({ count: 2, at: now.toISOString() })]);

    // The next day the next expiry goes.
    expect(await runRetention(h.store, new Date(now.getTime() + DAY_MS))).toBe(1);
    expect(await submissionsOf(h.store).count({ _id: 'later' })).toBe(0);
    expect(await submissionsOf(h.store).count({ _id: 'forever' })).toBe(1);
  });
});

describe('the access log', () => {
  const accessLog = (cookie: string, body: Record<string, unknown> = {}) => h.call('forms/accessLog', { body, cookie });

  it('records who was shown which submissions, per form, and every CSV export with its count', async () => {
    await h.store.collection('submissionAccess').delete({}, { multi: true });
    const page = await h.call('forms/getSubmissions', { query: { domainId: 'default', limit: '100' }, cookie: formsOnly });
    expect(page.status).toBe(200);
    const rows = page.body.formSubmissions as { _id: string; identifier: string }[];
    const exported = await h.call('forms/generateCSV', { query: { domainId: 'default', identifier: 'open-contact' }, cookie: formsOnly });
    expect(exported.status).toBe(200);

    const log = await accessLog(admin, { limit: 100 });
    expect(log.status).toBe(200);
    const views = log.body.entries.filter((entry: { action: string }) => entry.action === 'view');
    expect(views.map((entry: { formId: string }) => entry.formId).sort()).toEqual([...new Set(rows.map((row) => row.identifier))].sort());
    for (const entry of views) {
      expect(entry).toMatchObject({ userId: 'user-fiona', username: 'fiona', domainId: 'default' });
      expect(entry.submissionIds.sort()).toEqual(rows.filter((row) => row.identifier === entry.formId).map((row) => row._id).sort());
      expect(entry.count).toBe(entry.submissionIds.length);
    }
    expect(log.body.entries[0]).toMatchObject({ action: 'export', username: 'fiona', formId: 'open-contact', count: exported.body.rows.length });
    expect(log.body.entries[0].filters).toMatchObject({ identifier: 'open-contact', showDraftSubmissions: false });
    expect(log.body.total).toBe(views.length + 1);
  });

  it('is never written by a page that merely points at the submissions (an image, a frame)', async () => {
    await h.store.collection('submissionAccess').delete({}, { multi: true });
    const embedded = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' };
    for (const call of ['forms/getSubmissions', 'forms/generateCSV']) {
      const refused = await h.call(call, { query: { domainId: 'default' }, cookie: formsOnly, headers: embedded });
      expect(refused.status, call).toBe(403);
    }
    expect(await h.store.collection('submissionAccess').count({})).toBe(0);
    // The dashboard's own fetch is fine.
    const fetched = await h.call('forms/getSubmissions', { query: { domainId: 'default' }, cookie: formsOnly, headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' } });
    expect(fetched.status).toBe(200);
  });

  it('pages newest first', async () => {
    await h.store.collection('submissionAccess').delete({}, { multi: true });
    for (let i = 0; i < 5; i++) {
      await h.store.collection('submissionAccess').insert({ _id: `e${i}`, userId: 'user-x', username: 'x', action: 'export', count: i, formId: null, domainId: 'default', at: `2030-01-0${i + 1}T00:00:00.000Z` });
    }
    const first = await accessLog(admin, { page: 1, limit: 2 });
    expect(first.body.entries.map((entry: { _id: string }) => entry._id)).toEqual(['e4', 'e3']);
    expect(first.body).toMatchObject({ total: 5, page: 1, limit: 2 });
    const last = await accessLog(admin, { page: 3, limit: 2 });
    expect(last.body.entries.map((entry: { _id: string }) => entry._id)).toEqual(['e0']);
    expect((await accessLog(admin, { page: 9, limit: 2 })).body.entries).toEqual([]);
  });

  it('is for admins only: 401 without a session, 403 for the forms role and editors', async () => {
    expect((await h.call('forms/accessLog', { body: {} })).status).toBe(401);
    expect((await accessLog(formsOnly)).status).toBe(403);
    expect((await accessLog(editor)).status).toBe(403);
    expect((await accessLog(admin, { limit: 0 })).status).toBe(400);
  });
});
