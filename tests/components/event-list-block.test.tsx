import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderContents } from '@/components/blocks/render-contents';
import type { ListedEvent } from '@/lib/integrations/humanitix/types';
import { fakeApi } from './fake-api';

const walk: ListedEvent = {
  _id: 'walk', name: 'Walk for Hope', startDate: '2099-03-14T23:00:00.000Z', date: '15th March 2099', time: 'Sunday 9:30 am',
  address: 'Riverbank Lawns, Adelaide SA 5000', url: 'https://events.humanitix.com/walk-for-hope', sample: false,
};
const asist: ListedEvent = {
  _id: 'sample-asist', name: 'Applied Suicide Intervention Skills Training (ASIST)', startDate: '2099-07-01T08:15:00.000Z', date: '1st July 2099',
  time: 'Wednesday 5:45 pm', address: 'Online', url: 'https://example.org/sample-events/asist', sample: true,
};

const eventList = (filter = '') => [{ componentType: 'Humanitix', key: 'events', filter }];
const show = (filter = '', editing = false) => <RenderContents contents={eventList(filter)} path="contents" editing={editing} />;
const spinner = () => screen.queryByRole('status');

afterEach(() => vi.unstubAllGlobals());

describe('the event list', () => {
  it('shows a spinner, then each event with its date, time, address and a Book Now link that opens a new tab', async () => {
    const calls = fakeApi({ 'humanitix/list': () => ({ body: [walk, asist] }) });
    render(show('Walk'));
    expect(spinner()?.textContent).toBe('Loading events');

    const items = await screen.findAllByRole('listitem');
    expect(spinner()).toBeNull();
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([['POST', 'humanitix/list', { filter: 'Walk' }]]);
    // In the order the server sorted them.
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([walk.name, asist.name]);

    const first = within(items[0]);
    expect(first.getByText('15th March 2099').closest('time')?.getAttribute('dateTime')).toBe(walk.startDate);
    expect(first.getByText('Sunday 9:30 am')).toBeTruthy();
    expect(first.getByText('Riverbank Lawns, Adelaide SA 5000')).toBeTruthy();
    const book = first.getByRole('link', { name: /^Book Now:\s*Walk for Hope\s*\(opens in a new tab\)$/ });
    expect(book.getAttribute('href')).toBe('https://events.humanitix.com/walk-for-hope');
    expect(book.getAttribute('target')).toBe('_blank');
    expect(book.getAttribute('rel')?.split(' ')).toContain('noopener');

    // Only the made-up events say so.
    expect(first.queryByText('Sample event')).toBeNull();
    expect(within(items[1]).getByText('Sample event')).toBeTruthy();
  });

  it('says so in a plain sentence when there are no upcoming events', async () => {
    fakeApi({ 'humanitix/list': () => ({ body: [] }) });
    render(show());
    expect(await screen.findByText('There are no upcoming events right now.')).toBeTruthy();
    expect(spinner()).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says so in a plain sentence when the events cannot be loaded, whatever went wrong', async () => {
    fakeApi({ 'humanitix/list': () => ({ status: 503, body: { error: { message: 'Events cannot be shown right now. Please try again later.' } } }) });
    const { unmount } = render(show());
    expect(await screen.findByText('Events cannot be shown right now. Please try again later.')).toBeTruthy();
    expect(spinner()).toBeNull();
    unmount();

    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    render(show());
    expect(await screen.findByText('Events cannot be shown right now. Please try again later.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/TypeError|Failed to fetch|\n\s+at /);
  });

  it('reloads, with the spinner again, when the filter changes', async () => {
    const calls = fakeApi({ 'humanitix/list': (call) => ({ body: call.body?.filter === 'ASIST' ? [asist] : [walk] }) });
    const { rerender } = render(show('Walk', true));
    expect(await screen.findByRole('heading', { name: walk.name })).toBeTruthy();
    rerender(show('ASIST', true));
    expect(spinner()?.textContent).toBe('Loading events');
    expect(await screen.findByRole('heading', { name: asist.name })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: walk.name })).toBeNull();
    expect(calls.map((c) => c.body?.filter)).toEqual(['Walk', 'ASIST']);
  });

  it('shows editors the filter, clickable to edit, and visitors nothing of it', async () => {
    fakeApi({ 'humanitix/list': () => ({ body: [] }) });
    const { container, rerender } = render(show('', true));
    const filter = container.querySelector<HTMLElement>('[data-edit="contents.0.filter"]');
    expect(filter?.dataset.editKind).toBe('text');
    expect(filter?.textContent).toBe('Insert Text Here');
    rerender(show('first aid', true));
    expect(container.querySelector('[data-edit="contents.0.filter"]')?.textContent).toBe('first aid');
    rerender(show('first aid'));
    await waitFor(() => expect(screen.getByText('There are no upcoming events right now.')).toBeTruthy());
    expect(container.querySelector('[data-edit]')).toBeNull();
    expect(container.textContent).not.toMatch(/first aid|Filter events/);
  });
});
