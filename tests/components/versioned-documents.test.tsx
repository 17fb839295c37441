// The editor's one versioned-document flow and backup mechanism, through the navigation, the footer and the
// domain form (the page and the site settings have their own tests): a stale save asks which copy wins and keeps
// mine when told to; unsaved work left in the browser is offered back and restored with the version it was based on.
import { act, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chromeBackupCodec, chromeBackupKey } from '@/editor/chrome/chrome-document';
import { useChromeDocument } from '@/editor/chrome/use-chrome-document';
import { ConfigSettingsPanel } from '@/editor/settings/config-settings-panel';
import { domainBackupCodec, domainBackupKey } from '@/editor/settings/use-domain-document';
import type { DomainState } from '@/editor/settings/use-domains';
import { ToastProvider } from '@/editor/ui/toasts';
import { FooterSchema, NavSchema } from '@/lib/content/schemas';
import { domainState } from './domain-fixtures';
import { fakeApi, type Call } from './fake-api';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const stale = (what: string) => ({ status: 409, body: { error: { code: 'conflict', stale: true, message: `Someone else saved ${what} after you opened it.` } } });
const meta = (version: number) => ({ domainId: 'default', version, updatedAt: '2026-11-20T10:00:00.000Z', publishedAt: null, pendingChanges: false });

describe('the navigation through the one flow', () => {
  it('keeps my copy after a stale save and, told to, saves it over theirs at their version', async () => {
    let version = 3;
    let refuseNext = true;
    const calls = fakeApi({
      'site/loadNav': () => ({ body: { nav: { ...NavSchema.parse({ donate: { text: 'Give', href: '/give' } }), ...meta(version) } } }),
      'site/saveNav': (call: Call) => {
        if (refuseNext) {
          refuseNext = false;
          version = 4; // someone else saved meanwhile
          return stale('the navigation');
        }
        const sent = (call.body as { nav: Record<string, unknown> }).nav;
        return { body: { nav: { ...sent, ...meta(Number(sent.version) + 1) } } };
      },
    });
    const notify = vi.fn();
    const { result } = renderHook(() => useChromeDocument('nav', 'default', 'user-ana', notify));
    await waitFor(() => expect(result.current.value).not.toBeNull());
    act(() => result.current.set('donate.text', 'Donate now'));
    expect(result.current.dirty).toBe(true);

    await act(() => result.current.save());
    expect(result.current.conflict).toBe(true);
    expect(result.current.value?.donate.text).toBe('Donate now');
    expect(notify).not.toHaveBeenCalledWith('error', expect.anything());

    await act(() => result.current.keepMine());
    const saves = calls.filter((c) => c.path === 'site/saveNav');
    expect(saves.map((c) => (c.body as { nav: { version: number } }).nav.version)).toEqual([3, 4]);
    expect((saves[1].body as { nav: { donate: { text: string } } }).nav.donate.text).toBe('Donate now');
    expect(result.current.conflict).toBe(false);
    expect(result.current.dirty).toBe(false);
    expect(notify).toHaveBeenCalledWith('success', 'Nav Saved');
  });

  it('reloads theirs when told to', async () => {
    let title = 'Give';
    fakeApi({
      'site/loadNav': () => ({ body: { nav: { ...NavSchema.parse({ donate: { text: title, href: '/give' } }), ...meta(title === 'Give' ? 3 : 4) } } }),
      'site/saveNav': () => stale('the navigation'),
    });
    const { result } = renderHook(({ notify }) => useChromeDocument('nav', 'default', 'user-ana', notify), { initialProps: { notify: vi.fn() } });
    await waitFor(() => expect(result.current.value).not.toBeNull());
    act(() => result.current.set('donate.text', 'Mine'));
    await act(() => result.current.save());
    title = 'Theirs';
    await act(() => result.current.reloadTheirs());
    expect(result.current.value?.donate.text).toBe('Theirs');
    expect(result.current.dirty).toBe(false);
    expect(result.current.conflict).toBe(false);
  });
});

