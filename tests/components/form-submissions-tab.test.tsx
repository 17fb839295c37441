import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormSubmissionsTab } from '@/editor/dashboard/form-submissions-tab';
import { dashboardTabs, visibleTabs } from '@/editor/dashboard/tab-registry';
import type { AuthUser, Role } from '@/lib/auth/roles';
import type { SubmissionRow } from '@/lib/forms/submission-types';
import { fakeApi, type Answer, type Call } from './fake-api';
import { expectDatesLimitEachOther } from './filter-drawer-support';
import { zoneName } from '@/editor/ui/when';

const person = (roles: Role[]): AuthUser => ({ _id: `user-${roles.join('-')}`, username: 'ana', email: 'ana@example.org', name: 'Ana', roles });

const row = (id: string, more: Partial<SubmissionRow> = {}): SubmissionRow => ({
  _id: id,
  identifier: 'contact-us',
  subject: 'New enquiry',
  recipient: 'team@example.org',
  slug: 'contact',
  createdAt: new Date(2025, 2, 4, 14, 5).toISOString(),
  draft: false,
  form: { name: 'Sam Visitor', email: 'sam@example.org', message: 'I would like to talk to someone about the support groups near Port Adelaide, please.' },
  labels: { name: 'Your name', email: 'Email', message: 'Your message' },
  ...more,
});

let stored: SubmissionRow[];
let answers: Record<string, (call: Call) => Answer>;
let calls: Call[];

/** Answers as the server would: drafts only when asked for, the other filters matched, one page of `limit`. */
function matching(query: URLSearchParams) {
  return stored.filter(
    (r) =>
      (query.get('showDraftSubmissions') === 'true' || !r.draft) &&
      (!query.get('identifier') || r.identifier === query.get('identifier')) &&
      (!query.get('fromDate') || r.createdAt.slice(0, 10) >= query.get('fromDate')!) &&
      (!query.get('toDate') || r.createdAt.slice(0, 10) <= query.get('toDate')!),
  );
}

const serverAnswers = (): Record<string, (call: Call) => Answer> => ({
  'forms/getSubmissions': ({ query }) => {
    const found = matching(query);
    const limit = Number(query.get('limit'));
    const page = Number(query.get('page'));
    return { body: { formSubmissions: found.slice((page - 1) * limit, page * limit), total: found.length, allSubmissions: stored.length } };
  },
  'forms/generateCSV': ({ query }) => {
    const found = matching(query);
    return { body: { rows: found, total: found.length } };
  },
});

beforeEach(() => {
  stored = [
    row('s1'),
    row('s2', {
      identifier: 'workshop-enquiry',
      subject: 'Training enquiry',
      slug: '/training',
      createdAt: new Date(2025, 2, 6, 9, 30).toISOString(),
      // No field called a name or a message: the first short answer is the sender, the longest the message.
      form: { first: 'Alex', contact: 'alex@example.org', notes: 'Two places please', course: 'A;;B' },
      labels: { first: 'First', contact: 'Contact', notes: 'Notes', course: 'Course' },
    }),
  ];
  answers = serverAnswers();
  // Each call is looked up when it is made, so a test can change what the server says.
  calls = fakeApi(new Proxy({}, { get: (_target, path: string) => answers[path] }) as Record<string, (call: Call) => Answer>);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderTab() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, revalidateOnFocus: false, shouldRetryOnError: false }}>
      <FormSubmissionsTab user={person(['forms'])} domainId="default" onNavigate={vi.fn()} />
    </SWRConfig>,
  );
}

const listCalls = () => calls.filter((call) => call.path === 'forms/getSubmissions');
/** The query of the latest list request, without the domain every request carries. */
const lastQuery = () => Object.fromEntries([...listCalls().at(-1)!.query].filter(([key]) => key !== 'domainId'));
const change = (control: HTMLElement, value: string) => fireEvent.change(control, { target: { value } });
const table = () => screen.findByRole('table', { name: 'Form submissions' });
const cells = (tr: HTMLElement) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent);
const bodyRows = async () => within(await table()).getAllByRole('row').slice(1);

function openFilters() {
  const toggle = screen.getByRole('button', { name: 'Filters' });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  return screen.getByRole('region', { name: 'Filters' });
}

