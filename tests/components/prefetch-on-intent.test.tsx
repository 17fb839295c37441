import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const prefetch = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ prefetch }) }));

const { PrefetchOnIntent, prefetchAllowed, prefetchablePath } = await import('@/components/layout/prefetch-on-intent');

function Page() {
  return (
    <>
      <PrefetchOnIntent />
      <a href="/about">
        <span>About</span>
      </a>
      <a href="/events?when=soon">Events</a>
      <a href="/">This page</a>
      <a href="https://example.org/">Elsewhere</a>
      <a href="/report.pdf">Report</a>
      <a href="/api/document/abc">Document</a>
      <a href="/help" download>
        Download help
      </a>
      <a href="/help" target="_blank">
        Help in new tab
      </a>
    </>
  );
}

describe('PrefetchOnIntent', () => {
  beforeEach(() => prefetch.mockClear());

  it('prefetches a page when the pointer reaches its link, a finger touches it or it gets focus, once per page', () => {
    render(<Page />);
    fireEvent.pointerOver(screen.getByText('About'));
    fireEvent.touchStart(screen.getByRole('link', { name: 'About' }));
    fireEvent.focusIn(screen.getByRole('link', { name: 'About' }));
    expect(prefetch.mock.calls).toEqual([['/about']]);
    fireEvent.focusIn(screen.getByRole('link', { name: 'Events' }));
    expect(prefetch).toHaveBeenLastCalledWith('/events?when=soon');
  });

  it('leaves alone the current page, other sites, files, the API, downloads and new-tab links', () => {
    render(<Page />);
    for (const name of ['This page', 'Elsewhere', 'Report', 'Document', 'Download help', 'Help in new tab']) {
      fireEvent.pointerOver(screen.getByRole('link', { name }));
    }
    fireEvent.pointerOver(document.body);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('names the path of a prefetchable link only', () => {
    render(<Page />);
    const location = { origin: window.location.origin, pathname: '/' };
    expect(prefetchablePath(screen.getByText('About'), location)).toBe('/about');
    expect(prefetchablePath(screen.getByRole('link', { name: 'Elsewhere' }), location)).toBeNull();
    expect(prefetchablePath(null, location)).toBeNull();
  });

  it('does not prefetch on a 2G connection, with data saver on, or offline', () => {
    expect(prefetchAllowed({ onLine: true })).toBe(true);
    expect(prefetchAllowed({ onLine: true, connection: { effectiveType: '4g' } })).toBe(true);
    expect(prefetchAllowed({ onLine: true, connection: { effectiveType: '2g' } })).toBe(false);
    expect(prefetchAllowed({ onLine: true, connection: { effectiveType: 'slow-2g' } })).toBe(false);
    expect(prefetchAllowed({ onLine: true, connection: { saveData: true, effectiveType: '4g' } })).toBe(false);
    expect(prefetchAllowed({ onLine: false })).toBe(false);

    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      render(<Page />);
      fireEvent.pointerOver(screen.getByText('About'));
      expect(prefetch).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
    }
  });
});
