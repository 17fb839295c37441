import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { imageSizes, imageUrl, type ImageSizeName } from '@/components/ui/image-url';

const ref = (imageId: string, alt = '') => ({ imageId, alt });
const params = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('ResponsiveImage', () => {
  it.each(Object.keys(imageSizes) as ImageSizeName[])('%s: width, height, src and srcset at the SPEC §9 shape', (size) => {
    const { width, height } = imageSizes[size];
    const { container } = render(<ResponsiveImage image={{ desktop: ref('photo-1234567890'), alt: 'Volunteers at the stall' }} size={size} sizes="50vw" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('width')).toBe(String(width));
    expect(img.getAttribute('height')).toBe(String(height));
    expect(img.getAttribute('alt')).toBe('Volunteers at the stall');
    expect(img.getAttribute('sizes')).toBe('50vw');
    expect(params(img.getAttribute('src')!)).toEqual({ width: String(width), height: String(height), format: 'webp' });
    const candidates = img.getAttribute('srcset')!.split(', ').map((c) => c.split(' '));
    expect(candidates.map(([, w]) => w)).toEqual([0.25, 0.5, 0.75, 1].map((s) => `${Math.round(width * s)}w`));
    for (const [url, w] of candidates) {
      expect(url.startsWith('/api/image/photo-1234567890?')).toBe(true);
      expect(params(url).width).toBe(w.slice(0, -1));
      // Every candidate keeps the shape, so the browser's choice never changes the crop.
      expect(Math.abs(Number(params(url).height) / Number(params(url).width) - height / width)).toBeLessThan(0.01);
    }
    expect(container.querySelector('picture')).toBeNull();
  });

  it('is lazy by default and eager with high priority when asked', () => {
    const lazy = render(<ResponsiveImage image={{ desktop: ref('photo-1234567890'), alt: '' }} size="square" />).container.querySelector('img')!;
    expect(lazy.getAttribute('loading')).toBe('lazy');
    expect(lazy.getAttribute('fetchpriority')).toBeNull();
    expect(lazy.getAttribute('sizes')).toBe('100vw');
    const eager = render(<ResponsiveImage image={{ desktop: ref('photo-1234567890'), alt: '' }} size="square" priority />).container.querySelector('img')!;
    expect(eager.getAttribute('loading')).toBe('eager');
    expect(eager.getAttribute('fetchpriority')).toBe('high');
  });

  it('always sets alt: the reference’s own, else the image’s, else empty for a decorative image', () => {
    const own = render(<ResponsiveImage image={{ desktop: ref('photo-1234567890', 'A calm harbour'), alt: 'Other' }} size="media" />);
    expect(screen.getByRole('img', { name: 'A calm harbour' })).toBeTruthy();
    own.unmount();
    const { container } = render(<ResponsiveImage image={{ desktop: ref('photo-1234567890'), alt: '' }} size="media" />);
    expect(container.querySelector('img')!.getAttribute('alt')).toBe('');
    expect(renderToStaticMarkup(<ResponsiveImage image={{ desktop: ref('photo-1234567890'), alt: '' }} size="media" />)).toContain('alt=""');
  });

  it('uses a <picture> with a phone source when there are desktop and mobile images', () => {
    const image = { desktop: ref('wide-1234567890', 'Sunrise over the bay'), mobile: ref('tall-1234567890'), alt: '' };
    const { container } = render(<ResponsiveImage image={image} size="headerDesktop" mobileSize="headerMobile" priority editPath="header.image" />);
    const picture = container.querySelector('picture')!;
    expect(picture.dataset.edit).toBe('header.image');
    expect(picture.dataset.editKind).toBe('image');
    const source = picture.querySelector('source')!;
    expect(source.getAttribute('media')).toBe('(max-width: 767px)');
    expect(source.getAttribute('width')).toBe('750');
    expect(source.getAttribute('height')).toBe('423');
    expect(source.getAttribute('srcset')).toContain(`${imageUrl('tall-1234567890', { width: 750, height: 423 })} 750w`);
    expect(source.getAttribute('sizes')).toBe('100vw');
    const img = picture.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(imageUrl('wide-1234567890', { width: 1920, height: 640 }));
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1920', '640']);
    expect(img.getAttribute('alt')).toBe('Sunrise over the bay');
    expect(img.dataset.edit).toBeUndefined();
    // The source must come first: the browser takes the first that matches.
    expect(picture.firstElementChild).toBe(source);
  });

  it('shows shipped files as they are, and nothing without any image', () => {
    const { container } = render(<ResponsiveImage image={{ desktop: { src: '/images/demo/harbour-dawn.svg', alt: '' }, mobile: { src: '/images/demo/open-window.svg', alt: '' }, alt: '' }} size="headerDesktop" mobileSize="headerMobile" editPath="header.image" />);
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/images/demo/harbour-dawn.svg');
    expect(container.querySelector('img')!.getAttribute('srcset')).toBeNull();
    expect(container.querySelector('source')!.getAttribute('srcset')).toBe('/images/demo/open-window.svg');
    expect(renderToStaticMarkup(<ResponsiveImage image={undefined} size="square" />)).toBe('');
    expect(renderToStaticMarkup(<ResponsiveImage image={{ desktop: { alt: 'nothing' }, alt: '' }} size="square" />)).toBe('');
  });

  it('a slot of another shape on phones gets a phone source from the one image, at the phone shape', () => {
    const image = { desktop: { imageId: 'wide-1234567890', alt: 'Sunrise', crop: { left: 0, top: 100, width: 1800, height: 600 } }, alt: '' };
    const { container } = render(<ResponsiveImage image={image} size="square" mobileSize="headerMobile" editPath="header.image" />);
    const picture = container.querySelector('picture')!;
    expect(picture.dataset.edit).toBe('header.image');
    const source = picture.querySelector('source')!;
    expect([source.getAttribute('width'), source.getAttribute('height')]).toEqual(['750', '423']);
    expect(source.getAttribute('srcset')).toContain(`${imageUrl('wide-1234567890', { width: 750, height: 423, crop: image.desktop.crop })} 750w`);
    expect([picture.querySelector('img')!.getAttribute('width'), picture.querySelector('img')!.getAttribute('height')]).toEqual(['1000', '1000']);
    // A slot of one shape everywhere stays a lone <img>.
    const plain = render(<ResponsiveImage image={image} size="square" />);
    expect(plain.container.querySelector('picture')).toBeNull();
  });

  it('uses a lone mobile image as the image, with the edit marker on the img', () => {
    const { container } = render(<ResponsiveImage image={{ mobile: ref('tall-1234567890', 'A path'), alt: '' }} size="carousel" editPath="slides.0.image" />);
    const img = container.querySelector('img')!;
    expect(container.querySelector('picture')).toBeNull();
    expect(img.dataset.edit).toBe('slides.0.image');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['996', '996']);
  });
});