describe('FormSubmissionsTab: the table', () => {
  it('asks for page 1 of 10 without drafts, and shows time (h:mm a, dd/MM/yyyy), sender, message, identifier, subject and page', async () => {
    renderTab();
    expect(screen.getByText('Loading submissions…')).toBeTruthy();
    const submissions = await table();
    expect(Object.fromEntries(listCalls()[0].query)).toEqual({ domainId: 'default', showDraftSubmissions: 'false', limit: '10', page: '1' });
    expect(within(submissions).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Date', 'From', 'Message', 'Identifier', 'Subject', 'Page', 'Actions']);
    // The short times of the table are in the viewer's zone, named above it and read as the table's description.
    expect(document.getElementById(submissions.getAttribute('aria-describedby')!)!.textContent).toBe(`Times are ${zoneName()}.`);
    expect(zoneName()).not.toBe('');
    const rows = await bodyRows();
    expect(rows.map(cells)).toEqual([
      ['2:05 PM, 04/03/2025', 'Sam Visitor', 'I would like to talk to someone about the support groups near…', 'contact-us', 'New enquiry', '/contact', 'View'],
      ['9:30 AM, 06/03/2025', 'Alex', 'Two places please', 'workshop-enquiry', 'Training enquiry', '/training', 'View'],
    ]);
    // Each View button says which submission it opens.
    const view = within(rows[1]).getByRole('button', { name: 'View' });
    expect(view.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)!.textContent)).toEqual([
      '9:30 AM, 06/03/2025',
      'workshop-enquiry',
    ]);
    expect(screen.getByText('2 submissions').getAttribute('role')).toBe('status');
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Submission pages' })).toBeTruthy();
  });

  it('hides drafts until "Show draft Submissions" is ticked, then marks them Draft', async () => {
    stored.push(row('s3', { identifier: 'staff-test', draft: true, createdAt: new Date(2025, 2, 7, 16, 45).toISOString() }));
    renderTab();
    await table();
    expect((await bodyRows()).map((tr) => cells(tr)[3])).toEqual(['contact-us', 'workshop-enquiry']);
    expect(screen.queryByText('Draft')).toBeNull();

    const drafts = screen.getByRole('checkbox', { name: 'Show draft Submissions' }) as HTMLInputElement;
    expect(drafts.checked).toBe(false);
    fireEvent.click(drafts);
    await waitFor(() => expect(lastQuery()).toEqual({ showDraftSubmissions: 'true', limit: '10', page: '1' }));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(3));
    const draftRow = (await bodyRows())[2];
    expect(cells(draftRow)[0]).toBe('4:45 PM, 07/03/2025 Draft');
    expect(within(draftRow).getByRole('rowheader').textContent).toContain('Draft');

    fireEvent.click(drafts);
    await waitFor(async () => expect(await bodyRows()).toHaveLength(2));
    // The list shown again may come from the cache first; the question to the server follows.
    await waitFor(() => expect(lastQuery().showDraftSubmissions).toBe('false'));
  });

  it('shows the server message when the list cannot be loaded, and Try again asks again', async () => {
    answers['forms/getSubmissions'] = () => ({ status: 403, body: { error: { message: 'You do not have permission to do this.' } } });
    renderTab();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You do not have permission to do this.');
    expect(screen.queryByRole('button', { name: 'Export to CSV' })).toBeNull();
    answers = serverAnswers();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await table();
    expect(listCalls()).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when there are no submissions at all, and when none match the filters', async () => {
    stored = [];
    const view = renderTab();
    await screen.findByText('No form submissions yet.');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export to CSV' })).toBeNull();
    view.unmount();

    stored = [row('s1')];
    renderTab();
    await table();
    change(within(openFilters()).getByLabelText('Identifier'), 'nothing-like-this');
    await screen.findByText('No submissions match these filters.');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export to CSV' })).toBeNull();
  });
});

