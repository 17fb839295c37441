import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UsersTab } from '@/editor/dashboard/users-tab';
import type { AuthUser } from '@/lib/auth/roles';
import type { UserSummary } from '@/lib/auth/user-summary';

const me: AuthUser = { _id: 'u-admin', username: 'admin', email: 'admin@example.org', name: 'Site Administrator', roles: ['admin'] };
const signedInAt = '2025-03-04T09:05:00.000Z';

const person = (over: Partial<UserSummary>): UserSummary => ({
  _id: 'u-x',
  username: 'x',
  email: 'x@example.org',
  name: 'X',
  roles: ['editor'],
  active: true,
  invited: false,
  lastSignIn: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...over,
});

let stored: UserSummary[];
type Answer = { status: number; body: unknown };
/** Answers for the next calls of a path, before the default behaviour. */
let queued: Record<string, Answer[]>;

const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const path = url.replace(/^\/api\//, '').split('?')[0];
  const next = queued[path]?.shift();
  const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  if (next) return reply(next.status, next.body);
  const body = init?.body ? JSON.parse(String(init.body)) : {};
  const replace = (user: UserSummary) => {
    stored = stored.map((u) => (u._id === user._id ? user : u));
    return reply(200, { user });
  };
  const find = () => stored.find((u) => u._id === body._id)!;
  switch (path) {
    case 'user/list':
      return reply(200, { users: stored });
    case 'user/invite': {
      const user = person({ _id: `u-${body.email}`, username: body.email, email: body.email, name: body.name, roles: body.roles, active: false, invited: true });
      stored = [...stored, user];
      return reply(200, { user });
    }
    case 'user/update':
      return replace({ ...find(), roles: body.roles });
    case 'user/deactivate':
      return replace({ ...find(), active: false, invited: false });
    case 'user/reactivate':
      return replace({ ...find(), active: true });
    default:
      return reply(404, { error: { message: 'Unknown' } });
  }
});
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url.startsWith(`/api/${path}`));
const sent = (path: string, index = 0) => JSON.parse(String(calls(path)[index][1]!.body));

beforeEach(() => {
  stored = [
    person({ _id: 'u-admin', username: 'admin', email: 'admin@example.org', name: 'Site Administrator', roles: ['admin'], lastSignIn: signedInAt }),
    person({ _id: 'u-ana', username: 'ana', email: 'ana@example.org', name: 'Ana Editor', roles: ['editor', 'forms'] }),
    person({ _id: 'u-ben', username: 'ben@example.org', email: 'ben@example.org', name: 'Ben Invited', active: false, invited: true }),
    person({ _id: 'u-cy', username: 'cy', email: 'cy@example.org', name: 'Cy Gone', roles: ['publisher'], active: false }),
  ];
  queued = {};
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderTab() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <UsersTab user={me} />
    </SWRConfig>,
  );
}

const table = () => screen.findByRole('table', { name: 'Users' });
const row = async (name: string) => [...(await table()).querySelectorAll<HTMLElement>('tbody tr')].find((tr) => tr.textContent!.includes(name))!;

describe('UsersTab: the table', () => {
  it('shows a loading state, then every account with its roles, last sign-in and status', async () => {
    renderTab();
    expect(screen.getByText('Loading users…')).toBeTruthy();
    const users = await table();
    expect(within(users).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Email', 'Roles', 'Last Sign-In', 'Status', 'Actions']);
    const rows = within(users).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('th, td')].slice(0, 5).map((c) => c.textContent))).toEqual([
      ['Site Administrator (you)', 'admin@example.org', 'Admin', format(new Date(signedInAt), 'h:mm a, dd/MM/yyyy'), 'Active'],
      ['Ana Editor', 'ana@example.org', 'Editor, Forms', 'Never', 'Active'],
      ['Ben Invited', 'ben@example.org', 'Editor', 'Never', 'Invited'],
      ['Cy Gone', 'cy@example.org', 'Publisher', 'Never', 'Deactivated'],
    ]);
    expect(format(new Date(signedInAt), 'h:mm a, dd/MM/yyyy')).toMatch(/^\d{1,2}:\d{2} (AM|PM), \d{2}\/03\/2025$/);
    // Nobody deactivates themselves; a deactivated account can be reactivated; an invitation can be sent again.
    expect(within(rows[0]).queryByRole('button', { name: 'Deactivate' })).toBeNull();
    expect(within(rows[1]).getAllByRole('button').map((b) => b.textContent)).toEqual(['Change roles', 'Deactivate']);
    expect(within(rows[2]).getAllByRole('button').map((b) => b.textContent)).toEqual(['Change roles', 'Deactivate', 'Resend invitation']);
    expect(within(rows[3]).getAllByRole('button').map((b) => b.textContent)).toEqual(['Change roles', 'Reactivate']);
    // Each row's buttons say whose account they act on.
    expect(within(rows[1]).getByRole('button', { name: 'Change roles' }).getAttribute('aria-describedby')).toBe(within(rows[1]).getByRole('rowheader').id);
  });

  it('shows the server message when the list cannot be loaded, and Try again asks again', async () => {
    queued['user/list'] = [{ status: 403, body: { error: { message: 'You do not have permission to do this.' } } }];
    renderTab();
    expect((await screen.findByRole('alert')).textContent).toContain('You do not have permission to do this.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await table();
    expect(calls('user/list')).toHaveLength(2);
  });
});

