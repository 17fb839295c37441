import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@/lib/auth/roles';
import { PageSchema, type Page } from '@/lib/content/schemas';
import { useState } from 'react';
import { PageSettingsPanel, type PageSettingsPanelProps } from '@/editor/pages/page-settings-panel';
import { TagsEditor } from '@/editor/pages/tags-editor';
import { ToastProvider } from '@/editor/ui/toasts';
import { SWRConfig } from 'swr';
import { fakeApi, type Answer, type Call } from './fake-api';
import { whenText, zoneName } from '@/editor/ui/when';


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

/** The domain's tag categories as Site settings holds them (in the order saved there, values unsorted). */
const categories = [
  { id: 'Location', values: [{ id: 'Whyalla' }, { id: 'Adelaide' }, { id: 'Online' }] },
  { id: 'Event Type', values: [{ id: 'Workshop' }, { id: 'Walk' }] },
  { id: 'Date', values: [{ id: 'March 2027' }, { id: 'November 2026' }, { id: 'January 2027' }] },
];

const common = {
  'siteSettings/loadSiteSettings': () => ({ body: { siteSettings: { domainId: 'default', version: 1, redirectsVersion: 0, categoriesVersion: 3 }, redirects: [], categories } }),
  'page/versions': () => ({ body: { versions, total: versions.length } }),
  'review/list': () => ({ body: { reviews: [] } }),
  'page/reviewDate': () => ({ body: { reviewBy: '2027-03-31', lastReviewed: null, overdue: false, months: 12, sensitiveTopic: null } }),
  'page/listPreviewLinks': () => ({ body: { links: [] } }),
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
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, revalidateOnFocus: false, shouldRetryOnError: false }}>
      <ToastProvider>
        <PageSettingsPanel user={admin} page={working} savedPage={props.savedPage ?? working} dirty={false} busy={false} {...handlers} {...props} />
      </ToastProvider>
    </SWRConfig>,
  );
  return handlers;
}

const panel = () => screen.getByRole('complementary', { name: 'Page Settings' });

