import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@/lib/auth/roles';
import { defaultSafetySettings } from '@/lib/content/schemas';
import { SiteSettingsPanel, type SiteSettingsPanelProps } from '@/editor/settings/site-settings-panel';
import { serialiseSettingsBackup, settingsBackupKey } from '@/editor/settings/settings-backup-entry';
import { contentOf, type SiteSettingsState } from '@/editor/settings/site-settings-content';
import { ToastProvider } from '@/editor/ui/toasts';
import { fakeApi, type Answer, type Call } from './fake-api';

// jsdom lays nothing out: the cropper is replaced by one that reports a picture shown at half the source's size.
vi.mock('react-easy-crop', () => import('./field-image-fake-cropper'));

const user = (name: string, roles: AuthUser['roles']): AuthUser => ({ _id: `user-${name}`, username: name, email: `${name}@example.org`, name, roles });
const publisher = user('Pat', ['publisher']);
const editor = user('Eddie', ['editor']);

const stored = (fields: Partial<SiteSettingsState['siteSettings']> = {}, rest: Partial<Omit<SiteSettingsState, 'siteSettings'>> = {}): SiteSettingsState => ({
  siteSettings: {
    siteName: 'Tidewell',
    og: { image: { imageId: 'harbour-1234567890', alt: 'A calm harbour' }, keywords: 'support', title: 'Tidewell: support' },
    twitter: { image: {}, keywords: '', title: 'Tidewell on Twitter' },
    domainId: 'default',
    version: 3,
    redirectsVersion: 2,
    categoriesVersion: 1,
    ...defaultSafetySettings(),
    updatedAt: '2025-03-04T09:00:00.000Z',
    publishedAt: '2025-03-04T09:05:00.000Z',
    pendingChanges: false,
    ...fields,
  },
  redirects: [{ from: '/old-help', to: '/get-help', type: 301 }],
  categories: [{ id: 'Location', values: [{ id: 'Adelaide' }] }],
  publishedCrisisContacts: [],
  ...rest,
});

const key = settingsBackupKey(publisher._id, 'default');

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Answers the load with `loaded` (a function to change it between calls) and each write with `onWrite`. */
function api(loaded: () => SiteSettingsState, onWrite: (call: Call) => Answer = (call) => ({ body: echo(call) })) {
  return fakeApi({
    'siteSettings/loadSiteSettings': () => ({ body: loaded() }),
    'siteSettings/saveSiteSettings': onWrite,
    'siteSettings/publishSiteSettings': onWrite,
  });
}

/** What the server answers to a good write: what was sent, one version on. */
function echo(call: Call): SiteSettingsState {
  const body = call.body as { siteSettings: SiteSettingsState['siteSettings']; redirects: SiteSettingsState['redirects']; categories: SiteSettingsState['categories'] };
  const { siteSettings } = body;
  const publishing = call.path.endsWith('publishSiteSettings');
  return {
    siteSettings: {
      ...siteSettings,
      version: siteSettings.version + 1,
      redirectsVersion: siteSettings.redirectsVersion + 1,
      categoriesVersion: siteSettings.categoriesVersion + 1,
      updatedAt: '2025-03-05T10:00:00.000Z',
      publishedAt: publishing ? '2025-03-05T10:00:00.000Z' : '2025-03-04T09:05:00.000Z',
      pendingChanges: !publishing,
    },
    redirects: body.redirects.map((r) => ({ ...r, from: `/${r.from.replace(/^\/+/, '').toLowerCase()}` })),
    categories: body.categories,
    publishedCrisisContacts: publishing ? siteSettings.crisisContacts : [],
  };
}

function renderPanel(props: Partial<SiteSettingsPanelProps> = {}) {
  const onClose = vi.fn();
  const view = render(
    <ToastProvider>
      <SiteSettingsPanel user={publisher} domainId="default" onClose={onClose} {...props} />
    </ToastProvider>,
  );
  return { onClose, ...view };
}

const panel = () => screen.getByRole('complementary', { name: 'Site Settings' });
const section = (name: string) => within(panel()).getByRole('region', { name });
const loadedPanel = async () => {
  await screen.findByRole('textbox', { name: 'Site name' });
  return panel();
};
const writes = (calls: Call[]) => calls.filter((c) => c.method === 'POST');

