// Reading form submissions: forms/getSubmissions (filters, drafts, paging, totals), forms/generateCSV, who may
// read them, the audit entries every read leaves, and forms/getSuccessEmailPreview.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormSubmission } from '@/lib/forms/submission-types';
import { harnessWithEditors, type Harness } from '../support/api-harness';
import { storedSubmission, submissionsOf } from '../support/forms-fixtures';

let h: Harness;
let admin: string;
let editor: string;
let formsOnly: string;

const stored = (id: string, createdAt: string, overrides: Partial<FormSubmission> = {}): FormSubmission =>
  storedSubmission(id, createdAt, {
    form: { name: id, email: `${id}@example.net` },
    labels: { name: 'Name', email: 'Email' },
    confirmationMail: { to: `${id}@example.net`, subject: 'Thanks', text: 'Secret template' },
    ...overrides,
  });

beforeAll(async () => {
  ({ h, admin, editor, formsOnly } = await harnessWithEditors());
  const docs = [
    stored('s1', '2025-03-01T09:00:00.000Z'),
    stored('s2', '2025-03-02T23:59:59.999Z', { settings: { subject: 'Training', identifier: 'Workshop Enquiry Form', recipient: 'training@example.org', ccs: [] }, kind: 'workshopEnquiry' }),
    stored('s3', '2025-03-03T00:00:00.000Z'),
    stored('s4', '2025-03-04T12:00:00.000Z', { draft: true }),
    stored('s5', '2025-03-05T12:00:00.000Z'),
    stored('other-domain', '2025-03-03T12:00:00.000Z', { domainId: 'second-site' }),
  ];
  for (const doc of docs) await submissionsOf(h.store).insert(doc);
});
afterAll(() => h.close());

const get = (query: Record<string, string>, cookie = formsOnly) => h.call('forms/getSubmissions', { query: { domainId: 'default', ...query }, cookie });
const ids = (body: { formSubmissions: { _id: string }[] }) => body.formSubmissions.map((row) => row._id);

describe('forms/getSubmissions', () => {
  it('answers a page of the domain newest first, without drafts unless asked, and without delivery details', async () => {
    const result = await get({});
    expect(result.status).toBe(200);
    expect(ids(result.body)).toEqual(['s5', 's3', 's2', 's1']);
    expect(result.body).toMatchObject({ total: 4, allSubmissions: 4 });
    expect(result.body.formSubmissions[0]).toEqual({
      _id: 's5',
      identifier: 'Contact us',
      subject: 'Enquiry',
      recipient: 'staff@example.org',
      slug: 'contact-us',
      createdAt: '2025-03-05T12:00:00.000Z',
      draft: false,
      form: { name: 's5', email: 's5@example.net' },
      labels: { name: 'Name', email: 'Email' },
    });
    expect(JSON.stringify(result.body)).not.toMatch(/deliveries|Secret template/);

    const withDrafts = await get({ showDraftSubmissions: 'true' });
    expect(ids(withDrafts.body)).toEqual(['s5', 's4', 's3', 's2', 's1']);
    expect(withDrafts.body).toMatchObject({ total: 5, allSubmissions: 5 });
  });

  it('filters by identifier (contains, any case) and by whole days, both ends included', async () => {
    expect(ids((await get({ identifier: 'workshop' })).body)).toEqual(['s2']);
    expect(ids((await get({ identifier: '.*' })).body)).toEqual([]);
    const days = await get({ fromDate: '2025-03-02', toDate: '2025-03-03' });
    expect(ids(days.body)).toEqual(['s3', 's2']);
    expect(days.body).toMatchObject({ total: 2, allSubmissions: 4 });
    expect(ids((await get({ fromDate: '2025-03-04', showDraftSubmissions: 'true' })).body)).toEqual(['s5', 's4']);
    expect(ids((await get({ toDate: '2025-03-01' })).body)).toEqual(['s1']);
    // Days where the reader is: UTC+10:30 (getTimezoneOffset -630) moves s2, at 23:59 UTC on the 2nd, to the 3rd.
    expect(ids((await get({ fromDate: '2025-03-03', toDate: '2025-03-03' })).body)).toEqual(['s3']);
    expect(ids((await get({ fromDate: '2025-03-03', toDate: '2025-03-03', timezoneOffset: '-630' })).body)).toEqual(['s3', 's2']);
    expect(ids((await get({ fromDate: '', toDate: '', identifier: '' })).body)).toEqual(['s5', 's3', 's2', 's1']);
  });

  it('pages with limit and page, counting every match', async () => {
    const first = await get({ limit: '2', page: '1' });
    const second = await get({ limit: '2', page: '2' });
    const beyond = await get({ limit: '2', page: '5' });
    expect([ids(first.body), ids(second.body), ids(beyond.body)]).toEqual([['s5', 's3'], ['s2', 's1'], []]);
    expect([first.body.total, second.body.total, beyond.body.total]).toEqual([4, 4, 4]);
    expect((await get({})).body.formSubmissions).toHaveLength(4);
  });

  it('is for admins and the forms role only', async () => {
    expect((await get({}, admin)).status).toBe(200);
    expect((await get({}, editor)).status).toBe(403);
    expect((await h.call('forms/getSubmissions', { query: { domainId: 'default' } })).status).toBe(401);
  });

  it('without a domainId (SPEC.md §7 lists none) answers for the domain serving the request’s host, as does the CSV', async () => {
    const named = await get({ showDraftSubmissions: 'true' });
    const unnamed = await h.call('forms/getSubmissions', { query: { showDraftSubmissions: 'true' }, cookie: formsOnly });
    expect(unnamed.status).toBe(200);
    expect(unnamed.body).toEqual(named.body);
    expect(unnamed.body.formSubmissions.length).toBeGreaterThan(0);
    const csv = await h.call('forms/generateCSV', { query: {}, cookie: formsOnly });
    const namedCsv = await h.call('forms/generateCSV', { query: { domainId: 'default' }, cookie: formsOnly });
    expect(csv.status).toBe(200);
    expect(csv.body).toEqual(namedCsv.body);
  });

  it('answers 404 for an unknown domain and 400 for bad filters', async () => {
    expect((await get({ domainId: 'nowhere' })).status).toBe(404);
    const refused: Record<string, string>[] = [{ fromDate: '2025-03-05', toDate: '2025-03-01' }, { fromDate: '03/05/2025' }, { limit: '101' }, { page: '0' }, { showDraftSubmissions: 'yes' }, { 'identifier[$ne]': '' }];
    for (const query of refused) {
      const result = await get(query);
      expect(result.status, JSON.stringify(query)).toBe(400);
      expect(Object.keys(result.body.error.fields).length).toBeGreaterThan(0);
    }
  });

  it('records every read in the audit log: who, when, which filters and how many', async () => {
    await get({ identifier: 'contact', limit: '2' });
    const [entry] = await h.store.collection('auditLog').find({ action: 'forms.read' }, { sort: { at: -1 }, limit: 1 });
    expect(entry).toMatchObject({
      action: 'forms.read',
      userId: 'user-fiona',
      domainId: 'default',
      filters: { identifier: 'contact', fromDate: null, toDate: null, showDraftSubmissions: false, limit: 2, page: 1 },
      count: 2,
      total: 3,
    });
    expect(typeof entry.at).toBe('string');
  });
});

