import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardGrid } from '@/components/hub/card-grid';
import { HubCard } from '@/components/hub/hub-card';
import type { HubPageItem } from '@/lib/hub/types';

const page = (id: string, over: Partial<HubPageItem> = {}): HubPageItem => ({
  _id: id,
  slug: `events/${id}`,
  header: { title: `Course ${id}`, description: 'learn the <em>basics</em>', startDate: '2026-05-04', endDate: '2026-05-05' },
  tags: ['Card Type:Course', 'Location:Adelaide', 'Event:Workshop', 'Event Type:Training', 'Location:Online'],
  contents: [],
  ...over,
});

describe('HubCard', () => {
  it('is one link to the page, its title in the heading, named by the words it shows; the card holds the date line, text and badges', () => {
    const { container } = render(<HubCard item={page('a')} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    const link = screen.getByRole('link', { name: 'Course a' });
    expect(link.getAttribute('href')).toBe('/events/a');
    // Label in name (WCAG 2.5.3): the link shows exactly the words it is named by.
    expect(link.textContent).toBe('Course a');
    expect(link.closest('h3')).toBe(screen.getByRole('heading', { level: 3, name: 'Course a' }));
    const card = container.firstElementChild as HTMLElement;
    expect(card.contains(link)).toBe(true);
    expect(within(card).getByText('4th May 2026 - 5th May 2026')).toBeTruthy();
    expect(within(card).getByText('Learn the basics.')).toBeTruthy();
    // The date and badges describe the link for screen readers.
    const described = (link.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['4th May 2026 - 5th May 2026', 'AdelaideWorkshop']);
  });

  it('shows at most two badges: the location, then the event', () => {
    const { container } = render(<HubCard item={page('a')} />);
    const badges = container.querySelector('[id$="-badges"]')!;
    expect([...badges.children].map((badge) => badge.textContent)).toEqual(['Adelaide', 'Workshop']);
  });

  it("falls back to 'Event' for an untitled page, and leaves out what the page does not have", () => {
    render(<HubCard item={page('b', { header: { title: '', description: '' }, tags: [] })} />);
    const link = screen.getByRole('link', { name: 'Event' });
    expect(link.getAttribute('aria-describedby')).toBeNull();
    expect(link.closest('h3')!.parentElement!.parentElement!.querySelectorAll('p')).toHaveLength(0);
  });

  it("paints the card type's colour, amber without one", () => {
    const { container, rerender } = render(<HubCard item={page('a')} />);
    expect(container.querySelector('[data-card-colour]')?.className).toContain('cs-bg-teal-300');
    rerender(<HubCard item={page('a', { tags: [] })} />);
    expect(container.querySelector('[data-card-colour]')?.className).toContain('cs-bg-amber-300');
  });
});

describe('CardGrid', () => {
  it('lists one card per page, each its own link', () => {
    render(<CardGrid items={[page('a'), page('b'), page('c')]} aria-label="Featured events" />);
    const list = screen.getByRole('list', { name: 'Featured events' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual(['/events/a', '/events/b', '/events/c']);
  });

  it('renders nothing for no pages', () => {
    const { container } = render(<CardGrid items={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
