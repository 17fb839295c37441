import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SitemapTab } from '@/editor/dashboard/sitemap-tab';
import type { SitemapEntry } from '@/editor/dashboard/sitemap/sitemap-query';
import type { AuthUser } from '@/lib/auth/roles';
import { expectDatesLimitEachOther } from './filter-drawer-support';

const user: AuthUser = { _id: 'user-ana', username: 'ana', email: 'ana@example.org', name: 'Ana', roles: ['publisher'] };

const entry = (slug: string, more: Partial<SitemapEntry> = {}): SitemapEntry => ({
  _id: `page-${slug || 'home'}`,
  slug,
  title: slug ? `The ${slug} page` : 'Home',
  pageType: 'page',
  updatedAt: new Date(2025, 2, 4, 14, 5).toISOString(),
  publishedAt: null,
  published: false,
  publishableByYou: true,
  frequency: 'monthly',
  priority: 0.5,
  openNotes: 0,
  ...more,
});

type Answer = { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;
let answer: (query: URLSearchParams) => Answer;
const asked: URLSearchParams[] = [];
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input), 'http://localhost');
  expect(url.pathname).toBe('/api/sitemap/filter');
  asked.push(url.searchParams);
  const { status = 200, body } = await answer(url.searchParams);
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
});

/** The query of the latest request, without the parts every request carries. */
const lastQuery = () => Object.fromEntries([...asked.at(-1)!].filter(([key]) => key !== 'domainId'));

beforeEach(() => {
  asked.length = 0;
  answer = () => ({ body: { sitemap: [entry('about')], total: 1 } });
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderTab() {
  const onNavigate = vi.fn();
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, revalidateOnFocus: false }}>
      <SitemapTab user={user} domainId="default" onNavigate={onNavigate} />
    </SWRConfig>,
  );
  return { onNavigate };
}

async function openFilters() {
  const toggle = screen.getByRole('button', { name: 'Filters' });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('region', { name: 'Filters' })).toBeNull();
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  return screen.getByRole('region', { name: 'Filters' });
}

