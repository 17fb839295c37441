import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TagFilterField } from '@/components/blocks/shared/descriptor';
import { TagFilterFieldEditor } from '@/editor/fields/tag-filter-field-editor';
import { fakeApi, hostFor } from './field-test-support';

const field: TagFilterField = { path: 'tagFilter', kind: 'tagFilter', label: 'Filters', maxSelected: 3 };

const pages: Record<string, { title: string; slug: string; published: boolean }> = {
  p1: { title: 'ASIST', slug: 'training/asist', published: true },
  p2: { title: 'Walk for Hope', slug: 'events/walk-for-hope', published: false },
  p3: { title: 'Safe talk', slug: 'training/safe-talk', published: true },
  p4: { title: 'Webinar', slug: 'events/webinar', published: true },
};

function api() {
  return fakeApi({
    'siteSettings/loadSiteSettings': () => ({
      categories: [
        { id: 'Location', values: [{ id: 'Whyalla' }, { id: 'Adelaide' }] },
        { id: 'Event', values: [{ id: 'Course' }, { id: 'Walk' }] },
      ],
    }),
    'page/search': (query) => ({
      pages: Object.entries(pages)
        .filter(([, page]) => page.title.toLowerCase().includes((query.get('q') ?? '').toLowerCase()))
        .map(([id, page]) => ({ _id: id, ...page })),
    }),
    'page/loadById': (query) => {
      const page = pages[query.get('_id') ?? ''];
      return { header: { title: page.title }, slug: page.slug, published: page.published };
    },
  });
}

const empty = { include: [], exclude: [], selected: [], limit: 4 };
const group = (name: string) => screen.getByRole('group', { name });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('tag filter field', () => {
  it('offers the domain’s tag categories to include and exclude, values in filter order', async () => {
    const { asked } = api();
    const { Host, last } = hostFor(TagFilterFieldEditor, field);
    render(<Host initial={empty} />);
    const include = group('Include tags');
    const location = await within(include).findByRole('group', { name: 'Location' });
    expect(within(location).getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual(['Adelaide', 'Whyalla']);
    expect(asked.some((url) => url.pathname === '/api/siteSettings/loadSiteSettings' && url.searchParams.get('domainId') === 'default')).toBe(true);

    fireEvent.click(within(location).getByRole('checkbox', { name: 'Adelaide' }));
    fireEvent.click(within(within(include).getByRole('group', { name: 'Event' })).getByRole('checkbox', { name: 'Course' }));
    expect(last()).toEqual({ include: ['Location:Adelaide', 'Event:Course'], exclude: [], selected: [], limit: 4 });

    const exclude = group('Exclude tags');
    fireEvent.click(within(within(exclude).getByRole('group', { name: 'Event' })).getByRole('checkbox', { name: 'Walk' }));
    expect(last()).toEqual({ include: ['Location:Adelaide', 'Event:Course'], exclude: ['Event:Walk'], selected: [], limit: 4 });
  });

  it('never keeps a tag both included and excluded', async () => {
    api();
    const { Host, last } = hostFor(TagFilterFieldEditor, field);
    render(<Host initial={{ ...empty, include: ['Location:Adelaide'] }} />);
    const exclude = group('Exclude tags');
    const adelaide = within(await within(exclude).findByRole('group', { name: 'Location' })).getByRole('checkbox', { name: 'Adelaide' });
    fireEvent.click(adelaide);
    expect(last()).toMatchObject({ include: [], exclude: ['Location:Adelaide'] });
    const included = within(within(group('Include tags')).getByRole('group', { name: 'Location' })).getByRole('checkbox', { name: 'Adelaide' }) as HTMLInputElement;
    expect(included.checked).toBe(false);
  });

  it('lists chosen tags that no category offers any more, so they can be taken off', async () => {
    api();
    const { Host, last } = hostFor(TagFilterFieldEditor, field);
    render(<Host initial={{ ...empty, include: ['Location:Gone', 'Event:Course'] }} />);
    const include = group('Include tags');
    const orphans = await within(include).findByRole('group', { name: 'Not in any category' });
    const gone = within(orphans).getByRole('checkbox', { name: 'Location:Gone' }) as HTMLInputElement;
    expect(gone.checked).toBe(true);
    fireEvent.click(gone);
    expect(last()).toMatchObject({ include: ['Event:Course'] });
  });

  it('chooses up to 3 pages with the page finder, lists them by title and address, and removes them', async () => {
    api();
    const { Host, last } = hostFor(TagFilterFieldEditor, field);
    render(<Host initial={{ ...empty, selected: ['p2'] }} />);
    const chosen = group('Chosen pages');
    // A stored id is looked up and named.
    expect(await within(chosen).findByText(/Walk for Hope \/events\/walk-for-hope \(not published: not shown\)/)).toBeTruthy();

    for (const [typed, title] of [['asi', 'ASIST'], ['safe', 'Safe talk']]) {
      const combo = within(chosen).getByRole('combobox', { name: 'Find a page' });
      combo.focus();
      fireEvent.change(combo, { target: { value: typed } });
      fireEvent.click(await screen.findByRole('option', { name: new RegExp(title) }));
    }
    expect(last()).toEqual({ ...empty, selected: ['p2', 'p1', 'p3'] });
    const rows = within(within(chosen).getByRole('list')).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Walk for Hope /events/walk-for-hope'),
      expect.stringContaining('ASIST /training/asist'),
      expect.stringContaining('Safe talk /training/safe-talk'),
    ]);
    // Three chosen: no more can be added.
    expect(within(chosen).queryByRole('combobox')).toBeNull();
    expect(within(chosen).getByText('At most 3 pages can be chosen. Remove one to choose another.')).toBeTruthy();

    fireEvent.click(within(chosen).getByRole('button', { name: 'Remove ASIST' }));
    expect(last()).toEqual({ ...empty, selected: ['p2', 'p3'] });
    await waitFor(() => expect(within(chosen).getByRole('button', { name: 'Remove Safe talk' })).toBe(document.activeElement));
    expect(within(chosen).getByRole('combobox', { name: 'Find a page' })).toBeTruthy();
  });

  it('says which chosen page is the page itself (it never shows its own card)', async () => {
    api();
    const { Host } = hostFor(TagFilterFieldEditor, field);
    render(<Host initial={{ ...empty, selected: ['page-1'] }} />);
    expect(await within(group('Chosen pages')).findByText(/this page: not shown/)).toBeTruthy();
  });
});
