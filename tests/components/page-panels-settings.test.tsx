import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@/lib/auth/roles';
import { PageSchema, type Page } from '@/lib/content/schemas';
import { PageSettingsPanel, type PageSettingsPanelProps } from '@/editor/pages/page-settings-panel';
import { ToastProvider } from '@/editor/toasts';
import { fakeApi, type Answer, type Call } from './fake-api';


const user = (name: string, roles: AuthUser['roles']): AuthUser => ({ _id: `user-${name}`, username: name, email: `${name}@example.org`, name, roles });
const admin = user('Ada', ['admin']);
const publisher = user('Pat', ['publisher']);

const page = (fields: Partial<Page> = {}) =>
  PageSchema.parse({
    _id: 'page-about',
    domainId: 'default',
    slug: 'about',
    header: { title: 'About us' },
    tags: ['Location:Adelaide'],
    published: true,
    lastPublished: '2025-03-04T09:05:00.000Z',
    version: 4,
    ...fields,
  });

const versions = [
  { _id: 'v4', action: 'publish', version: 4, at: '2025-03-04T09:05:00.000Z', userName: 'Ada' },
  { _id: 'v3', action: 'save', version: 3, at: '2025-03-04T09:00:00.000Z', userName: 'Pat' },
  { _id: 'v2', action: 'roles', version: 2, at: '2025-03-03T10:00:00.000Z', userName: '' },
];