describe('PageSettingsPanel', () => {
  it('is a labelled panel: address focused first, Escape closes it', async () => {
    fakeApi(common);
    const { onClose } = renderPanel();
    expect(panel()).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Web address' }));
    expect(screen.getByText(/the old address stops working/)).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Web address' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('checks a new address as it is typed and puts it in the working copy only when it is free', async () => {
    const calls = fakeApi(common);
    const { onChange } = renderPanel();
    const slug = screen.getByRole('textbox', { name: 'Web address' });
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

  it('edits header type, frequency and priority in the working copy; Save page saves', async () => {
    fakeApi(common);
    const { onChange, onSave } = renderPanel({ dirty: true });
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Header Type' }), { target: { value: 'HalfWidthImageCustomHeader' } });
    expect(onChange).toHaveBeenCalledWith('headerType', 'HalfWidthImageCustomHeader');

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

  it("offers the domain's tag categories as checkboxes, the page's tags ticked; a tag chosen is written 'category:value'", async () => {
    const calls = fakeApi(common);
    const { onChange } = renderPanel();
    const tags = screen.getByRole('group', { name: 'Tags' });
    const location = await within(tags).findByRole('group', { name: 'Location' });
    expect(calls.find((c) => c.path === 'siteSettings/loadSiteSettings')?.query.get('domainId')).toBe('default');
    expect(within(tags).getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual(['Location', 'Event Type', 'Date']);
    expect(within(location).getAllByRole('checkbox').map((box) => (box as HTMLInputElement).labels?.[0].textContent)).toEqual(['Adelaide', 'Online', 'Whyalla']);
    expect(within(location).getByRole('checkbox', { name: 'Adelaide' })).toHaveProperty('checked', true);
    expect(within(location).getByRole('checkbox', { name: 'Whyalla' })).toHaveProperty('checked', false);
    expect(within(tags).getByText('1 of 100 tags')).toBeTruthy();

    fireEvent.click(within(within(tags).getByRole('group', { name: 'Event Type' })).getByRole('checkbox', { name: 'Walk' }));
    expect(onChange).toHaveBeenLastCalledWith('tags', ['Location:Adelaide', 'Event Type:Walk']);
    fireEvent.click(within(location).getByRole('checkbox', { name: 'Whyalla' }));
    expect(onChange).toHaveBeenLastCalledWith('tags', ['Location:Adelaide', 'Location:Whyalla']);
    fireEvent.click(within(location).getByRole('checkbox', { name: 'Adelaide' }));
    expect(onChange).toHaveBeenLastCalledWith('tags', []);
    // Nothing to type: no free-text tag can be made here.
    expect(within(tags).queryByRole('textbox')).toBeNull();
  });

  it('lists date tags by year then month', async () => {
    fakeApi(common);
    renderPanel();
    const dates = await screen.findByRole('group', { name: 'Date' });
    expect(within(dates).getAllByRole('checkbox').map((box) => (box as HTMLInputElement).labels?.[0].textContent)).toEqual([
      'November 2026',
      'January 2027',
      'March 2027',
    ]);
  });

  it("lists the page's tags that no category offers as 'Not in any category', each removed after 'Are you sure?'", async () => {
    fakeApi(common);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { onChange } = renderPanel({ page: page({ tags: ['Location:Adelaide', 'Topic:Grief', 'Location:Port Lincoln', 'no category'] }) });
    const orphans = await screen.findByRole('group', { name: 'Not in any category' });
    expect(within(orphans).getAllByRole('listitem').map((row) => row.querySelector('span')?.textContent)).toEqual(['Topic:Grief', 'Location:Port Lincoln', 'no category']);
    // A tag a category offers is not among them.
    expect(within(orphans).queryByText('Location:Adelaide')).toBeNull();

    fireEvent.click(within(orphans).getByRole('button', { name: 'Remove tag Location:Port Lincoln' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure?');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(within(orphans).getByRole('button', { name: 'Remove tag Location:Port Lincoln' }));
    expect(onChange).toHaveBeenLastCalledWith('tags', ['Location:Adelaide', 'Topic:Grief', 'no category']);
  });

  it('keeps the keyboard in the list when a tag is removed: the next Remove button, then the first checkbox', async () => {
    fakeApi(common);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    function Picker() {
      const [tags, setTags] = useState(['Topic:Grief', 'Topic:Hope']);
      return <TagsEditor domainId="default" tags={tags} onChange={setTags} />;
    }
    render(<Picker />);
    const first = await screen.findByRole('button', { name: 'Remove tag Topic:Grief' });
    fireEvent.click(first);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove tag Topic:Hope' })));
    fireEvent.click(screen.getByRole('button', { name: 'Remove tag Topic:Hope' }));
    expect(screen.queryByRole('group', { name: 'Not in any category' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByRole('checkbox')[0]));
    expect(screen.getByText('0 of 100 tags')).toBeTruthy();
  });

  it('shows no orphan list when every tag is in a category', async () => {
    fakeApi(common);
    renderPanel();
    await screen.findByRole('group', { name: 'Location' });
    expect(screen.queryByRole('group', { name: 'Not in any category' })).toBeNull();
  });

  it('allows at most 100 tags: at the limit only ticked boxes can change', async () => {
    fakeApi(common);
    const full = Array.from({ length: 99 }, (_, i) => `Old:Tag ${i}`);
    const { onChange } = renderPanel({ page: page({ tags: ['Location:Adelaide', ...full] }) });
    const location = await screen.findByRole('group', { name: 'Location' });
    expect(within(location).getByRole('checkbox', { name: 'Whyalla' })).toHaveProperty('disabled', true);
    expect(within(location).getByRole('checkbox', { name: 'Adelaide' })).toHaveProperty('disabled', false);
    expect(screen.getByText('A page can have at most 100 tags. Remove one to choose another.')).toBeTruthy();
    expect(screen.getByText('100 of 100 tags')).toBeTruthy();
    fireEvent.click(within(location).getByRole('checkbox', { name: 'Adelaide' }));
    expect(onChange).toHaveBeenLastCalledWith('tags', full);
  });

  it('says when the site has no tag categories, and when they could not be loaded (with Try again)', async () => {
    let answer: Answer = { status: 500, body: { error: { message: 'The store is not reachable.' } } };
    const calls = fakeApi({ ...common, 'siteSettings/loadSiteSettings': () => answer });
    renderPanel();
    const tags = screen.getByRole('group', { name: 'Tags' });
    expect((await within(tags).findByRole('alert')).textContent).toBe('The tag categories could not be loaded. The store is not reachable.');
    answer = { body: { siteSettings: {}, redirects: [], categories: [] } };
    fireEvent.click(within(tags).getByRole('button', { name: 'Try again' }));
    expect(await within(tags).findByText('This site has no tag categories yet. Add them in Site settings.')).toBeTruthy();
    expect(within(tags).queryByRole('alert')).toBeNull();
    expect(calls.filter((c) => c.path === 'siteSettings/loadSiteSettings')).toHaveLength(2);
  });

  it("edits the start and end dates as 'yyyy-MM-dd', '' when cleared, and refuses an end before the start", async () => {
    fakeApi(common);
    const { onChange } = renderPanel({ page: page({ header: { title: 'About us', description: '', quickLinks: [], startDate: '2027-03-10', endDate: '' } }) });
    const start = screen.getByLabelText('Start date') as HTMLInputElement;
    const end = screen.getByLabelText('End date') as HTMLInputElement;
    expect([start.type, start.value, end.type, end.value]).toEqual(['date', '2027-03-10', 'date', '']);

    fireEvent.change(end, { target: { value: '2027-03-12' } });
    expect(onChange).toHaveBeenLastCalledWith('header.endDate', '2027-03-12');

    fireEvent.change(end, { target: { value: '2027-03-01' } });
    expect(screen.getByRole('alert').textContent).toBe('The end date cannot be before the start date.');
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(onChange).toHaveBeenCalledTimes(1);

    // Moving the start back makes the pair valid: both reach the working copy.
    fireEvent.change(start, { target: { value: '2027-02-27' } });
    expect(onChange).toHaveBeenCalledWith('header.startDate', '2027-02-27');
    expect(onChange).toHaveBeenLastCalledWith('header.endDate', '2027-03-01');
    expect(screen.queryByText('The end date cannot be before the start date.')).toBeNull();

    onChange.mockClear();
    fireEvent.change(start, { target: { value: '' } });
    expect(onChange).toHaveBeenCalledWith('header.startDate', '');
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
    const roles = screen.getByRole('region', { name: 'Publishing roles' });
    expect(within(roles).queryByRole('checkbox')).toBeNull();
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
    expect(screen.getByText(`Last published ${format(new Date('2025-03-04T09:05:00.000Z'), "h:mm a 'on' d MMMM yyyy")}, ${zoneName()}`)).toBeTruthy();

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

  it("shows the review date, marks the page reviewed and sets a date of one's own; says when it is overdue", async () => {
    const marked = { reviewBy: '2027-11-30', lastReviewed: { name: 'Ana', at: '2026-11-28T01:00:00.000Z' }, overdue: false, months: 6, sensitiveTopic: 'self-harm' };
    const calls = fakeApi({
      ...common,
      'page/reviewDate': () => ({ body: { reviewBy: '2026-01-31', lastReviewed: null, overdue: true, months: 6, sensitiveTopic: 'self-harm' } }),
      'page/markReviewed': () => ({ body: marked }),
      'page/setReviewBy': (call: Call) => ({ body: { ...marked, reviewBy: (call.body as { reviewBy: string }).reviewBy } }),
    });
    renderPanel();
    const section = await screen.findByRole('region', { name: 'Review by' });
    expect((await within(section).findByText(/^Overdue/)).textContent).toBe('Overdue: this page was due for review on 31 January 2026.');
    expect(within(section).getByText('Pages like this one come up for review every 6 months (it is about self-harm).')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Mark reviewed' }));
    expect(await within(section).findByText('Review this page by 30 November 2027.')).toBeTruthy();
    expect(within(section).getByText(/^Last reviewed by Ana at /)).toBeTruthy();
    expect(calls.find((c) => c.path === 'page/markReviewed')?.body).toEqual({ _id: 'page-about' });

    const date = within(section).getByLabelText('Review by');
    expect(within(section).getByRole('button', { name: 'Set date' })).toHaveProperty('disabled', true);
    fireEvent.change(date, { target: { value: '2027-06-01' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Set date' }));
    expect(await within(section).findByText('Review this page by 1 June 2027.')).toBeTruthy();
    expect(calls.find((c) => c.path === 'page/setReviewBy')?.body).toEqual({ _id: 'page-about', reviewBy: '2027-06-01' });
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
      `Published by Ada, ${whenText(versions[0].at)}`,
      `Saved by Pat, ${whenText(versions[1].at)}`,
      `Roles changed by a former user, ${whenText(versions[2].at)}`,
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