const change = (control: HTMLElement, value: string) => fireEvent.change(control, { target: { value } });
const rowSlugs = () => screen.queryAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('SitemapTab', () => {
  it('asks for page 1 of 10 of this domain and shows the eleven columns (the title beside the address), dates in the submission format, ticks with Yes and No', async () => {
    answer = () => ({
      body: {
        total: 2,
        sitemap: [
          entry('', { published: true, publishedAt: new Date(2025, 2, 5, 9, 30).toISOString(), frequency: 'weekly', priority: 1, openNotes: 2, schedule: { publishAt: new Date(2026, 11, 3, 9, 0).toISOString(), unpublishAt: new Date(2026, 11, 4, 17, 30).toISOString() } }),
          entry('about', { publishableByYou: false, updatedAt: null, schedule: { cancelled: { kind: 'publish', due: new Date(2026, 11, 3, 9, 0).toISOString(), reason: 'Cancelled: pat may no longer publish this page.' } } }),
        ],
      },
    });
    renderTab();
    await screen.findByRole('table');
    expect(Object.fromEntries(asked[0])).toEqual({ domainId: 'default', page: '1', size: '10' });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Slug',
      'Title',
      'Page Type',
      'Last Modified',
      'Last Published',
      'Currently Published',
      'Publishable By You',
      'Change Frequency',
      'Priority',
      'Scheduled',
      'Open Notes',
    ]);
    const [home, about] = screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(home).toEqual(['/', 'Home', 'Generic', '2:05 PM, 04/03/2025', '9:30 AM, 05/03/2025', '✓ Yes', '✓ Yes', 'weekly', '1', 'Publish 3 Dec 2026 09:00Unpublish 4 Dec 2026 17:30', '2']);
    expect(about).toEqual(['about', 'The about page', 'Generic', '', '', '✗ No', '✗ No', 'monthly', '0.5', 'Publish 3 Dec 2026 09:00 not done. Cancelled: pat may no longer publish this page.', '']);
    // The glyph is decoration: the cell reads Yes or No.
    expect(screen.getAllByText('✓')[0].getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('2 pages');
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    expect((screen.getByLabelText('Page size') as HTMLSelectElement).value).toBe('10');
    expect([...(screen.getByLabelText('Page size') as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['10', '25', '50', '100']);
  });

  it('clicking a slug opens that address, with the leading slash', async () => {
    answer = () => ({ body: { sitemap: [entry('get-help/crisis-line'), entry('')], total: 2 } });
    const { onNavigate } = renderTab();
    const link = await screen.findByRole('link', { name: 'get-help/crisis-line' });
    expect(link.getAttribute('href')).toBe('/get-help/crisis-line');
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/get-help/crisis-line');
    fireEvent.click(screen.getByRole('link', { name: '/' }));
    expect(onNavigate).toHaveBeenLastCalledWith('/');
  });

  it('every filter sends its query parameter, and Clear Filters sends none', async () => {
    renderTab();
    await screen.findByRole('table');
    const drawer = await openFilters();

    change(within(drawer).getByLabelText('Slug'), 'about');
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', size: '10', slug: 'about' }));

    const pageType = within(drawer).getByLabelText('Page Type') as HTMLSelectElement;
    expect([...pageType.options].map((o) => o.textContent)).toEqual(['Any', 'Generic']);
    change(pageType, 'page');
    await waitFor(() => expect(lastQuery()).toMatchObject({ pageType: 'page' }));

    const freq = within(drawer).getByLabelText('Change Frequency') as HTMLSelectElement;
    expect([...freq.options].map((o) => o.value)).toEqual(['', 'never', 'yearly', 'monthly', 'weekly', 'daily', 'hourly', 'always']);
    change(freq, 'weekly');
    await waitFor(() => expect(lastQuery()).toMatchObject({ freq: 'weekly' }));

    const priority = within(drawer).getByLabelText('Priority');
    expect([priority.getAttribute('type'), priority.getAttribute('min'), priority.getAttribute('max'), priority.getAttribute('step')]).toEqual(['number', '0', '1', '0.1']);
    change(priority, '0.8');
    await waitFor(() => expect(lastQuery()).toMatchObject({ priority: '0.8' }));

    const publishable = within(drawer).getByLabelText('Publishable By You') as HTMLSelectElement;
    expect([...publishable.options].map((o) => o.textContent)).toEqual(['Any', 'Yes', 'No']);
    change(publishable, 'true');
    await waitFor(() => expect(lastQuery()).toMatchObject({ publishableByYou: 'true' }));
    change(publishable, 'false');
    await waitFor(() => expect(lastQuery()).toMatchObject({ publishableByYou: 'false' }));

    // Days are the editor's own (local) days, as the table shows local times.
    change(within(drawer).getByLabelText('Last Modified From'), '2025-03-04');
    await waitFor(() => expect(lastQuery()).toMatchObject({ lastModFrom: new Date(2025, 2, 4).toISOString() }));
    change(within(drawer).getByLabelText('Last Modified To'), '2025-03-10');
    await waitFor(() => expect(lastQuery()).toMatchObject({ lastModTo: new Date(2025, 2, 10, 23, 59, 59, 999).toISOString() }));

    expect(lastQuery()).toEqual({
      page: '1',
      size: '10',
      slug: 'about',
      pageType: 'page',
      freq: 'weekly',
      priority: '0.8',
      publishableByYou: 'false',
      lastModFrom: new Date(2025, 2, 4).toISOString(),
      lastModTo: new Date(2025, 2, 10, 23, 59, 59, 999).toISOString(),
    });

    const before = asked.length;
    fireEvent.click(within(drawer).getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(asked.length).toBe(before + 1));
    expect(lastQuery()).toEqual({ page: '1', size: '10' });
    expect((within(drawer).getByLabelText('Slug') as HTMLInputElement).value).toBe('');
    expect((within(drawer).getByLabelText('Last Modified From') as HTMLInputElement).value).toBe('');
  });

  it('sends typing once it pauses, not per key', async () => {
    renderTab();
    await screen.findByRole('table');
    const drawer = await openFilters();
    const slug = within(drawer).getByLabelText('Slug');
    for (const typed of ['a', 'ab', 'abo', 'abou', 'about']) change(slug, typed);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked.map((q) => q.get('slug'))).toEqual([null]);
    await waitFor(() => expect(asked.map((q) => q.get('slug'))).toEqual([null, 'about']));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(asked).toHaveLength(2);
  });

  it('Last Modified From and To limit each other', async () => {
    renderTab();
    const drawer = await openFilters();
    const from = within(drawer).getByLabelText('Last Modified From');
    const to = within(drawer).getByLabelText('Last Modified To');
    expectDatesLimitEachOther(from, to);
  });

  it('pages with Previous and Next; a new page size or filter goes back to page 1', async () => {
    answer = (query) => ({ body: { sitemap: [entry(`page-${query.get('page')}-of-${query.get('size')}`)], total: 45 } });
    renderTab();
    await screen.findByText('Page 1 of 5');
    expect(screen.getByRole('status').textContent).toBe('45 pages');
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 5');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('link', { name: 'page-3-of-10' });
    expect(lastQuery()).toEqual({ page: '3', size: '10' });
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByRole('link', { name: 'page-2-of-10' });

    change(screen.getByLabelText('Page size'), '25');
    await screen.findByRole('link', { name: 'page-1-of-25' });
    expect(lastQuery()).toEqual({ page: '1', size: '25' });
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('link', { name: 'page-2-of-25' });
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    const drawer = await openFilters();
    change(within(drawer).getByLabelText('Change Frequency'), 'daily');
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', size: '25', freq: 'daily' }));
    // No request went out for page 2 under the new filter.
    expect(asked.filter((q) => q.get('freq') === 'daily').map((q) => q.get('page'))).toEqual(['1']);
  });

  it('keeps the rows on screen, marked busy, while the next page loads', async () => {
    let release!: () => void;
    answer = (query) => {
      const body = { sitemap: [entry(`row-on-page-${query.get('page')}`)], total: 20 };
      if (query.get('page') === '1') return { body };
      return new Promise((resolve) => (release = () => resolve({ body })));
    };
    renderTab();
    await screen.findByRole('link', { name: 'row-on-page-1' });
    const results = screen.getByRole('table').closest('[aria-busy]')!;
    expect(results.getAttribute('aria-busy')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(results.getAttribute('aria-busy')).toBe('true'));
    expect(screen.getByRole('link', { name: 'row-on-page-1' })).toBeTruthy();
    await act(async () => release());
    await screen.findByRole('link', { name: 'row-on-page-2' });
    expect(results.getAttribute('aria-busy')).toBe('false');
  });

  it('says when nothing matches, and shows the server’s message when the call fails', async () => {
    answer = () => ({ body: { sitemap: [], total: 0 } });
    renderTab();
    await screen.findByText('No pages match these filters.');
    expect(rowSlugs()).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('0 pages');

    answer = () => ({ status: 400, body: { error: { message: 'priority goes in steps of 0.1' } } });
    const drawer = await openFilters();
    change(within(drawer).getByLabelText('Priority'), '0.35');
    expect((await screen.findByRole('alert')).textContent).toBe('priority goes in steps of 0.1');
  });

  it('shows a loading message until the first answer', async () => {
    let release!: () => void;
    answer = () => new Promise((resolve) => (release = () => resolve({ body: { sitemap: [entry('about')], total: 1 } })));
    renderTab();
    expect(screen.getByText('Loading pages…').closest('[aria-busy]')!.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(asked).toHaveLength(1));
    await act(async () => release());
    await screen.findByRole('link', { name: 'about' });
  });
});