const common = {
  'page/versions': () => ({ body: { versions, total: versions.length } }),
  'page/checkSlug': (call: Call) => ({ body: { slug: call.query.get('slug'), available: call.query.get('slug') !== 'events' } }),
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPanel(props: Partial<PageSettingsPanelProps> = {}) {
  const working = props.page ?? page();
  const handlers = {
    onChange: vi.fn(),
    onSave: vi.fn(async () => true),
    onServerChanged: vi.fn(),
    onRestored: vi.fn(),
    onDeleted: vi.fn(),
    onClose: vi.fn(),
  };
  render(
    <ToastProvider>
      <PageSettingsPanel user={admin} page={working} savedPage={props.savedPage ?? working} dirty={false} busy={false} {...handlers} {...props} />
    </ToastProvider>,
  );
  return handlers;
}

const panel = () => screen.getByRole('complementary', { name: 'Page Settings' });

describe('PageSettingsPanel', () => {
  it('is a labelled panel: address focused first, Escape closes it', async () => {
    fakeApi(common);
    const { onClose } = renderPanel();
    expect(panel()).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Slug' }));
    expect(screen.getByText(/the old address stops working/)).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Slug' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('checks a new address as it is typed and puts it in the working copy only when it is free', async () => {
    const calls = fakeApi(common);
    const { onChange } = renderPanel();
    const slug = screen.getByRole('textbox', { name: 'Slug' });
    fireEvent.change(slug, { target: { value: 'Events' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Another page already uses this address');
    expect(onChange).not.toHaveBeenCalledWith('slug', expect.anything());

    fireEvent.change(slug, { target: { value: 'About Us' } });
    expect(await screen.findByText('This address is free')).toBeTruthy();
    expect(screen.getByText('/about-us')).toBeTruthy();
    // The working copy is updated by an effect after the answer shows.
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('slug', 'about-us'));
    const check = calls.filter((c) => c.path === 'page/checkSlug').at(-1);
    expect(check?.query.get('_id')).toBe('page-about');
  });

  it('edits header type, tags (removal asked first), frequency and priority in the working copy; Save page saves', async () => {
    fakeApi(common);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { onChange, onSave } = renderPanel({ dirty: true });
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Header Type' }), { target: { value: 'HalfWidthImageCustomHeader' } });
    expect(onChange).toHaveBeenCalledWith('headerType', 'HalfWidthImageCustomHeader');

    const tags = screen.getByRole('group', { name: 'Tags' });
    fireEvent.change(within(tags).getByRole('textbox', { name: 'New tag' }), { target: { value: 'Event Type:Walk' } });
    fireEvent.click(within(tags).getByRole('button', { name: 'Add tag' }));
    expect(onChange).toHaveBeenLastCalledWith('tags', ['Location:Adelaide', 'Event Type:Walk']);
    fireEvent.click(within(tags).getByRole('button', { name: 'Remove tag 1' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure?');
    expect(onChange).toHaveBeenCalledTimes(2);
    fireEvent.click(within(tags).getByRole('button', { name: 'Remove tag 1' }));
    expect(onChange).toHaveBeenLastCalledWith('tags', []);

    const frequency = screen.getByRole('combobox', { name: 'Change Frequency' }) as HTMLSelectElement;
    expect([...frequency.options].map((o) => o.value)).toEqual(['never', 'yearly', 'monthly', 'weekly', 'daily', 'hourly', 'always']);
    fireEvent.change(frequency, { target: { value: 'weekly' } });
    expect(onChange).toHaveBeenLastCalledWith('frequency', 'weekly');

    const priority = screen.getByRole('spinbutton', { name: 'Priority' });
    expect(priority.getAttribute('step')).toBe('0.1');
    fireEvent.change(priority, { target: { value: '0.8' } });
    expect(onChange).toHaveBeenLastCalledWith('priority', 0.8);
    fireEvent.change(priority, { target: { value: '3' } });
    expect(screen.getByRole('alert').textContent).toBe('Priority must be a number from 0 to 1.');
    expect(onChange).toHaveBeenLastCalledWith('priority', 0.8);

    fireEvent.click(screen.getByRole('button', { name: 'Save page' }));
    expect(onSave).toHaveBeenCalledOnce();
  });

  it('lets only admins choose publishing roles, and applies them with roles/applyToPage', async () => {
    const answer = page({ roles: ['editor'], version: 5 });
    const calls = fakeApi({ ...common, 'roles/applyToPage': () => ({ body: { page: answer } }) });
    const { onServerChanged } = renderPanel();
    const group = screen.getByRole('group', { name: 'Who may publish this page' });
    expect(within(group).getAllByRole('checkbox').map((box) => (box as HTMLInputElement).labels?.[0].textContent)).toEqual(['Publisher', 'Editor']);
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Editor' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply roles' }));
    await waitFor(() => expect(onServerChanged).toHaveBeenCalledWith(answer));
    const apply = calls.find((c) => c.path === 'roles/applyToPage');
    expect(apply?.body).toEqual({ page: { _id: 'page-about' }, collection: 'pages', roles: ['editor'] });
  });

  it('shows others who may publish, without the checkboxes', () => {
    fakeApi(common);
    renderPanel({ user: publisher, page: page({ roles: ['editor'] }) });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Apply roles' })).toBeNull();
    expect(screen.getByText('Admins, and publishers who hold one of these roles, may publish this page: Editor.')).toBeTruthy();
    expect(screen.getByText(/You may not publish it/)).toBeTruthy();
    // Not among the page's roles: unpublishing and deleting are not theirs either.
    expect(screen.getByRole('button', { name: 'Unpublish page' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Delete page' })).toHaveProperty('disabled', true);
  });

  it('shows the status and unpublishes only after the confirmation', async () => {
    const answer = page({ published: false, version: 5 });
    const calls = fakeApi({ ...common, 'page/unpublishPage': () => ({ body: { published: false, page: answer } }) });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { onServerChanged } = renderPanel();
    expect(screen.getByText('Published')).toBeTruthy();
    expect(screen.getByText(`Last published ${format(new Date('2025-03-04T09:05:00.000Z'), 'h:mm a, dd/MM/yyyy')}`)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Unpublish page' }));
    expect(confirm).toHaveBeenCalledWith('Unpublish this page? Visitors will no longer see it.');
    expect(calls.some((c) => c.path === 'page/unpublishPage')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Unpublish page' }));
    expect(await screen.findByText('Page Unpublished')).toBeTruthy();
    expect(onServerChanged).toHaveBeenCalledWith(answer);
    expect(calls.find((c) => c.path === 'page/unpublishPage')?.body).toEqual({ _id: 'page-about', collection: 'pages' });
  });

  it('cannot unpublish a page that is not published', () => {
    fakeApi(common);
    renderPanel({ page: page({ published: false, lastPublished: null }) });
    expect(screen.getByText('Not published')).toBeTruthy();
    expect(screen.getByText('Never published')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unpublish page' })).toHaveProperty('disabled', true);
  });

  it('deletes a published page only once its address is typed, sending it as confirmSlug', async () => {
    const calls = fakeApi({ ...common, 'page/delete': () => ({ body: { deleted: true } }) });
    const confirm = vi.spyOn(window, 'confirm');
    const { onDeleted } = renderPanel();
    fireEvent.click(within(panel()).getByRole('button', { name: 'Delete page' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this published page?' });
    expect(within(dialog).getByText(/This page is published at/).textContent).toContain('/about');
    const typed = within(dialog).getByRole('textbox', { name: 'Type the address /about to confirm' });
    expect(document.activeElement).toBe(typed);
    const remove = within(dialog).getByRole('button', { name: 'Delete page' });
    expect(remove).toHaveProperty('disabled', true);
    fireEvent.change(typed, { target: { value: '/abou' } });
    expect(remove).toHaveProperty('disabled', true);
    fireEvent.change(typed, { target: { value: '/about' } });
    fireEvent.click(remove);
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(calls.find((c) => c.path === 'page/delete')?.body).toEqual({ _id: 'page-about', collection: 'pages', confirmSlug: 'about' });
    expect(confirm).not.toHaveBeenCalled();
  });

  it("keeps the dialog open with the server's message when a delete is refused", async () => {
    fakeApi({ ...common, 'page/delete': () => ({ status: 409, body: { error: { message: 'This page is published at /about-old. Confirm its address to delete it.' } } }) });
    const { onDeleted } = renderPanel();
    fireEvent.click(within(panel()).getByRole('button', { name: 'Delete page' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this published page?' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'about' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete page' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This page is published at /about-old. Confirm its address to delete it.');
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('deletes an unpublished page after a plain confirmation', async () => {
    const calls = fakeApi({ ...common, 'page/delete': () => ({ body: { deleted: true } }) });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { onDeleted } = renderPanel({ page: page({ published: false, lastPublished: null }) });
    fireEvent.click(screen.getByRole('button', { name: 'Delete page' }));
    expect(confirm).toHaveBeenCalledWith('Delete this page? This cannot be undone.');
    expect(calls.some((c) => c.path === 'page/delete')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Delete page' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(calls.find((c) => c.path === 'page/delete')?.body).toEqual({ _id: 'page-about', collection: 'pages' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lists the history newest first with who, when and what, and loads more when there is more', async () => {
    const calls = fakeApi({
      ...common,
      'page/versions': (call) =>
        call.query.get('page') === '2'
          ? { body: { versions: [{ _id: 'v1', action: 'restore', version: 1, at: '2025-03-01T08:00:00.000Z', userName: 'Ada' }], total: 4 } }
          : { body: { versions, total: 4 } },
    });
    renderPanel();
    await screen.findByText('Roles changed');
    const rows = () => screen.getAllByRole('listitem').filter((row) => within(row).queryByRole('button', { name: 'Preview' }));
    expect(rows().map((row) => row.querySelector('p')?.textContent)).toEqual([
      `Published by Ada, ${format(new Date(versions[0].at), 'h:mm a, dd/MM/yyyy')}`,
      `Saved by Pat, ${format(new Date(versions[1].at), 'h:mm a, dd/MM/yyyy')}`,
      `Roles changed by a former user, ${format(new Date(versions[2].at), 'h:mm a, dd/MM/yyyy')}`,
    ]);
    expect(calls.find((c) => c.path === 'page/versions')?.query.get('_id')).toBe('page-about');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Restored')).toBeTruthy();
    expect(rows()).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('restores a version straight away when nothing is unsaved', async () => {
    const restored = page({ header: { title: 'About us (before)', description: '', quickLinks: [] }, version: 5 });
    const calls = fakeApi({ ...common, 'page/restoreVersion': () => ({ body: { page: restored } }) });
    const confirm = vi.spyOn(window, 'confirm');
    const { onRestored } = renderPanel();
    await screen.findByText('Roles changed');
    fireEvent.click(screen.getAllByRole('button', { name: 'Restore' })[1]);
    await waitFor(() => expect(onRestored).toHaveBeenCalledWith(restored));
    expect(confirm).not.toHaveBeenCalled();
    expect(calls.find((c) => c.path === 'page/restoreVersion')?.body).toEqual({ _id: 'v3', pageId: 'page-about', version: 4, collection: 'pages' });
    expect(await screen.findByText('Version Restored')).toBeTruthy();
  });

  it('asks before a restore replaces unsaved changes', async () => {
    const restored = page({ version: 5 });
    const calls = fakeApi({ ...common, 'page/restoreVersion': () => ({ body: { page: restored } }) });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { onRestored } = renderPanel({ dirty: true });
    await screen.findByText('Roles changed');
    fireEvent.click(screen.getAllByRole('button', { name: 'Restore' })[2]);
    expect(confirm).toHaveBeenCalledWith('Restoring replaces your unsaved changes. Continue?');
    expect(calls.some((c) => c.path === 'page/restoreVersion')).toBe(false);
    fireEvent.click(screen.getAllByRole('button', { name: 'Restore' })[2]);
    await waitFor(() => expect(onRestored).toHaveBeenCalledWith(restored));
  });

  it('previews a version read-only in a dialog, from which it can be restored', async () => {
    const old = page({ header: { title: 'About us in March', description: '', quickLinks: [] }, version: 3 });
    const restored = page({ version: 5 });
    const calls = fakeApi({
      ...common,
      'page/version': () => ({ body: { version: { _id: 'v3', action: 'save', at: versions[1].at, userName: 'Pat', page: old } } }),
      'page/restoreVersion': () => ({ body: { page: restored } }),
    });
    const { onRestored } = renderPanel();
    await screen.findByText('Roles changed');
    fireEvent.click(screen.getAllByRole('button', { name: 'Preview' })[1]);
    const dialog = screen.getByRole('dialog', { name: 'Version preview' });
    expect(await within(dialog).findByRole('heading', { name: 'About us in March' })).toBeTruthy();
    expect(calls.find((c) => c.path === 'page/version')?.query.get('_id')).toBe('v3');
    // Shown as visitors saw it: nothing in it can be selected or typed into.
    expect(dialog.closest('#editor-page')).toBeNull();
    expect(dialog.querySelector('[contenteditable="true"], input, textarea, select')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore this version' }));
    await waitFor(() => expect(onRestored).toHaveBeenCalledWith(restored));
  });

  it('a preview closes with Close, and Escape there does not close the panel', async () => {
    fakeApi({ ...common, 'page/version': () => ({ body: { version: { _id: 'v3', action: 'save', at: versions[1].at, userName: 'Pat', page: page() } } }) });
    const { onClose } = renderPanel();
    await screen.findByText('Roles changed');
    fireEvent.click(screen.getAllByRole('button', { name: 'Preview' })[0]);
    const dialog = screen.getByRole('dialog', { name: 'Version preview' });
    fireEvent.keyDown(within(dialog).getByRole('button', { name: 'Close' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });
});
