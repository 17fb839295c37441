import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteLayout } from '@/components/layout/site-layout';
import { chrome } from './fixtures';
import { named } from './accessible-name';

// The layout prefetches pages on intent through the App Router, which a component test does not mount.
const push = vi.fn();
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ prefetch: () => {}, push }),
}));

const renderLayout = () =>
  render(
    <SiteLayout chrome={chrome}>
      <h1>Welcome</h1>
    </SiteLayout>,
  );
const siteRoot = () => document.getElementById('site-root')!;

describe('SiteLayout', () => {
  beforeEach(() => {
    localStorage.clear();
    // The pre-paint script is meant for server HTML; React warns when a test renders it on the client.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('starts with a skip link to the main content', () => {
    renderLayout();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip.getAttribute('href')).toBe('#main-content');
    const main = screen.getByRole('main');
    expect(main.id).toBe('main-content');
    expect(main.getAttribute('tabindex')).toBe('-1');
    expect(within(main).getByRole('heading', { name: 'Welcome' })).toBeTruthy();
    const focusable = document.querySelectorAll('a[href], button');
    expect(focusable[0]).toBe(skip);
  });

  it('puts the quick exit right after the skip link, leading to the domain\'s neutral site', () => {
    renderLayout();
    const exit = screen.getByRole('link', { name: 'Exit this page' });
    expect(exit.getAttribute('href')).toBe('https://www.bom.gov.au/');
    expect(exit.closest('aside')?.getAttribute('aria-label')).toBe('Quick exit');
    expect(document.getElementById(exit.getAttribute('aria-describedby')!)?.textContent).toBe('Or press Shift 3 times');
    const focusable = document.querySelectorAll('a[href], button');
    expect(focusable[1]).toBe(exit);
  });

  it('leaves the quick exit out when the domain turned it off', () => {
    render(
      <SiteLayout chrome={{ ...chrome, settings: { ...chrome.settings, quickExit: { enabled: false, destination: 'https://example.org/' } } }}>
        <h1>Welcome</h1>
      </SiteLayout>,
    );
    expect(screen.queryByRole('link', { name: 'Exit this page' })).toBeNull();
  });

  it('counts Shift presses aloud for those who cannot see the hint', () => {
    renderLayout();
    fireEvent.keyDown(document, { key: 'Shift' });
    expect(screen.getByText('Shift, press 2 more times to exit.')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'a' });
    expect(screen.queryByText(/more times? to exit/)).toBeNull();
  });

  it('shows the site name linking home, Donate, and the crisis and emergency numbers', () => {
    renderLayout();
    const banner = within(screen.getByRole('banner'));
    expect(banner.getByRole('link', { name: named('Harbour Lifeline', 'home') }).getAttribute('href')).toBe('/');
    expect(banner.getAllByRole('link', { name: 'Donate' })[0].getAttribute('href')).toBe('/donate');
    const crisis = banner.getAllByRole('link', { name: 'Crisis support 13 11 14' })[0];
    expect(crisis.getAttribute('href')).toBe('tel:131114');
    expect(crisis.hasAttribute('target')).toBe(false);
    expect(banner.getAllByRole('link', { name: 'Emergency 000' })[0].getAttribute('href')).toBe('tel:000');
  });

  it('opens one desktop submenu at a time by click, and Escape closes it returning focus', () => {
    renderLayout();
    const nav = within(document.querySelector('.cs-desktop-nav') as HTMLElement);
    const help = nav.getByRole('button', { name: 'Get help' });
    const training = nav.getByRole('button', { name: 'Training' });
    expect(help.getAttribute('aria-expanded')).toBe('false');
    expect(nav.queryByRole('link', { name: 'Counselling' })).toBeNull();

    fireEvent.click(help);
    expect(help.getAttribute('aria-expanded')).toBe('true');
    expect(nav.getByRole('link', { name: 'Counselling' }).getAttribute('href')).toBe('/get-help/counselling');
    expect(nav.getByRole('link', { name: 'Get help' }).getAttribute('href')).toBe('/get-help');

    fireEvent.click(training);
    expect(help.getAttribute('aria-expanded')).toBe('false');
    expect(training.getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(nav.getByRole('link', { name: 'Workshops' }), { key: 'Escape' });
    expect(training.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(training);

    fireEvent.click(training);
    fireEvent.pointerDown(document.body);
    expect(training.getAttribute('aria-expanded')).toBe('false');
    expect(nav.getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/about');
  });

  it('mobile menu: opens as a dialog, locks scrolling, expands sections, and Escape closes it', () => {
    renderLayout();
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(menu);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(document.body.style.overflow).toBe('hidden');
    const close = within(dialog).getByRole('button', { name: 'Close menu' });
    expect(document.activeElement).toBe(close);
    expect(within(dialog).getByRole('link', { name: 'Emergency 000' })).toBeTruthy();

    const help = within(dialog).getByRole('button', { name: 'Get help' });
    fireEvent.click(help);
    expect(help.getAttribute('aria-expanded')).toBe('true');
    expect(within(dialog).getByRole('link', { name: 'Crisis support' })).toBeTruthy();
    fireEvent.click(help);
    expect(help.getAttribute('aria-expanded')).toBe('false');
    expect(within(dialog).queryByRole('link', { name: 'Crisis support' })).toBeNull();

    fireEvent.keyDown(close, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(menu);
  });

  it('mobile menu keeps Tab inside and closes when a link is followed', () => {
    renderLayout();
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = screen.getByRole('dialog');
    const donate = within(dialog).getByRole('link', { name: 'Donate' });
    donate.focus();
    fireEvent.keyDown(donate, { key: 'Tab' });
    // The menu covers the page's quick exit, so it starts with its own.
    expect(document.activeElement).toBe(within(dialog).getByRole('link', { name: 'Exit this page' }));
    fireEvent.click(within(dialog).getByRole('link', { name: 'About' }), { button: 0 });
    expect(screen.queryByRole('dialog')).toBeNull();
    // Followed by the client router, not a full page load.
    expect(push).toHaveBeenCalledWith('/about');
  });

  it('text size goes up and down between 1 and 6, is stored, and sets the class on #site-root', () => {
    renderLayout();
    const bigger = screen.getByRole('button', { name: 'Increase text size' });
    const smaller = screen.getByRole('button', { name: 'Decrease text size' });
    expect(siteRoot().className).not.toMatch(/font-size-/);
    fireEvent.click(smaller);
    expect(siteRoot().className).not.toMatch(/font-size-/);

    fireEvent.click(bigger);
    expect(siteRoot().classList.contains('font-size-2')).toBe(true);
    expect(localStorage.getItem('fontSize')).toBe('2');
    for (let i = 0; i < 8; i++) fireEvent.click(bigger);
    expect(siteRoot().classList.contains('font-size-6')).toBe(true);
    expect(localStorage.getItem('fontSize')).toBe('6');

    for (let i = 0; i < 8; i++) fireEvent.click(smaller);
    expect(siteRoot().className).not.toMatch(/font-size-/);
    expect(localStorage.getItem('fontSize')).toBe('1');
  });

  it('text size announces each new size to screen readers, and says when it is a limit', () => {
    renderLayout();
    const group = screen.getByRole('group', { name: 'Text size' });
    const announced = () => within(group).getByRole('status').textContent;
    expect(announced()).toBe('');
    fireEvent.click(within(group).getByRole('button', { name: 'Increase text size' }));
    expect(announced()).toBe('Text size 2 of 6');
    for (let i = 0; i < 5; i++) fireEvent.click(within(group).getByRole('button', { name: 'Increase text size' }));
    expect(announced()).toBe('Text size 6 of 6, the largest');
    for (let i = 0; i < 6; i++) fireEvent.click(within(group).getByRole('button', { name: 'Decrease text size' }));
    expect(announced()).toBe('Text size 1 of 6, the smallest');
  });

  it('text size follows a change made in another tab', () => {
    renderLayout();
    localStorage.setItem('fontSize', '4');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'fontSize' }));
    });
    expect(siteRoot().classList.contains('font-size-4')).toBe(true);
  });

  it('text size is restored from storage on a new visit', async () => {
    localStorage.setItem('fontSize', '3');
    vi.resetModules();
    const fresh = await import('@/components/layout/site-layout');
    render(<fresh.SiteLayout chrome={chrome}>x</fresh.SiteLayout>);
    expect(siteRoot().classList.contains('font-size-3')).toBe(true);
  });

  it('shows the footer', () => {
    renderLayout();
    expect(within(screen.getByRole('contentinfo')).getByText(chrome.footer.acknowledgement)).toBeTruthy();
  });
});

describe('submenus', () => {
  it('list the first-level page once, even when a child links to it too', () => {
    const withOverview = {
      ...chrome,
      nav: {
        ...chrome.nav,
        tierOneItems: [{ type: 'page' as const, text: 'Get help', href: '/get-help', children: [{ type: 'page' as const, href: 'get-help', text: 'Ways to get help' }] }],
      },
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<SiteLayout chrome={withOverview}>x</SiteLayout>);
    const nav = within(document.querySelector('.cs-desktop-nav') as HTMLElement);
    fireEvent.click(nav.getByRole('button', { name: 'Get help' }));
    expect(nav.getAllByRole('link').map((a) => a.textContent)).toEqual(['Ways to get help']);
  });
});
