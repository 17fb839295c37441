import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigSettingsPanel, type ConfigSettingsPanelProps } from '@/editor/settings/config-settings-panel';
import type { DomainState } from '@/editor/settings/use-domains';
import { ToastProvider } from '@/editor/ui/toasts';
import { domainState } from './domain-fixtures';
import { fakeApi, type Call } from './fake-api';

const domain = domainState;
const tidewell = domain({ _id: 'default', name: 'Tidewell', hostnames: ['localhost', '127.0.0.1'], isDefault: true, version: 2 });
const second = domain({ _id: 'second', name: 'Second site', hostnames: ['127.0.0.2', 'second.localhost'] });
const draft = domain({ _id: 'draft', name: 'Draft site', hostnames: ['127.0.0.4'], published: false });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type Domains = { domain: DomainState | null; domains: DomainState[] };

function api(initial: Domains, writes: Record<string, (call: Call) => { status?: number; body: unknown }> = {}) {
  return fakeApi({ 'config/loadDomain': () => ({ body: initial }), ...writes });
}

function renderPanel(props: Partial<ConfigSettingsPanelProps> = {}) {
  const handlers = { onClose: vi.fn(), onActiveDomainChanged: vi.fn() };
  render(
    <ToastProvider>
      <ConfigSettingsPanel userId="user-ana" hostname="localhost" {...handlers} {...props} />
    </ToastProvider>,
  );
  return handlers;
}

const panel = () => screen.getByRole('complementary', { name: 'Config Settings' });
const item = (name: string) => within(panel()).getByRole('article', { name });
const loaded = () => screen.findByRole('article', { name: 'Tidewell' });