describe('SiteSettingsPanel', () => {
  it('loads the settings, puts the focus on the site name, and shows status, extra section and card fields', async () => {
    api(() => stored({ pendingChanges: true }));
    renderPanel({ extraSection: <p>Navigation and footer publishing</p> });
    expect(screen.getByRole('status').textContent).toContain('Loading the site settings');
    const name = await screen.findByRole('textbox', { name: 'Site name' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect((within(section('Open Graph')).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Tidewell: support');
    expect((within(section('Twitter')).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Tidewell on Twitter');
    // The stored image is shown with its description, through the shared image editor.
    expect((within(section('Open Graph')).getByRole('textbox', { name: 'Alt text' }) as HTMLInputElement).value).toBe('A calm harbour');
    const status = section('Status');
    expect(status.textContent).toContain('Unpublished changes');
    expect(status.textContent).toMatch(/Last published \d{1,2}:05 [AP]M on 4 March 2025, [\w ]+/);
    expect(screen.getByText('Navigation and footer publishing')).toBeTruthy();
  });

  it('says Published when visitors get the saved settings, even with no publish time recorded', async () => {
    api(() => stored({ pendingChanges: false, publishedAt: null }));
    renderPanel();
    await loadedPanel();
    expect(section('Status').textContent).toContain('Published');
    expect(section('Status').textContent).toContain('Visitors see these settings.');
    expect(section('Status').textContent).not.toMatch(/Never published|Not published/);
  });

  it('saves the whole copy at the versions it was loaded at, and publishes', async () => {
    const calls = api(() => stored());
    renderPanel();
    await loadedPanel();
    fireEvent.change(within(section('Open Graph')).getByRole('textbox', { name: 'Keywords' }), { target: { value: 'support, crisis' } });
    expect(section('Status').textContent).toContain('Unsaved changes');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Site Settings Saved')).toBeTruthy();
    const [save] = writes(calls);
    expect(save.path).toBe('siteSettings/saveSiteSettings');
    expect(save.body).toMatchObject({
      siteSettings: { domainId: 'default', version: 3, redirectsVersion: 2, categoriesVersion: 1, og: { keywords: 'support, crisis' } },
      redirects: [{ from: '/old-help', to: '/get-help', type: 301 }],
      categories: [{ id: 'Location', values: [{ id: 'Adelaide' }] }],
    });
    await waitFor(() => expect(section('Status').textContent).not.toContain('Unsaved changes'));

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Site Settings Published')).toBeTruthy();
    expect(writes(calls)[1]).toMatchObject({ path: 'siteSettings/publishSiteSettings', body: { siteSettings: { version: 4, redirectsVersion: 3 } } });
    await waitFor(() => expect(section('Status').textContent).toContain('Published'));
  });

  it('edits redirects (removal asked first) and tag categories', async () => {
    const calls = api(() => stored());
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    renderPanel();
    await loadedPanel();
    const redirects = section('Redirects');
    fireEvent.click(within(redirects).getByRole('button', { name: 'Add redirect' }));
    const second = within(redirects).getByRole('group', { name: 'Redirect 2' });
    fireEvent.change(within(second).getByRole('textbox', { name: 'From' }), { target: { value: '/Donate-Now' } });
    fireEvent.change(within(second).getByRole('textbox', { name: 'To' }), { target: { value: '/donate' } });
    fireEvent.change(within(second).getByRole('combobox', { name: 'Type' }), { target: { value: '302' } });
    fireEvent.click(within(redirects).getByRole('button', { name: 'Remove redirect 1' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure?');
    expect(within(redirects).getAllByRole('group')).toHaveLength(2);
    fireEvent.click(within(redirects).getByRole('button', { name: 'Remove redirect 1' }));
    expect(within(redirects).getAllByRole('group')).toHaveLength(1);

    const categories = section('Tag categories');
    fireEvent.change(within(categories).getByRole('textbox', { name: 'New category' }), { target: { value: 'Event Type' } });
    fireEvent.click(within(categories).getByRole('button', { name: 'Add category' }));
    const eventType = within(categories).getByRole('group', { name: 'Event Type' });
    fireEvent.change(within(eventType).getByRole('textbox', { name: 'New tag' }), { target: { value: 'Walk' } });
    fireEvent.click(within(eventType).getByRole('button', { name: 'Add tag' }));
    fireEvent.change(within(eventType).getByRole('textbox', { name: 'New tag' }), { target: { value: 'walk' } });
    fireEvent.click(within(eventType).getByRole('button', { name: 'Add tag' }));
    expect(within(eventType).getByRole('alert').textContent).toBe("This category already has the tag 'walk'.");
    const location = within(categories).getByRole('group', { name: 'Location' });
    fireEvent.change(within(location).getByRole('textbox', { name: 'Tag 1' }), { target: { value: 'Adelaide Hills' } });

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Site Settings Saved');
    expect(writes(calls)[0].body).toMatchObject({
      redirects: [{ from: '/Donate-Now', to: '/donate', type: 302 }],
      categories: [
        { id: 'Location', values: [{ id: 'Adelaide Hills' }] },
        { id: 'Event Type', values: [{ id: 'Walk' }] },
      ],
    });
    // The server's normalised address becomes the panel's.
    await waitFor(() => expect((within(section('Redirects')).getByRole('textbox', { name: 'From' }) as HTMLInputElement).value).toBe('/donate-now'));
  });

  it('shows a refusal in the panel and keeps every edit', async () => {
    const loop = 'These redirects go round in a loop: /a → /b → /a.';
    const calls = api(() => stored({}, { redirects: [] }), () => ({ status: 400, body: { error: { message: loop } } }));
    renderPanel();
    await loadedPanel();
    fireEvent.change(screen.getByRole('textbox', { name: 'Site name' }), { target: { value: 'Tidewell Community Support' } });
    const redirects = section('Redirects');
    for (const [from, to] of [['/a', '/b'], ['/b', '/a']]) {
      fireEvent.click(within(redirects).getByRole('button', { name: 'Add redirect' }));
      const row = within(redirects).getAllByRole('group').at(-1)!;
      fireEvent.change(within(row).getByRole('textbox', { name: 'From' }), { target: { value: from } });
      fireEvent.change(within(row).getByRole('textbox', { name: 'To' }), { target: { value: to } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await within(panel()).findByRole('alert')).textContent).toBe(loop);
    expect((screen.getByRole('textbox', { name: 'Site name' }) as HTMLInputElement).value).toBe('Tidewell Community Support');
    expect(within(redirects).getAllByRole('textbox', { name: 'From' }).map((input) => (input as HTMLInputElement).value)).toEqual(['/a', '/b']);
    expect(section('Status').textContent).toContain('Unsaved changes');
    expect(writes(calls)).toHaveLength(1);
  });

  it('names the row a value belongs to when the server refuses single values', async () => {
    const fields = { 'redirects.0.to': "The new address must start with '/' (an address on this site)" };
    api(() => stored(), () => ({ status: 400, body: { error: { message: `Invalid input. redirects.0.to: ${fields['redirects.0.to']}`, fields } } }));
    renderPanel();
    await loadedPanel();
    const row = within(section('Redirects')).getByRole('group', { name: 'Redirect 1' });
    fireEvent.change(within(row).getByRole('textbox', { name: 'To' }), { target: { value: 'get-help' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await within(panel()).findByRole('alert')).textContent).toBe("Redirect 1: The new address must start with '/' (an address on this site)");
    expect(within(row).getByRole('textbox', { name: 'To' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('after a conflict, keeps mine: re-reads the versions, then saves my copy over theirs', async () => {
    let theirs = stored();
    const calls = api(
      () => theirs,
      (call) => ((call.body as { siteSettings: { version: number } }).siteSettings.version < theirs.siteSettings.version
        ? { status: 409, body: { error: { code: 'conflict', stale: true, message: 'Someone else saved the site settings after you opened them. Your changes have not been saved yet.' } } }
        : { body: echo(call) }),
    );
    renderPanel();
    await loadedPanel();
    theirs = stored({ version: 4, siteName: 'Their name', categoriesVersion: 2 });
    fireEvent.change(screen.getByRole('textbox', { name: 'Site name' }), { target: { value: 'My name' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'The site settings have changed' });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep mine and save over theirs' })));
    expect((screen.getByRole('textbox', { name: 'Site name' }) as HTMLInputElement).value).toBe('My name');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep mine and save over theirs' }));
    expect(await screen.findByText('Site Settings Saved')).toBeTruthy();
    const last = writes(calls).at(-1)!;
    expect(last.body).toMatchObject({ siteSettings: { siteName: 'My name', version: 4, categoriesVersion: 2 } });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Site name' }) as HTMLInputElement).value).toBe('My name');
  });

  it('after a conflict, reloads theirs only after a confirm', async () => {
    let theirs = stored();
    api(
      () => theirs,
      () => ({ status: 409, body: { error: { code: 'conflict', stale: true, message: 'Someone else saved the site settings after you opened them.' } } }),
    );
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderPanel();
    await loadedPanel();
    theirs = stored({ version: 4, siteName: 'Their name' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Site name' }), { target: { value: 'My name' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'The site settings have changed' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reload their version' }));
    expect(confirm).toHaveBeenCalledWith('Your changes to the site settings will be lost. Reload their version?');
    expect((screen.getByRole('textbox', { name: 'Site name' }) as HTMLInputElement).value).toBe('My name');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reload their version' }));
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Site name' }) as HTMLInputElement).value).toBe('Their name'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(section('Status').textContent).not.toContain('Unsaved changes');
  });

  it('keeps unsaved edits in the browser and offers them back when the panel opens again', async () => {
    api(() => stored());
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const first = renderPanel();
    await loadedPanel();
    fireEvent.change(within(section('Twitter')).getByRole('textbox', { name: 'Title' }), { target: { value: 'Not saved yet' } });
    await waitFor(() => expect(localStorage.getItem(key)).toContain('Not saved yet'));

    // Closing asks first; a no keeps the panel open.
    fireEvent.click(within(panel()).getByRole('button', { name: 'Close' }));
    expect(confirm.mock.calls[0][0]).toMatch(/^Close Site settings without saving\?/);
    expect(first.onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Site name' }), { key: 'Escape' });
    expect(first.onClose).toHaveBeenCalledOnce();
    first.unmount();

    renderPanel();
    const offer = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(offer.textContent).toMatch(/Restore unsaved changes to the site settings from .+\?/);
    fireEvent.click(within(offer).getByRole('button', { name: 'Restore' }));
    expect((within(section('Twitter')).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Not saved yet');
    expect(section('Status').textContent).toContain('Unsaved changes');
  });

  it('offers nothing for a backup equal to what is stored, and drops a discarded one', async () => {
    api(() => stored());
    const loaded = stored();
    localStorage.setItem(key, serialiseSettingsBackup(contentOf(loaded), { version: 3, redirectsVersion: 2, categoriesVersion: 1 }, new Date()));
    const view = renderPanel();
    await loadedPanel();
    // The check runs in an effect after the panel's first loaded render.
    await waitFor(() => expect(localStorage.getItem(key)).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    view.unmount();

    const changed = { ...contentOf(loaded), siteName: 'From a crash' };
    localStorage.setItem(key, serialiseSettingsBackup(changed, { version: 3, redirectsVersion: 2, categoriesVersion: 1 }, new Date()));
    renderPanel();
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Discard' }));
    expect(localStorage.getItem(key)).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Site name' }) as HTMLInputElement).value).toBe('Tidewell');
  });

  it('chooses, crops and describes a card image with the shared image editor; the crop and words are saved', async () => {
    const library = { items: [{ kind: 'image', _id: 'jetty-1234567890', name: 'Jetty.jpg', width: 1600, height: 1200, createdAt: '2025-05-01T00:00:00.000Z', revision: 0, uses: [] }], total: 1 };
    const calls = fakeApi({
      'siteSettings/loadSiteSettings': () => ({ body: stored() }),
      'siteSettings/saveSiteSettings': (call) => ({ body: echo(call) }),
      'media/list': () => ({ body: library }),
    });
    renderPanel();
    await loadedPanel();
    const twitter = section('Twitter');
    fireEvent.click(within(twitter).getByRole('button', { name: 'Choose from library' }));
    fireEvent.click(await within(screen.getByRole('dialog', { name: 'Image library' })).findByRole('button', { name: 'Jetty.jpg' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Crop image' })).getByRole('button', { name: 'Apply crop' }));
    fireEvent.change(within(twitter).getByRole('textbox', { name: 'Alt text' }), { target: { value: 'A wooden jetty' } });
    // Removing the Open Graph picture leaves no reference behind.
    fireEvent.click(within(section('Open Graph')).getByRole('button', { name: 'Remove image' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Site Settings Saved');
    const body = writes(calls)[0].body as { siteSettings: SiteSettingsState['siteSettings'] };
    expect(body.siteSettings.og.image).toEqual({});
    expect(body.siteSettings.twitter.image).toMatchObject({ imageId: 'jetty-1234567890', alt: 'A wooden jetty', width: 1600, height: 1200 });
    expect(body.siteSettings.twitter.image.crop).toBeDefined();
  });

  it('lets editors save but not publish', async () => {
    api(() => stored());
    renderPanel({ user: editor });
    await loadedPanel();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Only publishers and admins can publish the site settings.')).toBeTruthy();
  });

  it('says when the settings cannot be loaded and tries again', async () => {
    let fail = true;
    fakeApi({ 'siteSettings/loadSiteSettings': () => (fail ? { status: 404, body: { error: { message: 'Domain not found.' } } } : { body: stored() }) });
    renderPanel();
    const alert = await within(panel()).findByRole('alert');
    expect(alert.textContent).toContain('The site settings could not be loaded.');
    expect(alert.textContent).toContain('Domain not found.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Site name' })).toBeTruthy();
  });
});