describe('undo and redo of the navigation', () => {
  it('step back to the saved copy and forward again; a save keeps what can be undone', async () => {
    fakeApi({
      'site/loadNav': () => ({ body: { nav: { ...NavSchema.parse({ donate: { text: 'Give', href: '/give' } }), ...meta(3) } } }),
      'site/saveNav': (call: Call) => ({ body: { nav: { ...(call.body as { nav: object }).nav, ...meta(4) } } }),
    });
    const { result } = renderHook(({ notify }) => useChromeDocument('nav', 'default', 'user-ana', notify), { initialProps: { notify: vi.fn() } });
    await waitFor(() => expect(result.current.value).not.toBeNull());
    expect(result.current.canUndo).toBe(false);
    act(() => result.current.set('donate.text', 'Donate'));
    act(() => result.current.undo());
    expect(result.current).toMatchObject({ dirty: false, canUndo: false, canRedo: true });
    expect(result.current.value?.donate.text).toBe('Give');
    act(() => result.current.redo());
    expect(result.current.value?.donate.text).toBe('Donate');
    await act(() => result.current.save());
    expect(result.current).toMatchObject({ dirty: false, canUndo: true });
    act(() => result.current.undo());
    expect(result.current).toMatchObject({ dirty: true });
    expect(result.current.value?.donate.text).toBe('Give');
  });
});

describe('the footer through the one backup mechanism', () => {
  it('offers back what a closed tab left, and restores it at the version it was based on', async () => {
    const key = chromeBackupKey('user-ana', 'default', 'footer');
    const left = FooterSchema.parse({ acknowledgement: 'Typed before the tab closed' });
    localStorage.setItem(key, chromeBackupCodec('footer').serialise(left, 2, new Date()));
    const calls = fakeApi({
      'site/loadFooter': () => ({ body: { footer: { ...FooterSchema.parse({ acknowledgement: 'Stored words' }), ...meta(5) } } }),
      'site/saveFooter': () => stale('the footer'),
    });
    const { result } = renderHook(({ notify }) => useChromeDocument('footer', 'default', 'user-ana', notify), { initialProps: { notify: vi.fn() } });
    await waitFor(() => expect(result.current.backupOffer).not.toBeNull());
    expect(result.current.value?.acknowledgement).toBe('Stored words');
    act(() => result.current.restoreBackup());
    expect(result.current.backupOffer).toBeNull();
    expect(result.current.value?.acknowledgement).toBe('Typed before the tab closed');
    expect(result.current.dirty).toBe(true);
    // Saved at the version it was based on: someone saved since, so the conflict choice comes up.
    await act(() => result.current.save());
    expect((calls.find((c) => c.path === 'site/saveFooter')?.body as { footer: { version: number } }).footer.version).toBe(2);
    expect(result.current.conflict).toBe(true);
  });

  it('Later keeps the backup untouched while new typing goes on; Discard removes it and backs up what follows', async () => {
    const key = chromeBackupKey('user-ana', 'default', 'footer');
    const text = chromeBackupCodec('footer').serialise(FooterSchema.parse({ acknowledgement: 'Older typing' }), 5, new Date());
    localStorage.setItem(key, text);
    fakeApi({ 'site/loadFooter': () => ({ body: { footer: { ...FooterSchema.parse({}), ...meta(5) } } }) });
    const { result, unmount: first } = renderHook(({ notify }) => useChromeDocument('footer', 'default', 'user-ana', notify), { initialProps: { notify: vi.fn() } });
    await waitFor(() => expect(result.current.backupOffer).not.toBeNull());
    act(() => result.current.postponeBackup());
    expect(result.current.backupOffer).toBeNull();
    act(() => result.current.set('acknowledgement', 'New typing'));
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(key)).toBe(text);
    first();

    // Offered again next time; Discard removes it, and typing from then on is backed up afresh.
    const { result: again } = renderHook(({ notify }) => useChromeDocument('footer', 'default', 'user-ana', notify), { initialProps: { notify: vi.fn() } });
    await waitFor(() => expect(again.current.backupOffer).not.toBeNull());
    act(() => again.current.discardBackup());
    expect(localStorage.getItem(key)).toBeNull();
    act(() => again.current.set('acknowledgement', 'Newest typing'));
    window.dispatchEvent(new Event('pagehide'));
    expect(chromeBackupCodec('footer').parse(localStorage.getItem(key), new Date())?.value.acknowledgement).toBe('Newest typing');
  });
});

const domain = domainState;

