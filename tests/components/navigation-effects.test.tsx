import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let pathname = '/';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));

const { LoadingBar } = await import('@/components/layout/loading-bar');
const { HashScroll } = await import('@/components/layout/hash-scroll');

function Page() {
  return (
    <>
      <LoadingBar />
      <a href="/about">About</a>
      <a href="/#top">Top of this page</a>
      <a href="https://example.org/">Elsewhere</a>
      <a href="/report.pdf" download>
        Report
      </a>
      <a href="/help" target="_blank">
        Help in new tab
      </a>
    </>
  );
}
const bar = () => screen.getByRole('progressbar', { hidden: true });
const clickWithoutNavigating = (name: string, init: MouseEventInit = {}) => {
  const link = screen.getByRole('link', { name });
  link.addEventListener('click', (event) => event.preventDefault(), { once: true });
  fireEvent.click(link, init);
};

describe('LoadingBar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    pathname = '/';
  });
  afterEach(() => vi.useRealTimers());

  it('is hidden from assistive tech while idle', () => {
    render(<Page />);
    expect(bar().getAttribute('aria-hidden')).toBe('true');
    expect(bar().getAttribute('aria-label')).toBe('Loading page');
  });

  it('shows after 200 ms when an internal link is followed and finishes when the page changes', () => {
    const { rerender } = render(<Page />);
    clickWithoutNavigating('About');
    act(() => vi.advanceTimersByTime(200));
    expect(bar().getAttribute('aria-hidden')).toBe('false');
    expect(Number(bar().getAttribute('aria-valuenow'))).toBeLessThan(100);

    pathname = '/about';
    rerender(<Page />);
    expect(bar().getAttribute('aria-valuenow')).toBe('100');
    act(() => vi.advanceTimersByTime(500));
    expect(bar().getAttribute('aria-hidden')).toBe('true');
  });

  it('ignores links that do not navigate within the site', () => {
    render(<Page />);
    clickWithoutNavigating('Top of this page');
    clickWithoutNavigating('Elsewhere');
    clickWithoutNavigating('Report');
    clickWithoutNavigating('Help in new tab');
    clickWithoutNavigating('About', { ctrlKey: true });
    act(() => vi.advanceTimersByTime(1000));
    expect(bar().getAttribute('aria-hidden')).toBe('true');
  });
});

describe('HashScroll', () => {
  it('scrolls to the element named by the hash after a navigation', () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      callback(0);
      return 1;
    });
    window.history.replaceState(null, '', '/contact#opening-hours');
    pathname = '/contact';
    render(
      <>
        <HashScroll />
        <div id="opening-hours" />
      </>,
    );
    expect(scrolled).toEqual(['opening-hours']);
    window.history.replaceState(null, '', '/');
    vi.unstubAllGlobals();
  });
});
