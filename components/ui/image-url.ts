// Addresses of image-service variants (GET /api/image/<imageId>?...), shared by blocks and the editor.

/**
 * The site's image shapes (SPEC.md §9): the largest size each is shown at, and the shape its slot draws, so the
 * editor's crop frame is exactly what visitors see. The full-width header on wide screens is 3:1 rather than SPEC's
 * 16:9 (a 16:9 picture across a 1366×768 laptop would fill the whole first screen); the stylesheets draw each slot at
 * these ratios (tests/unit/image-slot-shapes.test.ts keeps them equal).
 */
export const imageSizes = {
  headerDesktop: { width: 1920, height: 640 },
  headerMobile: { width: 750, height: 423 },
  square: { width: 1000, height: 1000 },
  media: { width: 1000, height: 561 },
  carousel: { width: 996, height: 996 },
} as const;
export type ImageSizeName = keyof typeof imageSizes;

export type ImageUrlOptions = {
  width?: number;
  height?: number;
  crop?: { left: number; top: number; width: number; height: number };
  blur?: number;
  format?: 'webp' | 'jpeg' | 'png' | 'avif';
  /** False puts a transparent image on white; the service keeps transparency by default. */
  transparent?: boolean;
  scale?: number;
  quality?: number;
  /** The picture's revision (how many times it was replaced): a new revision is a new address. */
  rev?: number;
};

export function imageUrl(imageId: string, options: ImageUrlOptions = {}): string {
  const params = new URLSearchParams();
  if (options.crop) {
    const { left, top, width, height } = options.crop;
    params.set('crop', [left, top, width, height].map((n) => Math.round(n)).join(','));
  }
  if (options.width) params.set('width', String(Math.round(options.width)));
  if (options.height) params.set('height', String(Math.round(options.height)));
  if (options.blur) params.set('blur', String(options.blur));
  params.set('format', options.format ?? 'webp');
  if (options.transparent === false) params.set('transparent', 'false');
  if (options.scale) params.set('scale', String(options.scale));
  if (options.quality) params.set('quality', String(Math.round(options.quality)));
  if (options.rev) params.set('v', String(options.rev));
  return `/api/image/${encodeURIComponent(imageId)}?${params}`;
}

/** The widths offered in srcset: the shape scaled down, never up (the service never enlarges anyway). */
const srcSetScales = [0.25, 0.5, 0.75, 1];

/** `<url> <width>w` candidates of one shape, each cropped to that shape, so the browser can pick by screen. */
export function imageSrcSet(imageId: string, size: ImageSizeName, options: Omit<ImageUrlOptions, 'width' | 'height' | 'scale'> = {}): string {
  const { width, height } = imageSizes[size];
  return srcSetScales
    .map((scale) => {
      const w = Math.round(width * scale);
      return `${imageUrl(imageId, { ...options, width: w, height: Math.round(height * scale) })} ${w}w`;
    })
    .join(', ');
}
