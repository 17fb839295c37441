import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Header, Page } from '@/lib/content/schemas';
import { PageHeader } from '@/components/page/page-header';
import { PageView } from '@/components/page/page-view';
import { link } from './fixtures';
import { named } from './accessible-name';

const header: Header = {
  title: 'Talk to someone today',
  description: 'Free, confidential support, any time.',
  image: { desktop: { src: '/images/harbour.jpg', alt: 'A calm harbour at dawn' }, alt: '' },
  quickLinks: [link('Get help now', '/get-help'), link('', ''), link('Partner site', 'https://example.org', 'external')],
  backgroundColour: 'pink-50',
};

describe.each(['FullWidthImageCustomHeader', 'HalfWidthImageCustomHeader'] as const)('%s', (headerType) => {
  it('shows the title, description, image, quick links and Listen', () => {
    const { container } = render(<PageHeader headerType={headerType} header={header} />);
    const title = screen.getByRole('heading', { level: 1, name: 'Talk to someone today' });
    expect(title.dataset.edit).toBe('header.title');
    expect(title.dataset.editKind).toBe('text');
    const description = screen.getByText('Free, confidential support, any time.');
    expect(description.dataset.edit).toBe('header.description');
    expect(description.dataset.editKind).toBe('text');

    const image = screen.getByRole('img', { name: 'A calm harbour at dawn' });
    expect(image.getAttribute('src')).toBe('/images/harbour.jpg');
    // On wide screens full-width headers are 3:1 (1920x640); half-width ones are square (1000x1000).
    const [width, height] = headerType === 'FullWidthImageCustomHeader' ? ['1920', '640'] : ['1000', '1000'];
    expect(image.getAttribute('width')).toBe(width);
    expect(image.getAttribute('height')).toBe(height);
    expect(image.getAttribute('loading')).toBe('eager');

    const quickLinks = within(screen.getByRole('navigation', { name: 'Quick links' })).getAllByRole('link');
    expect(quickLinks.map((a) => a.textContent)).toEqual(['Get help now', 'Partner site (opens in a new tab)']);
    expect(screen.getByRole('link', { name: named('Partner site', '(opens in a new tab)') })).toBe(quickLinks[1]);
    expect(quickLinks[0].dataset.edit).toBe('header.quickLinks.0');
    expect(container.querySelector('.cs-bg-pink-50')).toBeTruthy();
  });

  it('falls back to a calm colour panel when there is no image', () => {
    const { container } = render(<PageHeader headerType={headerType} header={{ ...header, image: undefined, backgroundColour: undefined }} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[class*="cs-bg-"]')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
  });
});

describe('header images', () => {
  it('use the image alt when the desktop image has none, and offer a mobile source', () => {
    const { container } = render(
      <PageHeader
        headerType="FullWidthImageCustomHeader"
        header={{ ...header, image: { desktop: { src: '/images/d.jpg', alt: '' }, mobile: { src: '/images/m.jpg', alt: '' }, alt: 'Volunteers' } }}
      />,
    );
    expect(screen.getByRole('img', { name: 'Volunteers' })).toBeTruthy();
    expect(container.querySelector('source')?.getAttribute('srcset')).toBe('/images/m.jpg');
  });

  it('come from the image service with a srcset when stored there', () => {
    render(<PageHeader headerType="FullWidthImageCustomHeader" header={{ ...header, image: { desktop: { imageId: 'demo-harbour-dawn', alt: 'Harbour' }, alt: '' } }} />);
    const image = screen.getByRole('img', { name: 'Harbour' });
    expect(image.getAttribute('src')).toMatch(/^\/api\/image\/demo-harbour-dawn\?width=1920&height=640/);
    expect(image.getAttribute('srcset')).toContain('480w');
    // Phones get the same picture cut to the phone shape, not the wide one squeezed by the browser.
    expect(document.querySelector('source[media="(max-width: 767px)"]')!.getAttribute('srcset')).toContain('/api/image/demo-harbour-dawn?width=750&height=423');
  });

  it('leave a half-width header’s decorative picture out on phones, without downloading it; a described one stays', () => {
    const decorative = { desktop: { imageId: 'demo-open-window', alt: '' }, alt: '' };
    const { container, unmount } = render(<PageHeader headerType="HalfWidthImageCustomHeader" header={{ ...header, image: decorative }} />);
    expect(container.querySelector('.cs-page-header__image')!.classList.contains('cs-page-header__image--wide-only')).toBe(true);
    expect(container.querySelector('source[media="(max-width: 767px)"]')!.getAttribute('srcset')).toMatch(/^data:image\/gif;base64,/);
    expect(container.querySelector('img')!.getAttribute('src')).toContain('/api/image/demo-open-window?width=1000&height=1000');
    unmount();
    const described = render(<PageHeader headerType="HalfWidthImageCustomHeader" header={{ ...header, image: { ...decorative, alt: 'An open window' } }} />);
    expect(described.container.querySelector('.cs-page-header__image--wide-only')).toBeNull();
    expect(described.container.querySelector('source')!.getAttribute('srcset')).toContain('/api/image/demo-open-window?width=750&height=423');
    described.unmount();
    // A full-width header keeps its picture on phones, decorative or not.
    const full = render(<PageHeader headerType="FullWidthImageCustomHeader" header={{ ...header, image: decorative }} />);
    expect(full.container.querySelector('.cs-page-header__image--wide-only')).toBeNull();
  });

  it('hide the quick links list when no link is usable', () => {
    render(<PageHeader headerType="HalfWidthImageCustomHeader" header={{ ...header, quickLinks: [link('', '')] }} />);
    expect(screen.queryByRole('navigation', { name: 'Quick links' })).toBeNull();
  });
});

describe('PageView', () => {
  it('shows the header chosen by headerType followed by the contents', () => {
    const page = {
      headerType: 'HalfWidthImageCustomHeader',
      header,
      contents: [{ componentType: 'Text', key: 't', text: 'Body copy' }],
    } as Pick<Page, 'headerType' | 'header' | 'contents'>;
    const { container } = render(<PageView page={page} />);
    expect(container.querySelector('.cs-page-header--half')).toBeTruthy();
    expect(screen.getByText('Body copy').dataset.edit).toBe('contents.0.text');
    const order = Array.from(container.querySelectorAll('h1, p')).map((el) => el.textContent);
    expect(order.indexOf('Talk to someone today')).toBeLessThan(order.indexOf('Body copy'));
  });
});
