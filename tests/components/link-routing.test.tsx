import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const prefetch = vi.fn();
const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ prefetch, push }) }));

const { LinkRouting, prefetchAllowed, routableUrl } = await import('@/components/layout/link-routing');

function Page() {
  return (
    <>
      <LinkRouting />
      <main id="main-content">
        <a href="/about">
          <span>About</span>
        </a>
        <a href="/events?when=soon#june">Events</a>
        <a href="/">This page</a>
        <a href="/#team">Our team</a>
        <a href="https://example.org/">Elsewhere</a>
        <a href="/report.pdf">Report</a>
        <a href="/api/document/abc">Document</a>
        <a href="/login">Staff sign-in</a>
        <a href="/start-again" data-reload="">
          Start again
        </a>
        <a href="/help" download>
          Download help
        </a>
        <a href="/help" target="_blank">
          Help in new tab
        </a>
        <a href="/contact" onClick={(event) => event.preventDefault()}>
          Handled elsewhere
        </a>
      </main>
      <aside>
        <a href="/dashboard-page">Outside the site regions</a>
      </aside>
    </>
  );
}

/** Clicks like a browser does: answers whether the link's own behaviour (a full page load) was left to happen. */
const click = (element: Element, init: MouseEventInit = {}) => fireEvent.click(element, { button: 0, ...init });

describe('LinkRouting', () => {
  beforeEach(() => {
    prefetch.mockClear();
    push.mockClear();
  });

  it('prefetches a page when the pointer reaches its link, a finger touches it or it gets focus, once per page', () => {
    render(<Page />);
    fireEvent.pointerOver(screen.getByText('About'));
    fireEvent.touchStart(screen.getByRole('link', { name: 'About' }));
    fireEvent.focusIn(screen.getByRole('link', { name: 'About' }));
    expect(prefetch.mock.calls).toEqual([['/about']]);
    fireEvent.focusIn(screen.getByRole('link', { name: 'Events' }));
    expect(prefetch).toHaveBeenLastCalledWith('/events?when=soon');
  });

  it('leaves alone the current page, other sites, files, the API, sign-in, a full load on purpose, downloads and new-tab links', () => {
    render(<Page />);
    for (const name of ['This page', 'Our team', 'Elsewhere', 'Report', 'Document', 'Staff sign-in', 'Start again', 'Download help', 'Help in new tab']) {
      fireEvent.pointerOver(screen.getByRole('link', { name }));
      expect(click(screen.getByRole('link', { name }))).toBe(true);
    }
    fireEvent.pointerOver(document.body);
    expect(prefetch).not.toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
  });

  it('follows a plain click on a page link through the router, with its query and its anchor', () => {
    render(<Page />);
    expect(click(screen.getByText('About'))).toBe(false);
    expect(push).toHaveBeenLastCalledWith('/about');
    expect(click(screen.getByRole('link', { name: 'Events' }))).toBe(false);
    expect(push).toHaveBeenLastCalledWith('/events?when=soon#june');
  });

  it('leaves a click with a modifier key or another button, one already handled, or one outside the site to the browser', () => {
    render(<Page />);
    const about = screen.getByRole('link', { name: 'About' });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) expect(click(about, init)).toBe(true);
    click(screen.getByRole('link', { name: 'Handled elsewhere' }));
    expect(click(screen.getByRole('link', { name: 'Outside the site regions' }))).toBe(true);
    expect(push).not.toHaveBeenCalled();
  });

  it('names the address of a routable link only', () => {
    render(<Page />);
    const location = { origin: window.location.origin, pathname: '/' };
    expect(routableUrl(screen.getByText('About'), location)?.pathname).toBe('/about');
    expect(routableUrl(screen.getByRole('link', { name: 'Elsewhere' }), location)).toBeNull();
    expect(routableUrl(screen.getByRole('link', { name: 'Staff sign-in' }), location)).toBeNull();
    expect(routableUrl(null, location)).toBeNull();
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