function renderConfig() {
  return render(
    <ToastProvider>
      <ConfigSettingsPanel userId="user-ana" hostname="localhost" onClose={vi.fn()} onActiveDomainChanged={vi.fn()} />
    </ToastProvider>,
  );
}

describe('a domain through the one flow and backup', () => {
  it('a stale save opens the conflict dialog; Keep mine saves my typing over theirs at their version', async () => {
    let second = domain({ _id: 'second', name: 'Second site', hostnames: ['127.0.0.2'], version: 1 });
    const tidewell = domain({ _id: 'default', name: 'Tidewell', hostnames: ['localhost'], isDefault: true });
    const calls = fakeApi({
      'config/loadDomain': () => ({ body: { domain: tidewell, domains: [tidewell, second] } }),
      'config/saveDomain': (call) => {
        const sent = (call.body as { domain: DomainState }).domain;
        if (sent.version !== second.version) return stale('this domain');
        second = { ...second, ...sent, version: second.version + 1 };
        return { body: { domain: second } };
      },
    });
    renderConfig();
    fireEvent.click(within(await screen.findByRole('article', { name: 'Second site' })).getByRole('button', { name: 'Edit' }));
    second = { ...second, name: 'Renamed by someone else', version: 2 };
    const form = screen.getByRole('form', { name: 'Edit Second site' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'Mine' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'This domain has changed' });
    expect((within(form).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Mine');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep mine and save over theirs' }));
    expect(await screen.findByText('Domain Saved')).toBeTruthy();
    const saves = calls.filter((c) => c.path === 'config/saveDomain').map((c) => (c.body as { domain: DomainState }).domain);
    expect(saves.map((d) => [d.name, d.version])).toEqual([
      ['Mine', 1],
      ['Mine', 2],
    ]);
    expect(await screen.findByRole('article', { name: 'Mine' })).toBeTruthy();
  });

  it('typing not saved is kept in the browser and offered back when the form is opened again', async () => {
    const second = domain({ _id: 'second', name: 'Second site', hostnames: ['127.0.0.2'] });
    const tidewell = domain({ _id: 'default', name: 'Tidewell', hostnames: ['localhost'], isDefault: true });
    fakeApi({ 'config/loadDomain': () => ({ body: { domain: tidewell, domains: [tidewell, second] } }) });
    const first = renderConfig();
    fireEvent.click(within(await screen.findByRole('article', { name: 'Second site' })).getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Host names' }), { target: { value: '127.0.0.2\nnew.example.org' } });
    const key = domainBackupKey('user-ana', 'second');
    await waitFor(() => expect(domainBackupCodec.parse(localStorage.getItem(key), new Date())?.value.hostnames).toBe('127.0.0.2\nnew.example.org'));
    first.unmount();

    renderConfig();
    fireEvent.click(within(await screen.findByRole('article', { name: 'Second site' })).getByRole('button', { name: 'Edit' }));
    const offer = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(offer.textContent).toMatch(/Restore unsaved changes to this domain from .+\?/);
    fireEvent.click(within(offer).getByRole('button', { name: 'Restore' }));
    expect((screen.getByRole('textbox', { name: 'Host names' }) as HTMLTextAreaElement).value).toBe('127.0.0.2\nnew.example.org');
  });

  it('a saved form leaves no backup behind, though it closes with the save', async () => {
    const tidewell = domain({ _id: 'default', name: 'Tidewell', hostnames: ['localhost'], isDefault: true });
    fakeApi({
      'config/loadDomain': () => ({ body: { domain: tidewell, domains: [tidewell] } }),
      'config/saveDomain': (call) => ({ body: { domain: domain({ _id: 'added', ...(call.body as { domain: { name: string } }).domain, published: false }) } }),
    });
    renderConfig();
    fireEvent.click(await screen.findByRole('button', { name: 'Add domain' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Events' } });
    const key = domainBackupKey('user-ana', undefined);
    await waitFor(() => expect(localStorage.getItem(key)).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('article', { name: 'Events' })).toBeTruthy();
    expect(localStorage.getItem(key)).toBeNull();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    fireEvent.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    // Cancel throws typing away on purpose: nothing is offered next time.
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Dropped' } });
    await waitFor(() => expect(localStorage.getItem(key)).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(localStorage.getItem(key)).toBeNull();
  });
});
