import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DashboardOnly } from '@/editor/dashboard/dashboard-only';
import type { AuthUser } from '@/lib/auth/roles';

const formsUser: AuthUser = { _id: 'u-forms', username: 'fiona', email: 'fiona@example.org', name: 'Fiona', roles: ['forms'] };

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ formSubmissions: [], total: 0, allSubmissions: 0 }), { status: 200, headers: { 'content-type': 'application/json' } })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('a signed-in user who may not change content (forms role)', () => {
  it('gets only Dashboard and Log out in the menu, and the dashboard opens on Form Submissions', async () => {
    render(<DashboardOnly user={formsUser} domainId="default" />);
    const menu = screen.getByRole('navigation', { name: 'Editor menu' });
    const labels = [...menu.querySelectorAll('button')].map((button) => button.getAttribute('aria-label') ?? button.textContent?.trim());
    expect(labels.some((label) => /Select component|Save page|Publish page|Site settings/.test(label ?? ''))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Dashboard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to your dashboard, Fiona.' });
    expect(dialog).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Form Submissions']);
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });
});