describe('UsersTab: changing roles', () => {
  it('opens a dialog with a checkbox per role; Save sends the roles and the table shows them', async () => {
    renderTab();
    const changeRoles = within(await row('Ana Editor')).getByRole('button', { name: 'Change roles' });
    changeRoles.focus();
    fireEvent.click(changeRoles);
    const dialog = screen.getByRole('dialog', { name: 'Change roles of Ana Editor' });
    const boxes = within(dialog).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => [within(dialog).getByText(b.labels![0].textContent!).textContent, b.checked])).toEqual([
      ['Admin', false],
      ['Publisher', false],
      ['Editor', true],
      ['Forms', true],
    ]);
    expect(document.activeElement).toBe(boxes[0]);
    fireEvent.click(within(dialog).getByLabelText('Publisher'));
    fireEvent.click(within(dialog).getByLabelText('Forms'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('user/update')).toEqual({ _id: 'u-ana', roles: ['publisher', 'editor'] });
    expect(screen.getByText('Roles of Ana Editor saved.').getAttribute('role')).toBe('status');
    await waitFor(async () => expect(within(await row('Ana Editor')).getAllByRole('cell')[1].textContent).toBe('Publisher, Editor'));
    expect(document.activeElement).toBe(changeRoles);
  });

  it('needs at least one role, shows the server refusal (the last admin), and Cancel or Escape change nothing', async () => {
    queued['user/update'] = [{ status: 409, body: { error: { message: 'The site needs at least one active admin.' } } }];
    renderTab();
    fireEvent.click(within(await row('Site Administrator')).getByRole('button', { name: 'Change roles' }));
    const dialog = screen.getByRole('dialog', { name: 'Change roles of Site Administrator' });
    fireEvent.click(within(dialog).getByLabelText('Admin'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Choose at least one role')).toBeTruthy();
    expect(calls('user/update')).toHaveLength(0);
    fireEvent.click(within(dialog).getByLabelText('Publisher'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The site needs at least one active admin.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(within(await row('Ana Editor')).getByRole('button', { name: 'Change roles' }));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls('user/update')).toHaveLength(1);
  });
});

describe('UsersTab: deactivating and reactivating', () => {
  it("asks 'Are you sure?' first; only a yes deactivates, and the status changes", async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderTab();
    const deactivate = within(await row('Ana Editor')).getByRole('button', { name: 'Deactivate' });
    fireEvent.click(deactivate);
    expect(confirm).toHaveBeenCalledWith('Are you sure?');
    expect(calls('user/deactivate')).toHaveLength(0);
    fireEvent.click(deactivate);
    await waitFor(() => expect(calls('user/deactivate')).toHaveLength(1));
    expect(sent('user/deactivate')).toEqual({ _id: 'u-ana' });
    await waitFor(async () => expect(within(await row('Ana Editor')).getAllByRole('cell')[3].textContent).toBe('Deactivated'));
    expect(screen.getByText('Ana Editor has been deactivated.')).toBeTruthy();
    // The Deactivate button is gone; focus goes to the row's first button instead of being lost.
    const changeRoles = within(await row('Ana Editor')).getByRole('button', { name: 'Change roles' });
    await waitFor(() => expect(document.activeElement).toBe(changeRoles));
  });

  it('shows the server message when deactivating is refused', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    queued['user/deactivate'] = [{ status: 409, body: { error: { message: 'The site needs at least one active admin.' } } }];
    renderTab();
    fireEvent.click(within(await row('Ana Editor')).getByRole('button', { name: 'Deactivate' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The site needs at least one active admin.');
  });

  it('reactivates a deactivated account', async () => {
    renderTab();
    fireEvent.click(within(await row('Cy Gone')).getByRole('button', { name: 'Reactivate' }));
    await waitFor(() => expect(screen.getByText('Cy Gone can sign in again.')).toBeTruthy());
    expect(sent('user/reactivate')).toEqual({ _id: 'u-cy' });
  });
});

describe('UsersTab: inviting', () => {
  it('checks the fields, then sends the invitation and says so', async () => {
    renderTab();
    await table();
    const form = screen.getByRole('region', { name: 'Invite user' });
    const send = within(form).getByRole('button', { name: 'Send invitation' });
    // Editor is chosen to begin with.
    expect((within(form).getByLabelText('Editor') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(form).getByLabelText('Editor'));
    fireEvent.click(send);
    expect(within(form).getByText('Please provide an email address')).toBeTruthy();
    expect(within(form).getByText('Name is required')).toBeTruthy();
    expect(within(form).getByText('Choose at least one role')).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByLabelText('Email'));
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(send);
    expect(within(form).getByText('Please provide a valid email address')).toBeTruthy();
    expect(calls('user/invite')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: ' dee@example.org ' } });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Dee New' } });
    fireEvent.click(within(form).getByLabelText('Publisher'));
    fireEvent.click(within(form).getByLabelText('Forms'));
    fireEvent.click(send);
    await waitFor(() => expect(within(form).getByRole('status').textContent).toBe('Invitation sent to dee@example.org.'));
    expect(sent('user/invite')).toEqual({ email: 'dee@example.org', name: 'Dee New', roles: ['publisher', 'forms'] });
    expect((within(form).getByLabelText('Email') as HTMLInputElement).value).toBe('');
    await waitFor(async () => expect(within(await row('Dee New')).getAllByRole('cell')[3].textContent).toBe('Invited'));
  });

  it("shows the server's message when the invitation is refused, keeping what was typed", async () => {
    queued['user/invite'] = [{ status: 409, body: { error: { message: 'An account with that email address already exists.' } } }];
    renderTab();
    await table();
    const form = screen.getByRole('region', { name: 'Invite user' });
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'ana@example.org' } });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Ana Again' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' })));
    expect((await within(form).findByRole('alert')).textContent).toBe('An account with that email address already exists.');
    expect((within(form).getByLabelText('Email') as HTMLInputElement).value).toBe('ana@example.org');
    expect(within(form).getByRole('status').textContent).toBe('');
  });
});
