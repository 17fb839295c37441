import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageSchema } from '@/lib/content/schemas';
import type { PreviewLinkSummary } from '@/lib/preview/preview-link-types';
import { PreviewLinkSection } from '@/editor/pages/preview-link-section';
import { ToastProvider } from '@/editor/ui/toasts';
import { fakeApi, type Call } from './fake-api';

const savedPage = PageSchema.parse({ _id: 'page-about', domainId: 'default', slug: 'about', header: { title: 'About us' }, version: 3 });

const link = (fields: Partial<PreviewLinkSummary>): PreviewLinkSummary => ({
  _id: 'link-1',
  createdAt: '2026-11-20T01:00:00.000Z',
  expiresAt: '2026-11-27T01:00:00.000Z',
  revokedAt: null,
  createdByName: 'eddie',
  status: 'active',
  path: '/preview/aaa.bbb.ccc',
  ...fields,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderSection(dirty = false) {
  render(
    <ToastProvider>
      <PreviewLinkSection savedPage={savedPage} dirty={dirty} busy={false} />
    </ToastProvider>,
  );
}

const list = () => screen.findByRole('list', { name: 'Preview links of this page' });

describe('PreviewLinkSection', () => {
  it("lists the page's links with their expiry and maker, with Copy link and Revoke only for links that still work", async () => {
    const calls = fakeApi({
      'page/listPreviewLinks': () => ({
        body: { links: [link({}), link({ _id: 'link-2', status: 'revoked', revokedAt: '2026-11-21T02:00:00.000Z', path: null, createdByName: '' })] },
      }),
    });
    renderSection();
    expect(screen.getByRole('heading', { name: 'Preview links' })).toBeTruthy();
    const items = within(await list()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0].textContent).toMatch(/^Expires .*2026, [\w ]+ Made by eddie/);
    expect(within(items[0]).getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(within(items[0]).getByRole('button', { name: 'Revoke' })).toBeTruthy();
    expect(items[1].textContent).toMatch(/^Revoked .* Made by a former user/);
    expect(within(items[1]).queryByRole('button')).toBeNull();
    expect(calls[0].body).toEqual({ pageId: 'page-about' });
  });

  it('creates a link for the chosen number of days (7 unless changed) and shows its full address', async () => {
    const calls = fakeApi({
      'page/listPreviewLinks': () => ({ body: { links: [] } }),
      'page/createPreviewLink': (call: Call) => ({ body: { link: link({ _id: 'link-new', path: '/preview/new.token.here' }) } }),
    });
    renderSection();
    expect(await screen.findByText('No preview links yet.')).toBeTruthy();
    const days = screen.getByRole('combobox', { name: 'Link works for' }) as HTMLSelectElement;
    expect([...days.options].map((o) => o.text)).toEqual(['1 day', '7 days', '30 days']);
    expect(days.value).toBe('7');
    fireEvent.change(days, { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create preview link' }));
    const address = (await screen.findByRole('textbox', { name: 'New preview link' })) as HTMLInputElement;
    expect(address.value).toBe(`${window.location.origin}/preview/new.token.here`);
    expect(address.readOnly).toBe(true);
    expect(calls.find((c) => c.path === 'page/createPreviewLink')?.body).toEqual({ pageId: 'page-about', collection: 'pages', days: 30 });
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('copies a link to the clipboard and says so', async () => {
    fakeApi({ 'page/listPreviewLinks': () => ({ body: { links: [link({})] } }) });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderSection();
    fireEvent.click(within(await list()).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Preview link copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/preview/aaa.bbb.ccc`);
  });

  it('revokes a link after asking, and then offers it no more', async () => {
    const calls = fakeApi({
      'page/listPreviewLinks': () => ({ body: { links: [link({})] } }),
      'page/revokePreviewLink': () => ({ body: { link: link({ status: 'revoked', revokedAt: '2026-11-22T00:00:00.000Z', path: null }) } }),
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderSection();
    const revoke = within(await list()).getByRole('button', { name: 'Revoke' });
    fireEvent.click(revoke);
    expect(calls.some((c) => c.path === 'page/revokePreviewLink')).toBe(false);
    fireEvent.click(revoke);
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Preview link revoked')).toBeTruthy();
    expect(calls.find((c) => c.path === 'page/revokePreviewLink')?.body).toEqual({ id: 'link-1' });
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Preview links of this page' })).queryByRole('button', { name: 'Revoke' })).toBeNull());
    expect(screen.getByRole('listitem').textContent).toMatch(/^Revoked/);
  });

  it("says unsaved changes must be saved to appear, and shows the server's refusal", async () => {
    fakeApi({
      'page/listPreviewLinks': () => ({ body: { links: [] } }),
      'page/createPreviewLink': () => ({ status: 403, body: { error: { message: 'You do not have permission to do this.' } } }),
    });
    renderSection(true);
    expect(screen.getByText('You have unsaved changes: save the page first for them to appear in a preview.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create preview link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You do not have permission to do this.');
  });
});
