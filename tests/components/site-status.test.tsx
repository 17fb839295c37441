import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DashboardDialog } from '@/editor/dashboard/dashboard-dialog';
import { ATTENTION_DISMISSED_KEY, SiteAttentionNotice } from '@/editor/dashboard/site-attention-notice';
import { submissionTime } from '@/editor/dashboard/form-submissions/submission-fields';
import { SiteStatusTab } from '@/editor/dashboard/site-status-tab';
import { dashboardTabs, SITE_STATUS_TAB } from '@/editor/dashboard/tab-registry';
import type { AuthUser, Role } from '@/lib/auth/roles';
import type { SiteStatus } from '@/lib/site-status/status-types';
import { fakeApi, type Answer, type Call } from './fake-api';

const person = (roles: Role[]): AuthUser => ({ _id: `user-${roles.join('-')}`, username: 'ana', email: 'ana@example.org', name: 'Ana', roles });

const backupAt = new Date(2026, 2, 1, 9, 30).toISOString();
const waitingSince = new Date(2026, 2, 10, 8, 5).toISOString();
const checkedAt = new Date(2026, 2, 10, 12, 0).toISOString();

const troubled = (): SiteStatus => ({
  version: '1.4.2',
  checkedAt,
  store: { kind: 'embedded', bytes: 12_400_000 },
  storedFiles: {
    kind: 'files',
    pictures: { bytes: 250_000_000, count: 120 },
    pictureSizes: { bytes: 48_300_000, count: 1 },
    documents: { bytes: 0, count: 0 },
  },
  disk: { freeBytes: 4_200_000_000, totalBytes: 64_000_000_000 },
  mail: { pending: 3, oldestPending: { submittedAt: waitingSince, attempts: 5 }, failedLast7Days: 1, failedLast30Days: 2, failed: 7 },
  lastBackup: { at: backupAt, by: 'user-admin', documents: 300, storedFiles: 120, bytes: 260_000_000 },
  cancelledSchedules: 0,
  warnings: ['1 email from a form could not be sent in the last 7 days.', "The disk holding the site's data is nearly full."],
});

let current: SiteStatus;
let calls: Call[];
let answer: () => Answer;

beforeEach(() => {
  current = troubled();
  answer = () => ({ body: current });
  calls = fakeApi({ 'site/status': () => answer() });
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById('main-content')?.remove();
});

const fresh = (children: React.ReactNode) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>{children}</SWRConfig>
);
const statusCalls = () => calls.filter((call) => call.path === 'site/status');

/** The definition list's terms and values, as text. */
const figures = (section: HTMLElement) => {
  const terms = within(section).getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]));
};

