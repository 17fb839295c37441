import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { TagManager } from '@/components/layout/tag-manager';
import { trackFormSubmission } from '@/components/forms/analytics';

const tagScripts = () => document.querySelectorAll('script[src*="googletagmanager.com"]');

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.head.querySelectorAll('script[data-tag-manager]').forEach((script) => script.remove());
  document.body.innerHTML = '';
  delete window.dataLayer;
});

describe('the tag manager', () => {
  it('loads nothing and records no clicks without GTM_ID', () => {
    vi.useFakeTimers();
    render(<TagManager />);
    vi.advanceTimersByTime(60_000);
    expect(tagScripts()).toHaveLength(0);
    const link = document.body.appendChild(Object.assign(document.createElement('a'), { href: '/about', textContent: 'About' }));
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(window.dataLayer ?? []).toEqual([]);
  });

  it('with GTM_ID loads its script only some time after the page has loaded, once', () => {
    vi.useFakeTimers();
    const { rerender } = render(<TagManager gtmId="GTM-TEST1" />);
    expect(tagScripts()).toHaveLength(0);
    vi.advanceTimersByTime(2500);
    expect(tagScripts()).toHaveLength(1);
    expect(tagScripts()[0].getAttribute('src')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST1');
    rerender(<TagManager gtmId="GTM-TEST1" />);
    vi.advanceTimersByTime(2500);
    expect(tagScripts()).toHaveLength(1);
    expect(window.dataLayer?.[0]).toMatchObject({ event: 'gtm.js' });
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
