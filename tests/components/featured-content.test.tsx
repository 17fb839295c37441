import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as featured from '@/components/blocks/featured-content';
import { CurrentPageProvider } from '@/components/blocks/shared/current-page';
import type { HubPageItem } from '@/lib/hub/types';
import { blockProps } from './block-props';

const ADD_FILTERS = 'Add filters (only 3 event cards will be shown)';
const NO_EVENTS = 'No events found with filters...';

const item = (id: string, title = `Course ${id}`): HubPageItem => ({
  _id: id,
  slug: `training/${id}`,
  header: { title, description: 'Two days of practice.', startDate: '2027-03-01' },
  tags: ['Location:Adelaide', 'Event Type:Workshop'],
  contents: [],
});

const data = (over: Record<string, unknown> = {}) =>
  featured.schema.parse({ componentType: 'FeaturedContent', key: 'fc1', heading: 'Coming up', tagFilter: { include: ['Events Type:Training'] }, ...over });

function renderBlock(parsed: ReturnType<typeof data>, options: { editing?: boolean; preload?: unknown; page?: { domainId?: string; pageId?: string } } = {}) {
  const block = (value: ReturnType<typeof data>) => {
    const tree: ReactNode = (
      <featured.Component data={value} {...blockProps('contents.0', options.editing ?? false)} {...(options.preload === undefined ? {} : { preload: options.preload })} />
    );
    return <CurrentPageProvider {...(options.page ?? {})}>{tree}</CurrentPageProvider>;
  };
  const view = render(block(parsed));
  return { ...view, rerenderWith: (next: ReturnType<typeof data>) => view.rerender(block(next)) };
}

/** Answers POST /api/tags/filterListSelected with `answer(body)`, recording each body sent. */
function fakeFilterList(answer: (body: { tagFilters: { include: string[] } }) => HubPageItem[]) {
  const bodies: Array<Record<string, unknown> & { tagFilters: { include: string[]; limit: number } }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    expect(String(input)).toBe('/api/tags/filterListSelected');
    expect(init?.method).toBe('POST');
    const body = JSON.parse(String(init?.body));
    bodies.push(body);
    return new Response(JSON.stringify(answer(body)), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { bodies, fetchMock };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FeaturedContent for visitors', () => {
  it('shows the heading and the cards the server loaded, without asking again', () => {
    const { fetchMock } = fakeFilterList(() => []);
    renderBlock(data(), { preload: { domainId: 'd1', pages: [item('a'), item('b'), item('c'), item('d')] }, page: { domainId: 'd1', pageId: 'home' } });
    const heading = screen.getByRole('heading', { level: 2, name: 'Coming up' });
    const section = heading.closest('section')!;
    const cards = within(section).getAllByRole('link');
    // Three cards at most, each a link named by its page's title.
    expect(cards.map((card) => [card.textContent?.includes('Course'), card.getAttribute('href')])).toEqual([
      [true, '/training/a'],
      [true, '/training/b'],
      [true, '/training/c'],
    ]);
    expect(within(section).getByRole('link', { name: 'Course a' })).toBeTruthy();
    expect(screen.queryByText(ADD_FILTERS)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows nothing at all, not even the heading, when no page matches', () => {
    fakeFilterList(() => []);
    const { container } = renderBlock(data(), { preload: { domainId: 'd1', pages: [] } });
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('heading')).toBeNull();
  });
});

describe('FeaturedContent in the editor', () => {
  it('marks the heading for editing in place, and shows the placeholder for an empty one', () => {
    fakeFilterList(() => []);
    const { rerenderWith } = renderBlock(data(), { editing: true, page: { domainId: 'd1', pageId: 'p1' } });
    const heading = screen.getByRole('heading', { level: 2, name: 'Coming up' });
    expect(heading.getAttribute('data-edit')).toBe('contents.0.heading');
    expect(heading.getAttribute('data-edit-kind')).toBe('text');
    rerenderWith(data({ heading: '' }));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Insert Text Here');
  });

  it("offers 'Add filters', asks for 3 cards of this domain (never this page) and shows them", async () => {
    const { bodies } = fakeFilterList(() => [item('a'), item('b')]);
    renderBlock(data(), { editing: true, page: { domainId: 'd1', pageId: 'p1' } });
    const add = screen.getByRole('button', { name: ADD_FILTERS });
    // Clicking it in select mode opens the block's filters in the sidebar.
    expect(add.getAttribute('data-edit')).toBe('contents.0.tagFilter');
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(2));
    expect(bodies).toEqual([
      { domainId: 'd1', currentPageId: 'p1', tagFilters: { include: ['Events Type:Training'], exclude: [], selected: [], limit: 3 } },
    ]);
    expect(screen.queryByText(NO_EVENTS)).toBeNull();
  });

  it("says 'No events found with filters...' when nothing matches, and asks again once the filters settle", async () => {
    const { bodies } = fakeFilterList(({ tagFilters }) => (tagFilters.include.includes('Location:Adelaide') ? [item('adelaide', 'In Adelaide')] : []));
    const { rerenderWith } = renderBlock(data(), { editing: true, page: { domainId: 'd1', pageId: 'p1' } });
    expect(await screen.findByText(NO_EVENTS)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Coming up' })).toBeTruthy();

    // Two quick changes: one request, with the filters as they ended.
    rerenderWith(data({ tagFilter: { include: ['Location:Whyalla'] } }));
    rerenderWith(data({ tagFilter: { include: ['Location:Adelaide'] } }));
    expect(await screen.findByRole('link', { name: 'In Adelaide' }, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByText(NO_EVENTS)).toBeNull();
    expect(bodies.map((body) => body.tagFilters.include)).toEqual([['Events Type:Training'], ['Location:Adelaide']]);
  });

  it('says when the cards could not be loaded', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: { message: 'No' } }), { status: 500 })));
    renderBlock(data(), { editing: true, page: { domainId: 'd1', pageId: 'p1' } });
    expect(await screen.findByText(/could not be loaded/)).toBeTruthy();
  });
});