describe('forms/generateCSV', () => {
  it('answers every matching row newest first with the total, and records the export', async () => {
    const result = await h.call('forms/generateCSV', { query: { domainId: 'default', showDraftSubmissions: 'true', fromDate: '2025-03-02' }, cookie: formsOnly });
    expect(result.status).toBe(200);
    expect(result.body.rows.map((row: { _id: string }) => row._id)).toEqual(['s5', 's4', 's3', 's2']);
    expect(result.body.total).toBe(4);
    // This export's entry (other tests export too).
    const [entry] = await h.store.collection('auditLog').find({ action: 'forms.export', 'filters.fromDate': '2025-03-02' });
    expect(entry).toMatchObject({ userId: 'user-fiona', domainId: 'default', filters: { fromDate: '2025-03-02', showDraftSubmissions: true }, count: 4, total: 4 });
  });

  it('is for admins and the forms role only, and refuses paging', async () => {
    expect((await h.call('forms/generateCSV', { query: { domainId: 'default' }, cookie: editor })).status).toBe(403);
    expect((await h.call('forms/generateCSV', { query: { domainId: 'default' } })).status).toBe(401);
    expect((await h.call('forms/generateCSV', { query: { domainId: 'default', page: '2' }, cookie: admin })).status).toBe(400);
  });
});

describe('forms/getSuccessEmailPreview', () => {
  it('fills the placeholders, escapes everything, and flags a preview containing the word error', async () => {
    const result = await h.call('forms/getSuccessEmailPreview', {
      body: { text: 'Hi ${name} <b>!</b>\nSee ${missing}', values: { name: '<img src=x onerror=alert(1)>' } },
      cookie: editor,
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ html: 'Hi &lt;img src=x onerror=alert(1)&gt; &lt;b&gt;!&lt;/b&gt;<br>\nSee ', flagged: false });
    const failing = await h.call('forms/getSuccessEmailPreview', { body: { text: 'Thanks ${name}', values: { name: 'Error: no such field' } }, cookie: editor });
    expect(failing.body).toEqual({ html: 'Thanks Error: no such field', flagged: true });
  });

  it('is for those who can edit', async () => {
    expect((await h.call('forms/getSuccessEmailPreview', { body: { text: 'x' }, cookie: formsOnly })).status).toBe(403);
    expect((await h.call('forms/getSuccessEmailPreview', { body: { text: 'x' } })).status).toBe(401);
  });
});
