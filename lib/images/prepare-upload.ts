// Checks an uploaded file and turns it into the original we keep: a real raster image, upright, without metadata.
import 'server-only';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '@/lib/errors';
import { sniffImageType } from './sniff-image-type';
import type { ImageMeta } from './image-meta';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FRAMES, MAX_UPLOAD_PIXELS, uploadMessages } from './upload-rules';
import { isWholeGif } from './whole-gif';

export { MAX_UPLOAD_BYTES, MAX_UPLOAD_FRAMES, MAX_UPLOAD_PIXELS, uploadMessages } from './upload-rules';

export type PreparedImage = Pick<ImageMeta, 'contentType' | 'width' | 'height'> & { bytes: Buffer };

const refuse = (message: string) => new AppError('invalid_input', message, { file: message });

const contentTypes = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' } as const;

/** Refuses anything but a readable JPEG, PNG, WebP or GIF within the limits; answers the cleaned bytes. */
export async function prepareUpload(file: Blob): Promise<PreparedImage> {
  if (file.size === 0) throw refuse(uploadMessages.empty);
  if (file.size > MAX_UPLOAD_BYTES) throw refuse(uploadMessages.tooLarge);
  const input = Buffer.from(await file.arrayBuffer());

  const type = sniffImageType(input);
  // No SVG sanitiser ships with the site, and an SVG can carry script.
  if (type === 'svg') throw refuse(uploadMessages.svg);
  if (type === 'unknown') throw refuse(uploadMessages.notImage);

  let metadata: Metadata;
  try {
    // Only the header is read here, nothing is decoded, so sharp's own pixel limit is lifted: a picture that claims
    // 60000 × 60000 is then refused below as too large, not as damaged.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse(uploadMessages.unreadable);
  }
  // The sniffed signature must agree with what the decoder found, or the file is not what it claims.
  if (metadata.format !== type || !metadata.width || !metadata.height) throw refuse(uploadMessages.unreadable);
  const pages = metadata.pages ?? 1;
  if (pages > MAX_UPLOAD_FRAMES) throw refuse(uploadMessages.tooManyFrames);
  // Every frame of an animation is decoded, so they all count towards the limit.
  if (metadata.width * (metadata.pageHeight ?? metadata.height) * pages > MAX_UPLOAD_PIXELS) throw refuse(uploadMessages.tooManyPixels);
  if (type === 'gif' && !isWholeGif(input)) throw refuse(uploadMessages.unreadable);

  try {
    const bytes = await reencode(input, type, pages > 1);
    const stored = await sharp(bytes).metadata();
    return {
      contentType: contentTypes[type],
      bytes,
      width: stored.width,
      height: stored.pageHeight ?? stored.height,
    };
  } catch {
    throw refuse(uploadMessages.unreadable);
  }
}

/**
 * Re-encoding drops EXIF (camera, GPS position, time), XMP and IPTC: sharp keeps no metadata unless asked to.
 * `.rotate()` first applies the EXIF orientation, which would otherwise be lost with the EXIF.
 */
async function reencode(input: Buffer, type: keyof typeof contentTypes, animated: boolean): Promise<Buffer> {
  // failOn 'warning' (sharp's default, kept on purpose) refuses a cut-off JPEG, PNG or WebP rather than storing half a picture.
  let image = sharp(input, { animated, limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'warning' });
  // Animations have no orientation to apply, and sharp cannot turn a multi-frame image by 90°.
  if (!animated) image = image.rotate();
  switch (type) {
    case 'jpeg':
      return image.jpeg({ quality: 90 }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: 9 }).toBuffer();
    case 'webp':
      return image.webp({ quality: 90 }).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
  }
}