describe('ConfigSettingsPanel', () => {
  it('lists the domains with their host names, published state, default and the one active here', async () => {
    const calls = api({ domain: tidewell, domains: [draft, second, tidewell] });
    renderPanel();
    await loaded();
    expect(calls[0].query.get('hostname')).toBe('localhost');
    expect(within(panel()).getByText('localhost is served by Tidewell.')).toBeTruthy();
    const main = item('Tidewell');
    expect(within(main).getByText('Active here')).toBeTruthy();
    expect(within(main).getByText('Default')).toBeTruthy();
    expect(within(main).getByText('Published')).toBeTruthy();
    expect(within(main).getAllByRole('listitem').map((li) => li.textContent)).toContain('127.0.0.1');
    // The default domain stays published; it already serves this address.
    expect(within(main).queryByRole('button', { name: 'Unpublish' })).toBeNull();
    expect(within(main).queryByRole('button', { name: 'Make active' })).toBeNull();
    expect(within(item('Draft site')).getByText('Unpublished')).toBeTruthy();
    expect(within(item('Draft site')).getByRole('button', { name: 'Make active' })).toHaveProperty('disabled', true);
    expect(within(item('Second site')).getByRole('list', { name: 'Host names of Second site' }).textContent).toContain('second.localhost');
  });

  it('adds a domain: host names one per line or comma-separated; a refusal is shown and the form kept', async () => {
    let refuse = true;
    const calls = api(
      { domain: tidewell, domains: [tidewell] },
      {
        'config/saveDomain': () =>
          refuse
            ? { status: 400, body: { error: { code: 'invalid_input', message: "The host name 127.0.0.1 is already used by the domain 'Tidewell'. Remove it there first, or make this domain active on it.", fields: { hostnames: "The host name 127.0.0.1 is already used by the domain 'Tidewell'. Remove it there first, or make this domain active on it." } } } }
            : { body: { domain: domain({ _id: 'new-1', name: 'Events site', hostnames: ['events.example.org', '127.0.0.4'], published: false }) } },
      },
    );
    renderPanel();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Add domain' }));
    const form = screen.getByRole('form', { name: 'New domain' });
    expect(document.activeElement).toBe(within(form).getByRole('textbox', { name: 'Name' }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: ' Events site ' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Host names' }), { target: { value: 'events.example.org, 127.0.0.1\n127.0.0.1\n' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findByRole('alert')).textContent).toContain('already used by the domain');
    expect(calls.find((c) => c.path === 'config/saveDomain')?.body).toEqual({ domain: { name: 'Events site', hostnames: ['events.example.org', '127.0.0.1'] } });
    expect((within(form).getByRole('textbox', { name: 'Host names' }) as HTMLTextAreaElement).value).toBe('events.example.org, 127.0.0.1\n127.0.0.1\n');

    refuse = false;
    fireEvent.change(within(form).getByRole('textbox', { name: 'Host names' }), { target: { value: 'events.example.org\n127.0.0.4' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Domain Saved')).toBeTruthy();
    const added = await screen.findByRole('article', { name: 'Events site' });
    expect(within(added).getByText('Unpublished')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('edits a domain at the version it was loaded at', async () => {
    const calls = api(
      { domain: tidewell, domains: [tidewell, second] },
      { 'config/saveDomain': (call) => ({ body: { domain: { ...second, ...(call.body as { domain: object }).domain, version: 2 } } }) },
    );
    renderPanel();
    await loaded();
    fireEvent.click(within(item('Second site')).getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit Second site' });
    expect((within(form).getByRole('textbox', { name: 'Host names' }) as HTMLTextAreaElement).value).toBe('127.0.0.2\nsecond.localhost');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'Second' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('Domain Saved');
    expect(calls.find((c) => c.path === 'config/saveDomain')?.body).toEqual({ domain: { _id: 'second', name: 'Second', hostnames: ['127.0.0.2', 'second.localhost'], version: 1 } });
    await waitFor(() => expect(document.activeElement).toBe(within(item('Second')).getByRole('button', { name: 'Edit' })));
  });

  it('publishes, and unpublishes after a confirm that warns when it serves this address', async () => {
    const activeDraft = { ...second, _id: 'here', name: 'Here site', hostnames: ['127.0.0.3'] };
    const calls = api(
      { domain: activeDraft, domains: [tidewell, activeDraft, draft] },
      {
        'config/publishDomain': () => ({ body: { domain: { ...draft, published: true } } }),
        'config/unpublishDomain': () => ({ body: { domain: { ...activeDraft, published: false } } }),
      },
    );
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderPanel({ hostname: '127.0.0.3' });
    await loaded();
    fireEvent.click(within(item('Draft site')).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Domain Published')).toBeTruthy();
    await waitFor(() => expect(within(item('Draft site')).getByText('Published')).toBeTruthy());

    fireEvent.click(within(item('Here site')).getByRole('button', { name: 'Unpublish' }));
    expect(confirm.mock.calls[0][0]).toBe("Here site is the domain visitors to 127.0.0.3 see now. Unpublish it? Visitors to 127.0.0.3 will get 'This page could not be found'.");
    expect(calls.some((c) => c.path === 'config/unpublishDomain')).toBe(false);
    fireEvent.click(within(item('Here site')).getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Domain Unpublished')).toBeTruthy();
    expect(calls.find((c) => c.path === 'config/unpublishDomain')?.body).toEqual({ domain: { _id: 'here' } });
  });

  it('makes a domain active on this address after a confirm, then asks the editor to reload', async () => {
    const calls = api(
      { domain: tidewell, domains: [tidewell, second] },
      {
        'config/swapActiveDomain': () => ({
          body: { newDomain: { ...second, hostnames: [...second.hostnames, '127.0.0.3'], version: 2 }, oldDomain: tidewell },
        }),
      },
    );
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { onActiveDomainChanged } = renderPanel({ hostname: '127.0.0.3' });
    await loaded();
    fireEvent.click(within(item('Second site')).getByRole('button', { name: 'Make active' }));
    expect(confirm).toHaveBeenCalledWith('Visitors to 127.0.0.3 will see Second site from now on.');
    expect(calls.some((c) => c.path === 'config/swapActiveDomain')).toBe(false);
    fireEvent.click(within(item('Second site')).getByRole('button', { name: 'Make active' }));
    expect(await screen.findByText('Domain Made Active')).toBeTruthy();
    expect(calls.find((c) => c.path === 'config/swapActiveDomain')?.body).toEqual({ domain: { _id: 'second' }, hostname: '127.0.0.3' });
    expect(onActiveDomainChanged).toHaveBeenCalledOnce();
    expect(within(item('Second site')).getByText('Active here')).toBeTruthy();
  });

  it('shows a refused make-active in the panel and stays on this domain', async () => {
    api(
      { domain: tidewell, domains: [tidewell, second] },
      { 'config/swapActiveDomain': () => ({ status: 400, body: { error: { message: 'Publish this domain before making it active.' } } }) },
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { onActiveDomainChanged } = renderPanel({ hostname: '127.0.0.3' });
    await loaded();
    fireEvent.click(within(item('Second site')).getByRole('button', { name: 'Make active' }));
    expect((await within(panel()).findByRole('alert')).textContent).toBe('Publish this domain before making it active.');
    expect(onActiveDomainChanged).not.toHaveBeenCalled();
  });

  it('asks before closing with a domain form changed, and closes on Escape', async () => {
    api({ domain: tidewell, domains: [tidewell] });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { onClose } = renderPanel();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Add domain' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Half typed' } });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Name' }), { key: 'Escape' });
    expect(confirm.mock.calls[0][0]).toMatch(/^Close Config settings without saving/);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(panel()).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
