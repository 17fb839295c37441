// A share card's picture ({ imageId, src, alt, crop, … }) as the shared image editor reads and writes images
// ({ desktop, alt }): the card has one shape, so only the desktop reference is used.
import type { Image, ImageRef, SocialImage } from '@/lib/content/schemas';
import { mainRef, readImage } from '../fields/image-value';

const defined = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

export function imageOfSocial(image: SocialImage): Image {
  const { imageId, src, alt = '', decorative, crop, width, height } = image;
  if (!imageId && !src) return { alt: '' };
  const desktop: ImageRef = defined({ imageId, src, alt, decorative, crop, width, height });
  return { desktop, alt };
}

export function socialOfImage(value: unknown): SocialImage {
  const image = readImage(value);
  const ref = mainRef(image);
  if (!ref) return {};
  const alt = ref.alt || image.alt;
  return defined({
    imageId: ref.imageId,
    src: ref.src,
    alt: alt || undefined,
    decorative: ref.decorative,
    crop: ref.crop,
    width: ref.width,
    height: ref.height,
  });
}
