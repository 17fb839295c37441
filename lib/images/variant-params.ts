// The image address's query (SPEC.md §3) and the one normalised plan it reduces to, which names the cached variant.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '@/lib/errors';

/** No side of a variant is longer than this, whatever the parameters ask for. */
export const MAX_VARIANT_SIDE = 2400;

const side = (name: string) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole number of pixels`)
    .min(1, `${name} must be at least 1`)
    .max(MAX_VARIANT_SIDE, `${name} must be at most ${MAX_VARIANT_SIDE}`);

const CropSchema = z
  .string()
  .regex(/^\d{1,6},\d{1,6},\d{1,6},\d{1,6}$/, 'crop must be four whole numbers: left,top,width,height')
  .transform((text) => {
    const [left, top, width, height] = text.split(',').map(Number);
    return { left, top, width, height };
  })
  .refine((crop) => crop.width > 0 && crop.height > 0, 'crop width and height must be at least 1');
export type Crop = z.infer<typeof CropSchema>;

export const variantFormats = ['webp', 'jpeg', 'png', 'avif'] as const;
export type VariantFormat = (typeof variantFormats)[number];

export const VariantParamsSchema = z.object({
  crop: CropSchema.optional(),
  width: side('width').optional(),
  height: side('height').optional(),
  blur: z.coerce.number({ message: 'blur must be a number' }).min(0.3, 'blur must be at least 0.3').max(100, 'blur must be at most 100').optional(),
  format: z.enum(variantFormats, { message: 'format must be one of webp, jpeg, png, avif' }).default('webp'),
  transparent: z.stringbool({ error: 'transparent must be true or false' }).default(true),
  scale: z.coerce.number({ message: 'scale must be a number' }).min(0.1, 'scale must be at least 0.1').max(4, 'scale must be at most 4').optional(),
  quality: z.coerce.number({ message: 'quality must be a number' }).int('quality must be a whole number').min(1, 'quality must be at least 1').max(100, 'quality must be at most 100').default(75),
  /** The picture's revision, put in the address by pages so that a replaced picture has new addresses; it does not change the variant. */
  v: z.coerce.number({ message: 'v must be a number' }).int('v must be a whole number').min(0, 'v must be 0 or more').max(1_000_000, 'v must be at most 1000000').optional(),
});
export type VariantParams = z.infer<typeof VariantParamsSchema>;

/** Exactly what will be computed: equal plans are the same variant, however the address spelled them. */
export type VariantPlan = {
  crop?: Crop;
  /** Output size; equal to the (cropped) source size when nothing is resized. */
  width: number;
  height: number;
  blur?: number;
  format: VariantFormat;
  /** Absent for PNG, which is lossless. */
  quality?: number;
  /** Put the image on white instead of keeping transparency (always for JPEG, which has none). */
  flatten: boolean;
};

/**
 * Reduces the parameters to a plan for this original. Both width and height: cover that box. One or none: keep the
 * aspect ratio. Never larger than the source (a box too big is shrunk whole, keeping its shape), never over the maximum.
 */
export function planVariant(source: { width: number; height: number }, params: VariantParams): VariantPlan {
  if (params.crop && (params.crop.left + params.crop.width > source.width || params.crop.top + params.crop.height > source.height)) {
    const message = `crop must lie within the image (${source.width}×${source.height})`;
    throw new AppError('invalid_input', `Invalid input. crop: ${message}`, { crop: message });
  }
  // Cropping to the whole image is no crop: one variant, not two.
  const whole = params.crop && params.crop.width === source.width && params.crop.height === source.height;
  const crop = whole ? undefined : params.crop;
  const sourceWidth = crop?.width ?? source.width;
  const sourceHeight = crop?.height ?? source.height;
  const scale = params.scale ?? 1;

  let boxWidth: number;
  let boxHeight: number;
  if (params.width !== undefined && params.height !== undefined) {
    boxWidth = params.width * scale;
    boxHeight = params.height * scale;
  } else {
    const factor =
      params.width !== undefined ? params.width / sourceWidth : params.height !== undefined ? params.height / sourceHeight : 1;
    boxWidth = sourceWidth * factor * scale;
    boxHeight = sourceHeight * factor * scale;
  }
  const shrink = Math.min(1, sourceWidth / boxWidth, sourceHeight / boxHeight, MAX_VARIANT_SIDE / boxWidth, MAX_VARIANT_SIDE / boxHeight);
  const format = params.format;
  return {
    ...(crop ? { crop } : {}),
    width: Math.max(1, Math.round(boxWidth * shrink)),
    height: Math.max(1, Math.round(boxHeight * shrink)),
    ...(params.blur !== undefined ? { blur: Math.round(params.blur * 100) / 100 } : {}),
    format,
    ...(format === 'png' ? {} : { quality: params.quality }),
    flatten: format === 'jpeg' || !params.transparent,
  };
}

/** The cache key: a digest of the plan with its fields in a fixed order. */
export function variantKey(plan: VariantPlan): string {
  const { crop, width, height, blur, format, quality, flatten } = plan;
  const canonical = JSON.stringify({ v: 1, crop: crop ? [crop.left, crop.top, crop.width, crop.height] : null, width, height, blur: blur ?? null, format, quality: quality ?? null, flatten });
  return createHash('sha256').update(canonical).digest('hex');
}

/** Changes when the variant or the original's bytes change. */
export function variantEtag(imageId: string, key: string, originalSha256: string): string {
  return `"${createHash('sha256').update(`${imageId}/${key}/${originalSha256}`).digest('base64url').slice(0, 32)}"`;
}

export const variantContentTypes: Record<VariantFormat, string> = {
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
};
