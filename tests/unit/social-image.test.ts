// Share card pictures: old stored shapes stay valid, the editor's crop and description reach every page's metadata.
import { describe, expect, it } from 'vitest';
import { SiteSettingsSchema } from '@/lib/content/schemas';
import { socialImageMeta } from '@/lib/content/site/social-image';
import { imageOfSocial, socialOfImage } from '@/editor/settings/social-image-value';

const crop = { left: 100, top: 50, width: 1200, height: 630 };

describe('share card images', () => {
  it('keeps settings stored before crops and descriptions existed valid', () => {
    const parsed = SiteSettingsSchema.parse({ domainId: 'default', og: { image: { imageId: 'harbour-1' } }, twitter: { image: { src: '/images/card.png' } } });
    expect(parsed.og.image).toEqual({ imageId: 'harbour-1' });
    expect(socialImageMeta(parsed.og.image)).toEqual({ url: '/api/image/harbour-1?width=1200&format=jpeg' });
    expect(socialImageMeta(parsed.twitter.image)).toEqual({ url: '/images/card.png' });
    expect(socialImageMeta({})).toBeUndefined();
  });

  it('names the cropped card-sized JPEG with its description', () => {
    const image = { imageId: 'harbour-1', alt: ' A calm harbour ', crop, width: 2000, height: 1500 };
    expect(SiteSettingsSchema.shape.og.parse({ image }).image).toEqual(image);
    expect(socialImageMeta(image)).toEqual({
      url: '/api/image/harbour-1?crop=100%2C50%2C1200%2C630&width=1200&height=630&format=jpeg',
      width: 1200,
      height: 630,
      alt: 'A calm harbour',
    });
    expect(socialImageMeta({ ...image, decorative: true, alt: '' })).not.toHaveProperty('alt');
  });

  it('refuses a crop outside the image', () => {
    expect(SiteSettingsSchema.shape.og.safeParse({ image: { imageId: 'x', crop, width: 1000, height: 600 } }).success).toBe(false);
  });

  it('goes through the shared image editor and back unchanged', () => {
    const image = { imageId: 'harbour-1', alt: 'A calm harbour', crop, width: 2000, height: 1500 };
    expect(imageOfSocial(image)).toEqual({ desktop: image, alt: 'A calm harbour' });
    expect(socialOfImage(imageOfSocial(image))).toEqual(image);
    expect(socialOfImage(imageOfSocial({ imageId: 'old-1' }))).toEqual({ imageId: 'old-1' });
    // 'Remove image' writes an image without references.
    expect(socialOfImage({ alt: '' })).toEqual({});
    expect(imageOfSocial({})).toEqual({ alt: '' });
  });
});
