// The stored Image ({ desktop, mobile, alt }) as the image editors read and change it.
import { ImageSchema, type Image, type ImageCrop, type ImageRef } from '@/lib/content/schemas';

/** An image the editor has chosen (from the library or just uploaded), with its source size. */
export type ChosenImage = { imageId: string; width?: number; height?: number };

/** The value at the field, or an empty image when it is missing or not an image (editors must cope with both). */
export function readImage(value: unknown): Image {
  const parsed = ImageSchema.safeParse(liftFlatImageId(value) ?? {});
  return parsed.success ? parsed.data : { alt: '' };
}

/** SPEC.md §3 writes some images as a bare `{ imageId }`; blocks read that as the desktop image, and so does the editor. */
function liftFlatImageId(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const { imageId, ...rest } = value as { imageId?: unknown; desktop?: unknown; alt?: unknown };
  if (typeof imageId !== 'string' || !imageId || rest.desktop) return rest;
  return { ...rest, desktop: { imageId, alt: typeof rest.alt === 'string' ? rest.alt : '' } };
}

/** The reference the editor shows and describes: the desktop one, or a lone mobile one. */
export function mainRef(image: Image): ImageRef | undefined {
  return [image.desktop, image.mobile].find((ref) => ref?.imageId || ref?.src);
}

export const isDecorative = (image: Image) => mainRef(image)?.decorative === true;
export const altOf = (image: Image) => mainRef(image)?.alt || image.alt || '';

/**
 * The image with new crops. The same picture keeps its description; a different one starts undescribed, since
 * the old words were about something else. Without a mobile crop there is no mobile reference.
 */
export function withCrops(previous: Image, chosen: ChosenImage, crops: { desktop: ImageCrop; mobile?: ImageCrop }): Image {
  const same = mainRef(previous)?.imageId === chosen.imageId;
  const alt = same ? altOf(previous) : '';
  const decorative = same && isDecorative(previous);
  const ref = (crop: ImageCrop): ImageRef => ({
    imageId: chosen.imageId,
    alt,
    ...(decorative ? { decorative: true } : {}),
    crop,
    ...(chosen.width && chosen.height ? { width: chosen.width, height: chosen.height } : {}),
  });
  return { desktop: ref(crops.desktop), ...(crops.mobile ? { mobile: ref(crops.mobile) } : {}), alt };
}

/** The image described (or marked decorative, which stores an empty alt), on every reference it has. */
export function withDescription(image: Image, alt: string, decorative: boolean): Image {
  const text = decorative ? '' : alt;
  const describe = (ref: ImageRef | undefined): ImageRef | undefined => {
    if (!ref) return undefined;
    const { decorative: _old, ...rest } = ref;
    return { ...rest, alt: text, ...(decorative ? { decorative: true } : {}) };
  };
  const desktop = describe(image.desktop);
  const mobile = describe(image.mobile);
  return { ...(desktop ? { desktop } : {}), ...(mobile ? { mobile } : {}), alt: text };
}
