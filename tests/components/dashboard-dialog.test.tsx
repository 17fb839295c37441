import { fireEvent, render, screen, within } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DashboardDialog } from '@/editor/dashboard/dashboard-dialog';
import { DashboardTabs } from '@/editor/dashboard/dashboard-tabs';
import { FullScreenDialog } from '@/editor/dashboard/full-screen-dialog';
import { ModalDialog } from '@/editor/ui/modal-dialog';
import { dashboardTabs, visibleTabs, type DashboardTab } from '@/editor/dashboard/tab-registry';
import type { AuthUser, Role } from '@/lib/auth/roles';

const person = (roles: Role[], name = 'Ana Editor'): AuthUser => ({ _id: `user-${roles.join('-')}`, username: 'ana', email: 'ana@example.org', name, roles });

const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
  new Response(JSON.stringify({ sitemap: [], total: 0, users: [], formSubmissions: [], allSubmissions: 0 }), { status: 200, headers: { 'content-type': 'application/json' } }),
);

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderDashboard(user: AuthUser) {
  const handlers = { onClose: vi.fn(), onNavigate: vi.fn() };
  const opener = document.createElement('button');
  opener.textContent = 'Dashboard';
  document.body.append(opener);
  opener.focus();
  const view = render(<DashboardDialog user={user} domainId="default" {...handlers} />);
  return { ...handlers, opener, ...view };
}

describe('DashboardDialog', () => {
  it('is a modal dialog headed with the user’s name, or the username when no name is set', () => {
    renderDashboard(person(['editor']));
    const dialog = screen.getByRole('dialog', { name: 'Welcome to your dashboard, Ana Editor.' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByRole('heading', { name: 'Welcome to your dashboard, Ana Editor.' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('falls back to the username', () => {
    renderDashboard(person(['editor'], ''));
    expect(screen.getByRole('heading', { name: 'Welcome to your dashboard, ana.' })).toBeTruthy();
  });

  it('shows the Sitemap, Reviews, Content health, Media library and Searches tabs to those who may edit, the Trash to publishers, Users, Access log, Export and import and Site status only to admins, Form Submissions to admins and forms users', () => {
    const { unmount } = renderDashboard(person(['admin']));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Sitemap', 'Reviews', 'Content health', 'Media library', 'Searches', 'Trash', 'Users', 'Form Submissions', 'Access log', 'Export and import', 'Site status']);
    unmount();
    for (const [role, tabs] of [['publisher', ['Sitemap', 'Reviews', 'Content health', 'Media library', 'Searches', 'Trash']], ['editor', ['Sitemap', 'Reviews', 'Content health', 'Media library', 'Searches']]] as const) {
      const view = renderDashboard(person([role]));
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(tabs);
      view.unmount();
    }
    renderDashboard(person(['forms']));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Form Submissions']);
  });

  it('the registry lists Sitemap, Reviews, Content health, Media library, Searches, Trash, Users, Form Submissions, Access log, Export and import and Site status, each with its own rule', () => {
    expect(dashboardTabs.map((tab) => tab.label)).toEqual(['Sitemap', 'Reviews', 'Content health', 'Media library', 'Searches', 'Trash', 'Users', 'Form Submissions', 'Access log', 'Export and import', 'Site status']);
    expect(visibleTabs(person(['admin'])).map((tab) => tab.id)).toEqual(['sitemap', 'reviews', 'health', 'media', 'searches', 'trash', 'users', 'formSubmissions', 'accessLog', 'contentTransfer', 'siteStatus']);
    expect(visibleTabs(person(['editor'])).map((tab) => tab.id)).toEqual(['sitemap', 'reviews', 'health', 'media', 'searches']);
    expect(visibleTabs(person(['editor', 'forms'])).map((tab) => tab.id)).toEqual(['sitemap', 'reviews', 'health', 'media', 'searches', 'formSubmissions']);
  });

  it('selects and focuses the first visible tab, which controls its panel', () => {
    renderDashboard(person(['editor']));
    const [sitemap] = screen.getAllByRole('tab');
    expect(sitemap.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(sitemap);
    expect(sitemap.getAttribute('aria-controls')).toBe(screen.getByRole('tabpanel', { name: 'Sitemap' }).id);
  });

  it('tabs follow WAI-ARIA: arrow keys, Home and End choose a tab; a panel once opened keeps its state', () => {
    const panel = (label: string) => ({ user }: { user: AuthUser }) => {
      const [count, setCount] = useState(0);
      return (
        <button type="button" onClick={() => setCount(count + 1)}>
          {label} for {user.username}: {count}
        </button>
      );
    };
    const tabs: DashboardTab[] = ['One', 'Two', 'Three'].map((label) => ({ id: label.toLowerCase(), label, visible: () => true, Component: panel(label) }));
    render(<DashboardTabs tabs={tabs} user={person(['editor'])} domainId="default" onNavigate={vi.fn()} />);
    const [one, two, three] = screen.getAllByRole('tab');
    expect(screen.getByRole('tablist').contains(one)).toBe(true);
    expect([one, two, three].map((tab) => [tab.getAttribute('aria-selected'), tab.tabIndex])).toEqual([
      ['true', 0],
      ['false', -1],
      ['false', -1],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'One for ana: 0' }));
    // Panels not yet chosen are not built.
    expect(screen.queryByText(/^Two for/)).toBeNull();

    fireEvent.keyDown(one, { key: 'ArrowRight' });
    expect(two.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(two);
    expect(screen.getByRole('tabpanel', { name: 'Two' }).textContent).toBe('Two for ana: 0');
    expect(screen.queryByRole('tabpanel', { name: 'One' })).toBeNull();

    fireEvent.keyDown(two, { key: 'End' });
    expect(document.activeElement).toBe(three);
    fireEvent.keyDown(three, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(one);
    fireEvent.keyDown(one, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(three);
    fireEvent.keyDown(three, { key: 'Home' });
    expect(one.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'One' }).textContent).toBe('One for ana: 1');
    fireEvent.click(two);
    expect(two.getAttribute('aria-selected')).toBe('true');
    expect(one.tabIndex).toBe(-1);
  });

  it('Close and Escape close it; focus goes back to what opened it', () => {
    const view = renderDashboard(person(['editor']));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(view.onClose).toHaveBeenCalledOnce();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(view.onClose).toHaveBeenCalledTimes(2);
    view.unmount();
    expect(document.activeElement).toBe(view.opener);
  });

  it('Escape meant for a dialog opened on top of it leaves the dashboard open', () => {
    const onClose = vi.fn();
    const onInnerClose = vi.fn();
    render(
      <FullScreenDialog title="Welcome to your dashboard, Ana." onClose={onClose}>
        <ModalDialog title="Change roles" onClose={onInnerClose}>
          <input aria-label="Role" />
        </ModalDialog>
      </FullScreenDialog>,
    );
    screen.getByLabelText('Role').focus();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onInnerClose).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps Tab inside: Shift+Tab from the first stop goes to the last', () => {
    renderDashboard(person(['editor']));
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.keyDown(window, { key: 'Tab', shiftKey: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(close);
    fireEvent.keyDown(window, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
  });

  it('stays in editor code: nothing a visitor downloads imports the dashboard', () => {
    const sources = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return sources(full);
        return /\.(ts|tsx|js|jsx|mjs)$/.test(entry.name) ? [full] : [];
      });
    const importers = ['components', 'app']
      .flatMap((dir) => sources(path.resolve(dir)))
      .filter((file) => /editor\/dashboard/.test(fs.readFileSync(file, 'utf8')));
    expect(importers).toEqual([]);
  });
});
