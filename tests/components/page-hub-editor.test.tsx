import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as pageHub from '@/components/blocks/page-hub';
import type { HubBaseFiltersField } from '@/components/blocks/shared/descriptor';
import { HubBaseFiltersFieldEditor } from '@/editor/fields/hub-base-filters-field-editor';
import { findField } from '@/editor/sidebar/resolve-field';
import { blockProps } from './block-props';
import { hostFor, pageContext } from './field-test-support';
import { cardTitles, fakeHubApi, hubData, renderLiveHub } from './page-hub-support';

afterEach(() => vi.unstubAllGlobals());

describe('the hub in the editor', () => {
  beforeEach(() => window.history.replaceState(null, '', '/training/courses'));

  it('offers Set Base Filters only to editors, opening the component’s base filters', () => {
    fakeHubApi();
    const { unmount } = render(<pageHub.Component data={hubData()} {...blockProps('contents.4')} />);
    expect(screen.queryByRole('button', { name: 'Set Base Filters' })).toBeNull();
    unmount();
    render(<pageHub.Component data={hubData()} {...blockProps('contents.4', true)} />);
    const button = screen.getByRole('button', { name: 'Set Base Filters' });
    expect(button.dataset.edit).toBe('contents.4');
    // The sidebar resolves the component's own path to the base filters field.
    expect(findField(pageHub.descriptor.fields, '')?.field.kind).toBe('hubBaseFilters');
  });

  it('loads its own results (nothing is preloaded there) and follows changes to its base filters', async () => {
    const api = fakeHubApi();
    const { rerender } = await renderLiveHub({ preloaded: false, editing: true });
    await waitFor(() => expect(cardTitles()).toHaveLength(9));
    expect(api.calls).toContain('config/loadDomain');
    expect(api.requests).toEqual([{ domainId: 'default', pageIndex: 0, hubFilters: ['Card Type:Course'], userFilters: [], sortBy: 'a-z' }]);
    await waitFor(() => expect(screen.getByRole('button', { name: /^Location/ })).toBeTruthy());
    expect(screen.getByRole('button', { name: /^Date/ })).toBeTruthy();

    rerender(<pageHub.Component data={hubData({ hubFilters: ['Location:Darwin'], sortBy: 'desc', sideFiltersToShow: ['Date'] })} {...blockProps('contents.0', true)} />);
    await waitFor(() => expect(cardTitles()[0]).toBe('Course 30'));
    expect(api.requests.at(-1)).toEqual({ domainId: 'default', pageIndex: 0, hubFilters: ['Location:Darwin'], userFilters: [], sortBy: 'desc' });
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Location/ })).toBeNull());
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent)).toEqual(['1', '2']);
    // The editor's address is the page's: the hub never writes into it.
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Course 03']));
    expect(window.location.search).toBe('');
  });
});

const field = pageHub.descriptor.fields[0] as HubBaseFiltersField;
const settings = {
  siteSettings: {},
  redirects: [],
  categories: [
    { id: 'Location', values: [{ id: 'Darwin' }, { id: 'Adelaide' }] },
    { id: 'Date', values: [{ id: 'May 2026' }, { id: 'March 2026' }] },
  ],
};

function stubSettings() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(`${url.pathname}?${url.searchParams}`);
      return new Response(JSON.stringify(settings), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return asked;
}

describe('the hub base filters editor', () => {
  it('sets the sort order from the two the hub block offers', async () => {
    stubSettings();
    const { Host, last } = hostFor(HubBaseFiltersFieldEditor, field, pageContext());
    render(<Host initial={hubData()} />);
    const sort = screen.getByLabelText('Sort order') as HTMLSelectElement;
    expect(Array.from(sort.options, (option) => option.text)).toEqual(['Newest to Oldest', 'Name A-Z']);
    expect(sort.value).toBe('a-z');
    fireEvent.change(sort, { target: { value: 'desc' } });
    expect(last()).toMatchObject({ sortBy: 'desc', hubFilters: ['Card Type:Course'], key: 'hub-1' });
    await act(async () => {});
  });

  it('ticks the categories visitors may filter by, and the base filters, from the site’s categories', async () => {
    const asked = stubSettings();
    const { Host, last } = hostFor(HubBaseFiltersFieldEditor, field, pageContext());
    render(<Host initial={hubData({ sideFiltersToShow: ['Date'], hubFilters: ['Card Type:Course'] })} />);
    const sides = await screen.findByRole('group', { name: 'Categories visitors may filter by' });
    expect(asked).toEqual(['/api/siteSettings/loadSiteSettings?domainId=default']);
    expect(within(sides).getAllByRole('checkbox').map((box) => [box.parentElement?.textContent, (box as HTMLInputElement).checked])).toEqual([
      ['Location', false],
      ['Date', true],
    ]);
    fireEvent.click(within(sides).getByRole('checkbox', { name: 'Location' }));
    expect(last()).toMatchObject({ sideFiltersToShow: ['Date', 'Location'] });

    const base = screen.getByRole('group', { name: 'Base filters' });
    // Values in filter order: dates by year then month, others by name.
    expect(within(within(base).getByRole('group', { name: 'Date' })).getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual(['March 2026', 'May 2026']);
    expect(within(within(base).getByRole('group', { name: 'Location' })).getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual(['Adelaide', 'Darwin']);
    // A stored filter no category offers any more is shown, so it can be taken off.
    const stale = within(base).getByRole('group', { name: 'Not in any category' });
    expect((within(stale).getByRole('checkbox', { name: 'Card Type: Course' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(within(base).getByRole('checkbox', { name: 'Darwin' }));
    expect(last()).toMatchObject({ hubFilters: ['Card Type:Course', 'Location:Darwin'] });
    fireEvent.click(within(stale).getByRole('checkbox', { name: 'Card Type: Course' }));
    expect(last()).toMatchObject({ hubFilters: ['Location:Darwin'], sideFiltersToShow: ['Date', 'Location'] });
    expect(screen.queryByRole('group', { name: 'Not in any category' })).toBeNull();
  });

  it('says when the site has no tag categories yet', async () => {
    settings.categories = [];
    stubSettings();
    const { Host } = hostFor(HubBaseFiltersFieldEditor, field, pageContext());
    render(<Host initial={hubData({ hubFilters: [] })} />);
    expect(await screen.findByText('This site has no tag categories yet. Add them in Site settings.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Base filters' })).toBeNull();
  });
});
