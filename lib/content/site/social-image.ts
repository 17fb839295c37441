// The picture of a share card (Open Graph, Twitter) as visitors' pages name it in their metadata.
import type { SocialImage } from '../schemas';

/**
 * The size share cards are shown at: Facebook, LinkedIn and Twitter's large card all crop to about 1.91:1,
 * so the editor crops to this shape and the image service delivers exactly this size.
 */
export const socialImageSize = { width: 1200, height: 630 } as const;

export type SocialImageMeta = { url: string; width?: number; height?: number; alt?: string };

/**
 * The card's image for the page metadata, or undefined when none is chosen. An uploaded image is delivered as
 * JPEG (what every network reads) at the card size, cut to the editor's crop when there is one; images stored
 * before crops existed are scaled to the card's width. A file the site ships is named as it is.
 */
export function socialImageMeta(image: SocialImage): SocialImageMeta | undefined {
  const alt = !image.decorative && image.alt?.trim() ? image.alt.trim() : undefined;
  if (image.imageId) {
    const params = new URLSearchParams();
    if (image.crop) {
      const { left, top, width, height } = image.crop;
      params.set('crop', [left, top, width, height].map((n) => Math.round(n)).join(','));
      params.set('width', String(socialImageSize.width));
      params.set('height', String(socialImageSize.height));
    } else {
      params.set('width', String(socialImageSize.width));
    }
    params.set('format', 'jpeg');
    if (image.rev) params.set('v', String(image.rev));
    const sized = image.crop ? socialImageSize : {};
    return { url: `/api/image/${encodeURIComponent(image.imageId)}?${params}`, ...sized, ...(alt ? { alt } : {}) };
  }
  if (image.src) return { url: image.src, ...(alt ? { alt } : {}) };
  return undefined;
}