describe('the Site status tab', () => {
  it('is registered last, for admins only', () => {
    const tab = dashboardTabs.at(-1)!;
    expect([tab.id, tab.label]).toEqual([SITE_STATUS_TAB, 'Site status']);
    expect(tab.visible(person(['admin']))).toBe(true);
    for (const role of ['publisher', 'editor', 'forms'] as const) expect(tab.visible(person([role]))).toBe(false);
  });

  it('puts the warnings first, under a heading, in a status region', async () => {
    render(fresh(<SiteStatusTab />));
    const warnings = await screen.findByRole('status', { name: 'Needs attention' });
    expect(within(warnings).getAllByRole('listitem').map((item) => item.textContent)).toEqual(current.warnings);
    // Before anything else in the tab.
    const first = screen.getAllByRole('heading', { level: 3 })[0];
    expect(first.textContent).toBe('Needs attention');
  });

  it('shows every figure in words with units, and dates as the other tabs do', async () => {
    render(fresh(<SiteStatusTab />));
    const storage = await screen.findByRole('region', { name: 'Storage' });
    expect(figures(storage)).toEqual({
      'Content and settings (files on this server)': '12.4 MB',
      'Pictures as uploaded': '120 files, 250 MB',
      'Picture sizes made for pages (made again when needed)': '1 file, 48.3 MB',
      Documents: '0 files, 0 bytes',
      'Free disk space': '4.2 GB free of 64 GB (6%)',
    });
    expect(figures(screen.getByRole('region', { name: 'Form emails' }))).toEqual({
      'Waiting to be sent': '3',
      'Waiting longest': `Form sent at ${submissionTime(waitingSince)} (5 attempts so far)`,
      'Given up on, forms sent in the last 30 days': '2',
      'Given up on, in all': '7',
    });
    const site = screen.getByRole('region', { name: 'This site' });
    expect(figures(site)).toEqual({ Version: '1.4.2', 'Figures read at': submissionTime(checkedAt) });
    expect(site.querySelector('time')?.getAttribute('dateTime')).toBe(checkedAt);
  });

  it('offers the backup download with what it holds and when the last one was made', async () => {
    render(fresh(<SiteStatusTab />));
    const backup = await screen.findByRole('region', { name: 'Backup' });
    const link = within(backup).getByRole('link', { name: 'Download a backup' });
    expect(link.getAttribute('href')).toBe('/api/backup/download');
    expect(link.hasAttribute('download')).toBe(true);
    expect(backup.textContent).toContain('every page, setting, staff account and form submission, and every uploaded picture and document');
    expect(backup.textContent).toContain(`The last backup was made at ${submissionTime(backupAt)} (260 MB).`);
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(backup.textContent).toContain('Your browser is saving the backup.');
  });

  it('says when no backup was made and when all is well, and what it cannot know on MongoDB', async () => {
    current = { ...troubled(), warnings: [], lastBackup: null, disk: null, store: { kind: 'mongodb', bytes: 1000 } };
    render(fresh(<SiteStatusTab />));
    expect((await screen.findByRole('status')).textContent).toMatch(/^No problems found/);
    expect(screen.getByRole('region', { name: 'Backup' }).textContent).toContain('No backup has been made yet.');
    expect(figures(screen.getByRole('region', { name: 'Storage' }))).toMatchObject({
      'Database (MongoDB, including stored files)': '1 kB',
      'Free disk space': 'Not known (the data is not kept on this server’s disk)',
    });
  });

  it('reads the figures again on Refresh', async () => {
    render(fresh(<SiteStatusTab />));
    await screen.findByRole('region', { name: 'Storage' });
    expect(statusCalls()).toHaveLength(1);
    current = { ...troubled(), warnings: [] };
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^No problems found/));
    expect(statusCalls()).toHaveLength(2);
  });

  it('shows the server’s message and a way to try again when the figures cannot be read', async () => {
    answer = () => ({ status: 500, body: { error: { message: 'The store is not answering' } } });
    render(fresh(<SiteStatusTab />));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The store is not answering');
    answer = () => ({ body: current });
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Storage' })).toBeTruthy();
  });

  it('opens first when the dashboard is asked to', async () => {
    render(fresh(<DashboardDialog user={person(['admin'])} domainId="default" onClose={vi.fn()} onNavigate={vi.fn()} initialTab={SITE_STATUS_TAB} />));
    expect(screen.getByRole('tab', { name: 'Site status' }).getAttribute('aria-selected')).toBe('true');
    expect(await within(screen.getByRole('tabpanel', { name: 'Site status' })).findByRole('region', { name: 'Storage' })).toBeTruthy();
  });
});

describe('the notice when an admin opens the editor', () => {
  const renderNotice = (user: AuthUser, onOpenStatus = vi.fn()) => {
    const main = document.createElement('main');
    main.id = 'main-content';
    main.tabIndex = -1;
    main.innerHTML = '<div id="page-content"><h1>Home</h1></div>';
    document.body.append(main);
    const view = render(fresh(<SiteAttentionNotice user={user} onOpenStatus={onOpenStatus} />));
    return { ...view, main, onOpenStatus };
  };

  it('lists the warnings at the top of the page’s main content, with a way to the Site status tab', async () => {
    const { main, onOpenStatus } = renderNotice(person(['admin']));
    const notice = await screen.findByRole('status', { name: 'The site needs attention' });
    expect(main.firstElementChild?.contains(notice)).toBe(true);
    expect(within(notice).getAllByRole('listitem').map((item) => item.textContent)).toEqual(current.warnings);
    fireEvent.click(within(notice).getByRole('button', { name: 'Show site status' }));
    expect(onOpenStatus).toHaveBeenCalledTimes(1);
    expect(statusCalls()).toHaveLength(1);
  });

  it('once dismissed, stays away for the rest of the browser tab’s session without asking again', async () => {
    const { main, unmount } = renderNotice(person(['admin']));
    const notice = await screen.findByRole('status', { name: 'The site needs attention' });
    fireEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status', { name: 'The site needs attention' })).toBeNull();
    expect(document.activeElement).toBe(main);
    expect(window.sessionStorage.getItem(ATTENTION_DISMISSED_KEY)).toBe('1');
    unmount();
    main.remove();

    renderNotice(person(['admin']));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('status')).toBeNull();
    expect(statusCalls()).toHaveLength(1);
  });

  it('shows nothing when all is well or the status cannot be read', async () => {
    current = { ...troubled(), warnings: [] };
    const first = renderNotice(person(['admin']));
    await waitFor(() => expect(statusCalls()).toHaveLength(1));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('status')).toBeNull();
    first.unmount();
    first.main.remove();

    answer = () => ({ status: 500, body: { error: { message: 'Down' } } });
    renderNotice(person(['admin']));
    await waitFor(() => expect(statusCalls()).toHaveLength(2));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('never asks for the status for anyone but an admin', async () => {
    for (const role of ['publisher', 'editor', 'forms'] as const) {
      const view = renderNotice(person([role]));
      await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
      view.unmount();
      view.main.remove();
    }
    expect(statusCalls()).toEqual([]);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
