// The demo site's pictures: SVG artwork in public/images/demo, which seeding rasterises into the image service.
// Pure data: pages name each picture by its image-service id before the image exists.
import type { Image } from '../content/schemas';

/** Every file in public/images/demo, by name; a typo in a page is a type error, not a broken image. */
export const demoImageNames = [
  // 1920×1080: headers and wide media
  'harbour-dawn',
  'gentle-tide',
  'rolling-hills',
  'circle-of-chairs',
  'city-evening',
  // 1000×1000: half-width headers, portraits, carousel slides
  'leaf-shelter',
  'open-window',
  'sunrise-circle',
  'river-stones',
  'calm-sail',
  'kite-breeze',
  'lighthouse-dusk',
] as const;
export type DemoImageName = (typeof demoImageNames)[number];

/**
 * The id `seedDemoImages` (lib/images/seed-images.ts) stores `<name>.svg` under. Spelled out here too because
 * that module needs the server (sharp, the image storage) and this one must stay plain data; tests/seed checks
 * that the two agree.
 */
export function demoImageId(name: DemoImageName): string {
  return `demo-${name}`;
}

/**
 * A picture served by the image service (srcset, width and height, resized variants). `alt` says what the picture
 * shows when it carries meaning; '' marks it decorative (ticked as such, as the editor's image field does), so screen
 * readers skip it and the pre-publish checks accept it.
 */
export function demoPicture(name: DemoImageName, alt: string): Image {
  return { desktop: { imageId: demoImageId(name), alt, ...(alt ? {} : { decorative: true }) }, alt };
}

/**
 * A page header picture. The header artwork is abstract, so decorative: alt ''. The static file is kept beside the
 * image id because the page header (components/page/header-parts.tsx) draws only `src` so far; anything that reads
 * `imageId` (ResponsiveImage, the editor) prefers the image service.
 */
export function headerImage(name: DemoImageName): Image {
  return { desktop: { imageId: demoImageId(name), src: `/images/demo/${name}.svg`, alt: '', decorative: true }, alt: '' };
}