describe('FormSubmissionsTab: filters and paging', () => {
  it('sends each filter as a query parameter, and Clear Filters sends none (drafts stay as ticked)', async () => {
    renderTab();
    await table();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show draft Submissions' }));
    const drawer = openFilters();
    expect(within(drawer).getByRole('heading', { name: 'Filters' })).toBeTruthy();

    change(within(drawer).getByLabelText('Identifier'), ' contact-us ');
    await waitFor(() => expect(lastQuery()).toMatchObject({ identifier: 'contact-us' }));
    change(within(drawer).getByLabelText('From Date'), '2025-03-01');
    await waitFor(() => expect(lastQuery()).toMatchObject({ fromDate: '2025-03-01' }));
    change(within(drawer).getByLabelText('To Date'), '2025-03-31');
    await waitFor(() => expect(lastQuery()).toMatchObject({ toDate: '2025-03-31' }));
    // Days are the editor's own: the server is told how far local time is from UTC.
    const timezoneOffset = String(new Date(2025, 2, 1).getTimezoneOffset());
    expect(lastQuery()).toEqual({
      showDraftSubmissions: 'true',
      identifier: 'contact-us',
      fromDate: '2025-03-01',
      toDate: '2025-03-31',
      timezoneOffset,
      limit: '10',
      page: '1',
    });

    const before = listCalls().length;
    fireEvent.click(within(drawer).getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(listCalls().length).toBe(before + 1));
    expect(lastQuery()).toEqual({ showDraftSubmissions: 'true', limit: '10', page: '1' });
    for (const label of ['Identifier', 'From Date', 'To Date']) expect((within(drawer).getByLabelText(label) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('checkbox', { name: 'Show draft Submissions' }) as HTMLInputElement).checked).toBe(true);
  });

  it('sends typing once it pauses, not per key', async () => {
    renderTab();
    await table();
    const identifier = within(openFilters()).getByLabelText('Identifier');
    for (const typed of ['c', 'co', 'con', 'contact']) change(identifier, typed);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(listCalls()).toHaveLength(1);
    await waitFor(() => expect(listCalls().map((call) => call.query.get('identifier'))).toEqual([null, 'contact']));
  });

  it('From Date and To Date limit each other', async () => {
    renderTab();
    const drawer = openFilters();
    const from = within(drawer).getByLabelText('From Date');
    const to = within(drawer).getByLabelText('To Date');
    expectDatesLimitEachOther(from, to);
  });

  it('pages with Previous and Next; a new page size or filter goes back to page 1', async () => {
    stored = Array.from({ length: 45 }, (_, i) => row(`s${i + 1}`, { identifier: `form-${i + 1}`, createdAt: new Date(2025, 2, 1 + (i % 28), 10).toISOString() }));
    renderTab();
    await screen.findByText('Page 1 of 5');
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('form-11');
    expect(lastQuery()).toEqual({ showDraftSubmissions: 'false', limit: '10', page: '2' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('form-21');
    expect(screen.getByText('Page 3 of 5')).toBeTruthy();

    expect((screen.getByLabelText('Page size') as HTMLSelectElement).value).toBe('10');
    change(screen.getByLabelText('Page size'), '25');
    await screen.findByText('Page 1 of 2');
    expect(lastQuery()).toEqual({ showDraftSubmissions: 'false', limit: '25', page: '1' });
    expect(await bodyRows()).toHaveLength(25);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 2');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show draft Submissions' }));
    await waitFor(() => expect(lastQuery()).toEqual({ showDraftSubmissions: 'true', limit: '25', page: '1' }));
    // No request went out for page 2 under the new filter.
    expect(listCalls().filter((call) => call.query.get('showDraftSubmissions') === 'true').map((call) => call.query.get('page'))).toEqual(['1']);
  });
});

