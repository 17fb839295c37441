import { describe, expect, it } from 'vitest';
import { queryFromAddress } from '@/components/blocks/page-hub/hub-address';
import { isSitePath, slugProblem } from '@/lib/content/pages/slug';
import { hubStatePrefix, splitHubState } from '@/lib/hub/hub-state-path';

const parts = (prefix: string | null, slug = '/training/courses') => `${prefix}${slug}`.split('/').slice(1);

describe('a hub state carried in the page path', () => {
  it('comes back as the same filters, order and page, whatever the order of the address', () => {
    const prefix = hubStatePrefix('?filter=Location%3ADarwin&sort=z-a&filter=Date%3AMay%202026&page=3&utm_source=news');
    expect(prefix).toMatch(/^\/~hub\/z-a\/3\/2\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+$/);
    expect(hubStatePrefix('?page=3&filter=Date%3AMay+2026&sort=z-a&filter=Location%3ADarwin&filter=Date%3AMay%202026')).toBe(prefix);
    const { slug, search } = splitHubState(parts(prefix));
    expect(slug).toEqual(['training', 'courses']);
    expect(queryFromAddress(search, { sort: 'a-z', categories: ['Location', 'Date'] })).toEqual({
      filters: ['Date:May 2026', 'Location:Darwin'],
      sort: 'z-a',
      page: 2,
    });
  });

  it('keeps filters in any language, and the home page’s empty slug', () => {
    const prefix = hubStatePrefix('?filter=Ort%3AM%C3%BCnchen');
    const { slug, search } = splitHubState(parts(prefix, ''));
    expect(slug).toEqual([]);
    expect(new URLSearchParams(search).getAll('filter')).toEqual(['Ort:München']);
  });

  it('is nothing when the address asks nothing a hub could show: the page’s own cached copy answers', () => {
    for (const search of ['', '?utm_source=news', '?page=1', '?page=-2', '?page=2.5', '?sort=newest', '?filter=Adelaide', '?filter=:x'])
      expect(hubStatePrefix(search), search).toBeNull();
    expect(hubStatePrefix('?filter=Adelaide&page=2')).toBe('/~hub/-/2/0');
  });

  it('caps the page and the number of filters at what the hub’s own calls accept', () => {
    const many = Array.from({ length: 150 }, (_, index) => `filter=Tag%3A${index}`).join('&');
    const prefix = hubStatePrefix(`?${many}&page=99999999`)!;
    const [, , page, count] = prefix.split('/').slice(1);
    expect([page, count]).toEqual(['10001', '100']);
    expect(prefix.split('/').every((part) => part.length <= 240)).toBe(true);
  });

  it('leaves an ordinary slug alone, and makes a malformed state no page at all', () => {
    expect(splitHubState(['training', 'courses'])).toEqual({ slug: ['training', 'courses'], search: '' });
    expect(splitHubState(['~hub', 'a-z', '2', '5', 'AAAA'])).toEqual({ slug: ['~hub', 'a-z', '2', '5', 'AAAA'], search: '' });
    expect(splitHubState(['~hub', 'a-z', '2', 'x'])).toEqual({ slug: ['~hub', 'a-z', '2', 'x'], search: '' });
    // A part that is not a filter, a sort that is not one, a page that is not a number: left out.
    expect(splitHubState(['~hub', 'newest', 'two', '1', 'not%20base64', 'about'])).toEqual({ slug: ['about'], search: '' });
  });

  it('never shadows a page: ~hub is the site’s own, as login and preview are', () => {
    expect(slugProblem('~hub/events')).toMatch(/cannot start with ~hub/);
    expect(isSitePath('/~hub/a-z/1/0/events')).toBe(true);
    expect(isSitePath('/login')).toBe(true);
    expect(isSitePath('/events/~hub')).toBe(false);
    expect(isSitePath('/')).toBe(false);
  });
});
