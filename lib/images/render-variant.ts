// Computes one variant from the original's bytes with sharp.
import 'server-only';
import sharp from 'sharp';
import { MAX_UPLOAD_PIXELS } from './prepare-upload';
import type { VariantPlan } from './variant-params';

// AVIF is the slowest encoder by far; a lower effort keeps a first request for it within a second or two.
const AVIF_EFFORT = 2;

/** Animated originals give a still of their first frame. */
export async function renderVariant(original: Buffer, source: { width: number; height: number }, plan: VariantPlan): Promise<Buffer> {
  let image = sharp(original, { limitInputPixels: MAX_UPLOAD_PIXELS });
  // extract() before resize() crops the original, not the resized result.
  if (plan.crop) image = image.extract(plan.crop);
  const sourceWidth = plan.crop?.width ?? source.width;
  const sourceHeight = plan.crop?.height ?? source.height;
  if (plan.width !== sourceWidth || plan.height !== sourceHeight) {
    image = image.resize(plan.width, plan.height, { fit: 'cover', position: 'centre' });
  }
  if (plan.blur !== undefined) image = image.blur(plan.blur);
  if (plan.flatten) image = image.flatten({ background: '#ffffff' });
  switch (plan.format) {
    case 'webp':
      return image.webp({ quality: plan.quality }).toBuffer();
    case 'jpeg':
      return image.jpeg({ quality: plan.quality, progressive: true }).toBuffer();
    case 'png':
      return image.png().toBuffer();
    case 'avif':
      return image.avif({ quality: plan.quality, effort: AVIF_EFFORT }).toBuffer();
  }
}
