import type { Image } from '@/lib/content/schemas';
import { imageSizes, imageSrcSet, imageUrl, type ImageSizeName } from './image-url';

type Props = {
  image: Image | undefined;
  /** Which of the site's image shapes this is (SPEC.md §9). */
  size: ImageSizeName;
  /** The `sizes` attribute: how wide the image shows at each viewport width. */
  sizes?: string;
  className?: string;
  /** Above the fold (e.g. a page header): load at once instead of lazily. */
  priority?: boolean;
  editPath?: string;
};

/**
 * An image from the image service (`imageId`) or a file the site ships (`src`), with width and height
 * set so the page does not shift while it loads, and `alt` always present.
 */
export function ResponsiveImage({ image, size, sizes = '100vw', className, priority, editPath }: Props) {
  const ref = image?.desktop ?? image?.mobile;
  if (!ref?.imageId && !ref?.src) return null;
  const { width, height } = imageSizes[size];
  const alt = ref.alt || image?.alt || '';
  const editAttributes = editPath ? { 'data-edit': editPath, 'data-edit-kind': 'image' } : {};
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the image service does the resizing
    <img
      className={className}
      src={ref.imageId ? imageUrl(ref.imageId, { width, height }) : ref.src}
      srcSet={ref.imageId ? imageSrcSet(ref.imageId, size) : undefined}
      sizes={ref.imageId ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      {...editAttributes}
    />
  );
}
