import { fireEvent, render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccessLogTab } from '@/editor/dashboard/access-log-tab';
import { dashboardTabs, visibleTabs } from '@/editor/dashboard/tab-registry';
import type { AuthUser, Role } from '@/lib/auth/roles';
import type { SubmissionAccessEntry } from '@/lib/forms/submission-access-types';
import { fakeApi, type Answer, type Call } from './fake-api';

const person = (roles: Role[]): AuthUser => ({ _id: `user-${roles.join('-')}`, username: 'ana', email: 'ana@example.org', name: 'Ana', roles });

const entry = (id: string, more: Partial<SubmissionAccessEntry>): SubmissionAccessEntry => ({
  _id: id,
  userId: 'user-fiona',
  username: 'fiona',
  action: 'view',
  count: 1,
  formId: 'contact-form',
  domainId: 'default',
  at: new Date(2025, 2, 4, 14, 5).toISOString(),
  ...more,
});

let stored: SubmissionAccessEntry[];
let calls: Call[];

beforeEach(() => {
  stored = [
    entry('e1', { action: 'view', count: 3, submissionIds: ['a', 'b', 'c'] }),
    entry('e2', { action: 'export', count: 12, formId: null, username: 'admin', at: new Date(2025, 2, 3, 9, 30).toISOString() }),
    ...Array.from({ length: 10 }, (_, i) => entry(`old${i}`, { at: new Date(2025, 0, 1 + i).toISOString() })),
  ];
  calls = fakeApi({
    'forms/accessLog': ({ body }): Answer => {
      const page = Number(body?.page ?? 1);
      const limit = Number(body?.limit ?? 20);
      return { body: { entries: stored.slice((page - 1) * limit, page * limit), total: stored.length, page, limit } };
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderTab() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, revalidateOnFocus: false, shouldRetryOnError: false }}>
      <AccessLogTab />
    </SWRConfig>,
  );
}

const rowsText = async () => {
  const table = await screen.findByRole('table', { name: 'Who viewed or exported form submissions' });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
};

describe('the Access log tab', () => {
  it('lists when, who and what, newest first as the server answers', async () => {
    renderTab();
    const rows = await rowsText();
    expect(rows[0]).toEqual(['When', 'Who', 'What']);
    expect(rows[1]).toEqual(['2:05 PM, 04/03/2025', 'fiona', 'Viewed 3 submissions of contact-form']);
    expect(rows[2]).toEqual(['9:30 AM, 03/03/2025', 'admin', 'Exported 12 submissions to CSV']);
    expect(calls[0]).toMatchObject({ path: 'forms/accessLog', method: 'POST', body: { page: 1, limit: 10 } });
  });

  it('pages through the log', async () => {
    renderTab();
    await rowsText();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect((await rowsText()).length).toBe(3);
    expect(calls.at(-1)!.body).toEqual({ page: 2, limit: 10 });
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when nobody has looked yet, and offers to try again when loading fails', async () => {
    stored = [];
    const view = renderTab();
    expect(await screen.findByText('Nobody has viewed or exported form submissions yet.')).toBeTruthy();
    view.unmount();
    fakeApi({ 'forms/accessLog': () => ({ status: 500, body: { error: { message: 'The store is not available' } } }) });
    renderTab();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The store is not available');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('is a dashboard tab for admins only', () => {
    expect(dashboardTabs.filter((tab) => tab.id === 'accessLog').map((tab) => tab.label)).toEqual(['Access log']);
    const sees = (roles: Role[]) => visibleTabs(person(roles)).some((tab) => tab.id === 'accessLog');
    expect(sees(['admin'])).toBe(true);
    expect(sees(['forms'])).toBe(false);
    expect(sees(['editor', 'forms'])).toBe(false);
    expect(sees(['publisher'])).toBe(false);
  });
});
