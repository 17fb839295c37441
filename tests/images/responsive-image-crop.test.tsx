import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { imageSrcSet, imageUrl } from '@/components/ui/image-url';
import { ImageRefSchema, ImageSchema, LinkSchema } from '@/lib/content/schemas';

const params = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);
const crop = { left: 120, top: 40, width: 1600, height: 900 };

describe('a cropped image', () => {
  it('carries its crop in src and in every srcset candidate, before the shape’s size', () => {
    const image = ImageSchema.parse({ desktop: { imageId: 'photo-1234567890', alt: 'A walk on the beach', crop, width: 2000, height: 1200 }, alt: '' });
    const { container } = render(<ResponsiveImage image={image} size="media" />);
    const img = container.querySelector('img')!;
    expect(params(img.getAttribute('src')!)).toEqual({ crop: '120,40,1600,900', width: '1000', height: '561', format: 'webp' });
    const candidates = img.getAttribute('srcset')!.split(', ');
    expect(candidates).toHaveLength(4);
    for (const candidate of candidates) expect(params(candidate.split(' ')[0]).crop).toBe('120,40,1600,900');
    expect(img.getAttribute('srcset')).toBe(imageSrcSet('photo-1234567890', 'media', { crop }));
  });

  it('gives the phone source its own crop', () => {
    const mobileCrop = { left: 600, top: 0, width: 750, height: 423 };
    const image = { desktop: { imageId: 'wide-1234567890', alt: 'Sunrise', crop }, mobile: { imageId: 'wide-1234567890', alt: 'Sunrise', crop: mobileCrop }, alt: 'Sunrise' };
    const { container } = render(<ResponsiveImage image={image} size="headerDesktop" mobileSize="headerMobile" />);
    expect(container.querySelector('source')!.getAttribute('srcset')).toContain(`${imageUrl('wide-1234567890', { width: 750, height: 423, crop: mobileCrop })} 750w`);
    expect(params(container.querySelector('img')!.getAttribute('src')!).crop).toBe('120,40,1600,900');
  });

  it('without a crop the address is what it always was', () => {
    const { container } = render(<ResponsiveImage image={{ desktop: { imageId: 'photo-1234567890', alt: '' }, alt: '' }} size="square" />);
    expect(params(container.querySelector('img')!.getAttribute('src')!)).toEqual({ width: '1000', height: '1000', format: 'webp' });
  });
});

describe('ImageRefSchema', () => {
  it('keeps a crop of whole source pixels inside the source, and old references still parse', () => {
    expect(ImageRefSchema.parse({ imageId: 'a', crop, width: 2000, height: 1200 }).crop).toEqual(crop);
    expect(ImageRefSchema.parse({ imageId: 'a' })).toEqual({ imageId: 'a', alt: '' });
    for (const bad of [
      { crop: { ...crop, left: -1 } },
      { crop: { ...crop, width: 0 } },
      { crop: { ...crop, top: 1.5 } },
      { crop: { ...crop, width: 1_000_000 } },
      { crop: { left: '1', top: 0, width: 1, height: 1 } },
      { crop, width: 1000, height: 1200 },
      { crop: { $gt: '' } },
    ]) {
      expect(ImageRefSchema.safeParse({ imageId: 'a', ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('links parse without a new-tab choice, as before', () => {
    expect(LinkSchema.parse({ type: 'external', href: 'https://a.org', text: 'A' })).toEqual({ type: 'external', href: 'https://a.org', text: 'A' });
    expect(LinkSchema.parse({ type: 'file', href: '/api/file/x', text: 'A', newTab: true }).newTab).toBe(true);
  });
});
