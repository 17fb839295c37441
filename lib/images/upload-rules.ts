// What an image upload may be, shared by the server's checks and the editor's (which only saves a wasted upload).

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_PIXELS = 40_000_000;
/** Frames of an animated GIF or WebP; their pixels also count, all together, towards MAX_UPLOAD_PIXELS. */
export const MAX_UPLOAD_FRAMES = 100;

/** What the file input offers; the server sniffs the bytes whatever the browser says. */
export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** Whether the browser's idea of a chosen file is worth uploading as a picture (the server sniffs the bytes anyway). */
export const looksLikeImage = (file: File) => (acceptedImageTypes as readonly string[]).includes(file.type) || /\.(jpe?g|png|webp|gif)$/i.test(file.name);

export const uploadMessages = {
  missing: 'Choose an image file to upload.',
  empty: 'The file is empty. Choose an image file to upload.',
  tooLarge: 'The image is too large (limit 10 MB).',
  svg: 'SVG images are not accepted; upload a PNG, JPEG, WebP or GIF.',
  notImage: 'This file is not an image we accept; upload a PNG, JPEG, WebP or GIF.',
  unreadable: 'The image could not be read; it may be damaged. Save it again and upload it once more.',
  tooManyPixels: 'The image has too many pixels (limit 40 megapixels); make it smaller and upload it again.',
  tooManyFrames: 'The animation has too many frames (limit 100); shorten it and upload it again.',
} as const;
