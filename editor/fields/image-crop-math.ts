// Between the cropper's coordinates (pixels of the picture it shows, or offsets in its frame) and the stored crop
// (whole pixels of the source image, which the image service refuses unless it lies inside the image).
import type { ImageCrop } from '@/lib/content/schemas';

export type Size = { width: number; height: number };
export type Area = { x: number; y: number; width: number; height: number };
export type Offset = { x: number; y: number };

/** The image service never serves a side longer than this; the cropper shows the image at that size at most. */
export const SERVED_MAX_SIDE = 2400;

/** The size the image service answers for the whole image without a width or height (lib/images/variant-params.ts). */
export function servedSize(source: Size): Size {
  const shrink = Math.min(1, SERVED_MAX_SIDE / source.width, SERVED_MAX_SIDE / source.height);
  return { width: Math.max(1, Math.round(source.width * shrink)), height: Math.max(1, Math.round(source.height * shrink)) };
}

/** The largest crop of that aspect ratio, centred: what a slot shows before anyone chooses. */
export function centredCrop(source: Size, aspect: number): ImageCrop {
  const width = Math.min(source.width, Math.round(source.height * aspect));
  const height = Math.min(source.height, Math.round(width / aspect));
  return { left: Math.floor((source.width - width) / 2), top: Math.floor((source.height - height) / 2), width: Math.max(1, width), height: Math.max(1, height) };
}

/**
 * Whether a saved crop has the slot's shape (within a pixel's rounding): a crop made for another shape (the page's
 * header type changed) would be cut again by the image service, so the editor frames it afresh.
 */
export function cropFitsAspect(crop: ImageCrop, aspect: number): boolean {
  const tolerance = Math.max(0.01, 1 / Math.min(crop.width, crop.height));
  return Math.abs(crop.width / crop.height / aspect - 1) <= tolerance;
}

/** A cropper area (in the shown picture's pixels) as a crop of the source, rounded and kept inside it. */
export function toSourceCrop(area: Area, shown: Size, source: Size): ImageCrop {
  const scaleX = source.width / shown.width;
  const scaleY = source.height / shown.height;
  const left = clamp(Math.round(area.x * scaleX), 0, source.width - 1);
  const top = clamp(Math.round(area.y * scaleY), 0, source.height - 1);
  return {
    left,
    top,
    width: clamp(Math.round(area.width * scaleX), 1, source.width - left),
    height: clamp(Math.round(area.height * scaleY), 1, source.height - top),
  };
}

/** The reverse, to start the cropper where the stored crop was. */
export function toShownArea(crop: ImageCrop, shown: Size, source: Size): Area {
  const scaleX = shown.width / source.width;
  const scaleY = shown.height / source.height;
  return { x: crop.left * scaleX, y: crop.top * scaleY, width: crop.width * scaleX, height: crop.height * scaleY };
}

/**
 * Moves the picture behind the crop frame by `step` frame pixels, never so far that the frame leaves the picture
 * (the bound the cropper itself keeps when dragged). Moving the crop left means moving the picture right.
 */
export function nudge(offset: Offset, direction: 'left' | 'right' | 'up' | 'down', step: number, media: Size, frame: Size, zoom: number): Offset {
  const dx = direction === 'left' ? step : direction === 'right' ? -step : 0;
  const dy = direction === 'up' ? step : direction === 'down' ? -step : 0;
  const maxX = Math.max(0, (media.width * zoom - frame.width) / 2);
  const maxY = Math.max(0, (media.height * zoom - frame.height) / 2);
  return { x: clamp(offset.x + dx, -maxX, maxX), y: clamp(offset.y + dy, -maxY, maxY) };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
