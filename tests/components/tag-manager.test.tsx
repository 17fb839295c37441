import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TagManager } from '@/components/layout/tag-manager';
import { trackFormSubmission } from '@/components/forms/analytics';

const tagScripts = () => document.querySelectorAll('script[src*="googletagmanager.com"]');

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.head.querySelectorAll('script[data-tag-manager]').forEach((script) => script.remove());
  document.body.innerHTML = '';
  delete window.dataLayer;
  localStorage.clear();
});

const allow = () => fireEvent.click(screen.getByRole('button', { name: 'Allow analytics' }));

describe('the tag manager', () => {
  it('shows no question, loads nothing and records no clicks without GTM_ID', () => {
    vi.useFakeTimers();
    render(<TagManager />);
    expect(screen.queryByRole('region', { name: 'Analytics cookies' })).toBeNull();
    vi.advanceTimersByTime(60_000);
    expect(tagScripts()).toHaveLength(0);
    const link = document.body.appendChild(Object.assign(document.createElement('a'), { href: '/about', textContent: 'About' }));
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(window.dataLayer ?? []).toEqual([]);
  });

  it('with GTM_ID asks first and loads nothing until the visitor allows it', () => {
    vi.useFakeTimers();
    render(<TagManager gtmId="GTM-TEST1" />);
    expect(screen.getByRole('region', { name: 'Analytics cookies' }).textContent).toContain('May we count visits to improve this site?');
    vi.advanceTimersByTime(60_000);
    expect(tagScripts()).toHaveLength(0);
  });

  it('once allowed, loads its script some time after the page has loaded, once, and remembers the answer', () => {
    vi.useFakeTimers();
    const { rerender, unmount } = render(<TagManager gtmId="GTM-TEST1" />);
    allow();
    expect(screen.queryByRole('button', { name: 'Allow analytics' })).toBeNull();
    expect(tagScripts()).toHaveLength(0);
    act(() => vi.advanceTimersByTime(2500));
    expect(tagScripts()).toHaveLength(1);
    expect(tagScripts()[0].getAttribute('src')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST1');
    rerender(<TagManager gtmId="GTM-TEST1" />);
    act(() => vi.advanceTimersByTime(2500));
    expect(tagScripts()).toHaveLength(1);
    expect(window.dataLayer?.[0]).toMatchObject({ event: 'gtm.js' });
    expect(localStorage.getItem('analyticsConsent')).toBe('granted');
    unmount();
    // The next page asks nothing.
    render(<TagManager gtmId="GTM-TEST1" />);
    expect(screen.queryByRole('button', { name: 'Allow analytics' })).toBeNull();
  });

  it('lets the visitor change their answer later, which asks again', () => {
    vi.useFakeTimers();
    render(<TagManager gtmId="GTM-TEST1" />);
    fireEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    const change = screen.getByRole('region', { name: 'Analytics cookies' });
    expect(change.textContent).toContain('Analytics cookies are off on this site.');
    fireEvent.click(screen.getByRole('button', { name: 'Change your choice' }));
    expect(localStorage.getItem('analyticsConsent')).toBeNull();
    allow();
    expect(screen.getByRole('region', { name: 'Analytics cookies' }).textContent).toContain('Analytics cookies are allowed on this site.');
    act(() => vi.advanceTimersByTime(2500));
    expect(tagScripts()).toHaveLength(1);
  });

  it("after 'No thanks' never loads it nor asks again", () => {
    vi.useFakeTimers();
    const { unmount } = render(<TagManager gtmId="GTM-TEST1" />);
    fireEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(tagScripts()).toHaveLength(0);
    unmount();
    render(<TagManager gtmId="GTM-TEST1" />);
    expect(screen.queryByRole('button', { name: 'No thanks' })).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(tagScripts()).toHaveLength(0);
  });

  it('sends whppt.linkClicked with the address and text of a followed link', () => {
    render(<TagManager gtmId="GTM-TEST1" />);
    const link = document.body.appendChild(Object.assign(document.createElement('a'), { href: 'https://example.org/help', innerHTML: '<span> Get help </span>' }));
    link.addEventListener('click', (event) => event.preventDefault());
    (link.firstChild as HTMLElement).click();
    expect(window.dataLayer).toContainEqual({ event: 'whppt.linkClicked', href: 'https://example.org/help', text: 'Get help' });
  });

  it('names a form submission by its identifier, or Unidentified Form', () => {
    trackFormSubmission('Contact us');
    trackFormSubmission('  ');
    expect(window.dataLayer).toEqual([
      { event: 'formSubmission', formName: 'Contact us' },
      { event: 'formSubmission', formName: 'Unidentified Form' },
    ]);
  });
});