describe('FormSubmissionsTab: one submission', () => {
  it('opens a dialog listing each field’s label and value as text; Escape closes it and focus goes back', async () => {
    stored = [
      row('s1', {
        form: { name: '<img src=x onerror=alert(1)>', Interested_In: 'DV-Aware;;Suicide Protect', phone: '', unlabelled: 'kept' },
        labels: { name: 'Your name', Interested_In: 'Interested In', phone: 'Phone' },
      }),
    ];
    renderTab();
    const view = within((await bodyRows())[0]).getByRole('button', { name: 'View' });
    view.focus();
    fireEvent.click(view);
    const dialog = screen.getByRole('dialog', { name: 'Submission' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByRole('heading', { name: 'Submission' })).toBeTruthy();
    expect(dialog.textContent).toContain('contact-us, 2:05 PM, 04/03/2025');

    const terms = within(dialog).getAllByRole('term').map((dt) => dt.textContent);
    const details = within(dialog).getAllByRole('definition');
    expect(terms).toEqual(['Your name', 'Interested In', 'Phone', 'unlabelled']);
    expect(details[0].textContent).toBe('<img src=x onerror=alert(1)>');
    expect(dialog.querySelector('img')).toBeNull();
    expect(within(details[1]).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['DV-Aware', 'Suicide Protect']);
    expect(details[2].textContent).toBe('No answer');
    expect(details[3].textContent).toBe('kept');

    // Focus is inside the dialog and stays there.
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(window, { key: 'Tab' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(view);
  });

  it('marks a draft in the dialog, and Close closes it', async () => {
    stored = [row('s1', { draft: true })];
    renderTab();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show draft Submissions' }));
    fireEvent.click(within((await bodyRows())[0]).getByRole('button', { name: 'View' }));
    const dialog = screen.getByRole('dialog', { name: 'Submission' });
    expect(within(dialog).getByText('Draft')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('FormSubmissionsTab: Export to CSV', () => {
  function captureDownloads() {
    const downloads: { name: string; href: string }[] = [];
    const blobs = new Map<string, Blob>();
    const revoked: string[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        const url = `blob:http://localhost/${blobs.size + 1}`;
        blobs.set(url, blob);
        return url;
      }),
      revokeObjectURL: vi.fn((url: string) => revoked.push(url)),
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ name: this.download, href: this.href });
    });
    return { downloads, blobs, revoked };
  }

  it('asks for every row matching the filters and downloads them as "Form Submissions Export.csv"', async () => {
    stored.push(row('s3', { identifier: 'contact-us', form: { name: '=HYPERLINK("http://example.com")', email: 'eve@example.org' } }));
    const { downloads, blobs, revoked } = captureDownloads();
    renderTab();
    await table();
    change(within(openFilters()).getByLabelText('Identifier'), 'contact-us');
    await waitFor(() => expect(lastQuery()).toMatchObject({ identifier: 'contact-us' }));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(2));

    fireEvent.click(screen.getByRole('button', { name: 'Export to CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const exportCall = calls.find((call) => call.path === 'forms/generateCSV')!;
    expect(Object.fromEntries(exportCall.query)).toEqual({ domainId: 'default', showDraftSubmissions: 'false', identifier: 'contact-us' });
    expect(downloads[0].name).toBe('Form Submissions Export.csv');
    const blob = blobs.get(downloads[0].href)!;
    expect(blob.type).toBe('text/csv;charset=utf-8');
    // Marked as UTF-8, so spreadsheet programs read names in any script.
    expect([...new Uint8Array(await blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = await blob.text();
    expect(text).toMatch(/^\uFEFF?Date,Identifier,Subject,Page,/);
    expect(text).toContain('sam@example.org');
    expect(text).toContain('eve@example.org');
    expect(text).not.toContain('workshop-enquiry');
    // Cells a spreadsheet would run as a formula are written as text.
    expect(text).not.toMatch(/(^|,)"?=HYPERLINK/m);
    // The link is gone and its address is given back once the download has started.
    expect(document.querySelector('a[download]')).toBeNull();
    await waitFor(() => expect(revoked).toEqual([downloads[0].href]));
    expect(screen.getByText('2 submissions exported.').getAttribute('role')).toBe('status');
  });

  it('says when the file holds fewer rows than match (the server caps an export)', async () => {
    captureDownloads();
    answers['forms/generateCSV'] = () => ({ body: { rows: stored, total: 7200 } });
    renderTab();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Export to CSV' }));
    expect((await screen.findByText(/^The file holds/)).textContent).toBe(
      'The file holds the newest 2 of 7200 matching submissions. Narrow the filters to export the rest.',
    );
  });

  it('is marked busy while the rows come, and says so when the export fails', async () => {
    const { downloads } = captureDownloads();
    let release!: () => void;
    answers['forms/generateCSV'] = () => ({ status: 500, body: { error: { message: 'Something went wrong on our side.' } } });
    renderTab();
    await table();
    const exportButton = screen.getByRole('button', { name: 'Export to CSV' });
    const gate = new Promise<void>((resolve) => (release = resolve));
    const realFetch = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        await gate;
        return realFetch(input, init);
      }),
    );
    fireEvent.click(exportButton);
    await waitFor(() => expect(exportButton.getAttribute('aria-disabled')).toBe('true'));
    expect(exportButton.textContent).toBe('Exporting…');
    // A second click while busy starts nothing.
    fireEvent.click(exportButton);
    await act(async () => release());
    expect((await screen.findByRole('alert')).textContent).toBe('The export failed: Something went wrong on our side.');
    expect(calls.filter((call) => call.path === 'forms/generateCSV')).toHaveLength(1);
    expect(downloads).toEqual([]);
    expect(exportButton.getAttribute('aria-disabled')).toBe('false');
    expect(exportButton.textContent).toBe('Export to CSV');
  });
});

describe('the Form Submissions tab in the dashboard', () => {
  it('is registered once, as Form Submissions', () => {
    expect(dashboardTabs.filter((tab) => tab.id === 'formSubmissions').map((tab) => tab.label)).toEqual(['Form Submissions']);
  });

  it('is visible to admin and forms users only', () => {
    const sees = (roles: Role[]) => visibleTabs(person(roles)).some((tab) => tab.id === 'formSubmissions');
    expect(sees(['admin'])).toBe(true);
    expect(sees(['forms'])).toBe(true);
    expect(sees(['editor', 'forms'])).toBe(true);
    expect(sees(['editor'])).toBe(false);
    expect(sees(['publisher'])).toBe(false);
    expect(visibleTabs(person(['forms'])).map((tab) => tab.label)).toEqual(['Form Submissions']);
  });
});
