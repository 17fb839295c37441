// GET /api/site/status: admins only; real sizes of the store and stored files, free disk, form emails that failed or
// wait, the last backup, and the warnings those call for.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testStoreKind } from '../support/test-store';
import { reloadEnv } from '@/lib/config/env';
import { createDiskBuckets } from '@/lib/files/disk-buckets';
import { bindBuckets } from '@/lib/files/store-buckets';
import { newDelivery } from '@/lib/forms/deliveries';
import type { Delivery, FormSubmission } from '@/lib/forms/submission-types';
import { SITE_VERSION } from '@/lib/site-version';
import { diskNearlyFull } from '@/lib/site-status/status-rules';
import type { SiteStatus } from '@/lib/site-status/status-types';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../support/api-harness';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

let h: Harness;
let admin: string;
let editor: string;
let formsOnly: string;
let dataDir: string;
const savedDataDir = process.env.DATA_DIR;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-status-'));
  process.env.DATA_DIR = dataDir;
  reloadEnv();
  h = await createHarness();
  const buckets = createDiskBuckets(dataDir);
  bindBuckets(h.store, buckets);
  await buckets.bucket('images').write('img-status0001', Buffer.alloc(1500));
  await buckets.bucket('imageVariants').write('img-status0001/w400', Buffer.alloc(300));
  await buckets.bucket('imageVariants').write('img-status0001/w800', Buffer.alloc(400));
  await buckets.bucket('files').write('doc-status0001', Buffer.alloc(250));
  admin = await h.signIn('admin', ADMIN_PASSWORD);
  editor = await h.signedInAs('eddie', ['editor']);
  formsOnly = await h.signedInAs('fiona', ['forms']);
});
afterAll(async () => {
  await h.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (savedDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = savedDataDir;
  reloadEnv();
});

const status = async (cookie?: string) => h.call('site/status', { cookie });

function delivery(state: Delivery['state'], attempts: number): Delivery {
  return { ...newDelivery(new Date()), state, attempts, nextAttemptAt: state === 'pending' ? new Date().toISOString() : null };
}

async function addSubmission(id: string, createdAt: string, deliveries: FormSubmission['deliveries']) {
  const submission: FormSubmission = {
    _id: id,
    domainId: 'default',
    kind: 'contact',
    pageId: 'page-contact',
    slug: 'contact',
    componentKey: 'form',
    settings: { subject: 'Enquiry', identifier: 'contact', recipient: 'staff@example.org', ccs: [] },
    form: { name: 'Robin', email: 'robin@example.net' },
    labels: { name: 'Your name', email: 'Email' },
    createdAt,
    draft: false,
    deliveries,
  };
  await h.store.collection<FormSubmission>('formSubmissions').insert(submission);
}

async function addBackupRecord(at: string) {
  await h.store.collection('auditLog').insert({ _id: `backup-${at}`, action: 'site.backup', target: 'site', userId: 'user-admin', at, documents: 40, storedFiles: 4, bytes: 123_456 });
}

describe('GET /api/site/status', () => {
  it('answers 401 without a session and 403 to editors and the forms role', async () => {
    expect((await status()).status).toBe(401);
    expect((await status(editor)).status).toBe(403);
    expect((await status(formsOnly)).status).toBe(403);
  });

  it('gives an admin real figures, and warns that no backup was ever made', async () => {
    const { status: code, body, headers } = await status(admin);
    expect(code).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    const site = body as SiteStatus;
    expect(site.version).toBe(SITE_VERSION);
    expect(Math.abs(Date.parse(site.checkedAt) - Date.now())).toBeLessThan(60_000);
    expect(site.store.kind).toBe(testStoreKind());
    expect(Number.isInteger(site.store.bytes) && site.store.bytes > 0).toBe(true);
    expect(site.storedFiles).toEqual({
      kind: 'files',
      pictures: { bytes: 1500, count: 1 },
      pictureSizes: { bytes: 700, count: 2 },
      documents: { bytes: 250, count: 1 },
    });
    // MongoDB keeps nothing on this server's disk: there is no figure, and no warning about it.
    if (testStoreKind() === 'mongodb') expect(site.disk).toBeNull();
    else expect(site.disk).not.toBeNull();
    const disk = site.disk ?? { freeBytes: 1, totalBytes: 1 };
    expect(Number.isFinite(disk.freeBytes) && disk.freeBytes >= 0).toBe(true);
    expect(disk.totalBytes).toBeGreaterThan(0);
    expect(disk.freeBytes).toBeLessThanOrEqual(disk.totalBytes);
    expect(site.mail).toEqual({ pending: 0, oldestPending: null, failedLast7Days: 0, failedLast30Days: 0, failed: 0 });
    expect(site.lastBackup).toBeNull();
    const expected = [...(site.disk && diskNearlyFull(site.disk) ? [expect.stringMatching(/^The disk holding the site's data is nearly full/)] : []), expect.stringMatching(/^No backup of the site has been made yet\./)];
    expect(site.warnings).toEqual(expected);
  });

  it('counts form emails that failed or wait, finds the oldest waiting one, and warns about them and an old backup', async () => {
    const sent = delivery('sent', 1);
    const waitingSince = ago(3 * HOUR + 5 * 60_000);
    await addSubmission('sub-failed-recent', ago(2 * DAY), { notification: delivery('failed', 10), confirmation: sent });
    await addSubmission('sub-failed-month', ago(20 * DAY), { notification: delivery('failed', 10), confirmation: delivery('failed', 10) });
    await addSubmission('sub-failed-old', ago(60 * DAY), { notification: delivery('failed', 10) });
    await addSubmission('sub-waiting', waitingSince, { notification: delivery('pending', 5), confirmation: delivery('pending', 4) });
    await addSubmission('sub-just-sent', ago(5 * 60_000), { notification: delivery('pending', 0) });
    // A lead the CRM refused is not an email.
    await addSubmission('sub-crm', ago(DAY), { notification: sent, crm: delivery('failed', 10) });
    await addBackupRecord(ago(12 * DAY));
    await addBackupRecord(ago(10 * DAY + HOUR));

    const site = (await status(admin)).body as SiteStatus;
    expect(site.mail).toEqual({
      pending: 3,
      oldestPending: { submittedAt: waitingSince, attempts: 5 },
      failedLast7Days: 1,
      failedLast30Days: 3,
      failed: 4,
    });
    expect(site.lastBackup).toEqual({ at: expect.any(String), by: 'user-admin', documents: 40, storedFiles: 4, bytes: 123_456 });
    expect(Date.now() - Date.parse(site.lastBackup!.at)).toBeGreaterThan(10 * DAY);
    const warnings = site.warnings.filter((warning) => !warning.startsWith("The disk holding the site's data"));
    expect(warnings).toEqual([
      '1 email from a form could not be sent in the last 7 days, even after retrying. Check the mail server settings; every submission is still in the Form Submissions tab.',
      'An email from a form has been waiting to be sent for 3 hours after 5 attempts (3 emails are waiting in all). The mail server may be unreachable.',
      'The last backup was made 10 days ago, more than 7 days. Download a backup from Site status in the dashboard and keep it somewhere safe.',
    ]);
  });

  it('stops warning once the emails went out and a fresh backup was made', async () => {
    const submissions = h.store.collection<FormSubmission>('formSubmissions');
    await submissions.update({ _id: 'sub-failed-recent' }, { $set: { 'deliveries.notification.state': 'sent' } });
    for (const id of ['sub-waiting', 'sub-just-sent']) await submissions.update({ _id: id }, { $set: { 'deliveries.notification.state': 'sent', 'deliveries.confirmation.state': 'sent' } });
    await addBackupRecord(ago(HOUR));

    const site = (await status(admin)).body as SiteStatus;
    expect(site.mail).toMatchObject({ pending: 0, oldestPending: null, failedLast7Days: 0, failedLast30Days: 2, failed: 3 });
    expect(site.warnings.filter((warning) => !warning.startsWith("The disk holding the site's data"))).toEqual([]);
  });
});
