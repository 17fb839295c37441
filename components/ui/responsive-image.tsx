// No hooks and no browser APIs: the same markup renders on the server for visitors and on the client in the editor.
import { preload } from 'react-dom';
import type { Image } from '@/lib/content/schemas';
import { isPublicImageSrc } from '@/lib/content/public-image';
import { editAttributes } from '@/components/blocks/shared/edit-attributes';
import { imageSizes, imageSrcSet, imageUrl, type ImageSizeName } from './image-url';
import { definedProps } from './defined-props';

type Props = {
  image: Image | undefined;
  /** Which of the site's image shapes this is (SPEC.md §9). */
  size: ImageSizeName;
  /** The shape the slot draws on phones, when it differs from `size` (a header's). */
  mobileSize?: ImageSizeName;
  /** Not shown on phones (the slot hides it there): phones get an empty source instead of downloading it. */
  phoneHidden?: boolean;
  /** The `sizes` attribute: how wide the image shows at each viewport width. */
  sizes?: string;
  /** On the `<img>`, whether or not a `<picture>` wraps it. */
  className?: string;
  /** Above the fold (e.g. a page header): load at once instead of lazily. */
  priority?: boolean;
  editPath?: string;
};

/** A one-pixel transparent GIF: the phone source of a picture phones do not show, so they never download it. */
const NOTHING = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

/** Phones get the mobile crop below this width (the site's 768px breakpoint). */
export const MOBILE_MEDIA = '(max-width: 767px)';
/** Every screen the phone source does not match: where a `<picture>` draws its `<img>`. */
const OTHER_MEDIA = `not all and ${MOBILE_MEDIA}`;

type ImageRef = NonNullable<Image['desktop']>;

// A src is drawn only when it is one of the site's own pictures, whatever was stored (see ImageRefSchema).
const usable = (ref: ImageRef | undefined): ref is ImageRef => Boolean(ref?.imageId || isPublicImageSrc(ref?.src));

/** Whether ResponsiveImage would draw anything for this image. */
export const hasUsableImage = (image: Image | undefined) => usable(image?.desktop) || usable(image?.mobile);

/** Where one image reference can be fetched, at one shape. */
function sources(ref: ImageRef, size: ImageSizeName) {
  const { width, height } = imageSizes[size];
  if (!ref.imageId) return { src: ref.src!, srcSet: undefined, width, height };
  // The editor's crop is applied first, then the shape's size covers it: the crop chooses what shows.
  const { crop, rev } = ref;
  return { src: imageUrl(ref.imageId, { width, height, crop, rev }), srcSet: imageSrcSet(ref.imageId, size, { crop, rev }), width, height };
}

/**
 * An image from the image service (`imageId`) or a file the site ships (`src`), with width and height set so the
 * page does not shift while it loads, and `alt` always present ('' marks a decorative image). With a mobile image,
 * or a slot of another shape on phones, it is a `<picture>` whose phone source is the mobile image (the desktop one
 * when there is none) at the phone shape.
 */
export function ResponsiveImage({ image, size, mobileSize = size, phoneHidden, sizes = '100vw', className, priority, editPath }: Props) {
  const desktop = [image?.desktop].find(usable);
  const mobile = [image?.mobile].find(usable);
  // A lone mobile image is simply the image, shown at the requested shape.
  const main = desktop ?? mobile;
  if (!main) return null;
  const alt = main.alt || image?.alt || '';
  const edit = editPath ? editAttributes(editPath, 'image') : {};
  const shown = sources(main, size);
  const phoneRef = desktop && mobile ? mobile : mobileSize !== size || phoneHidden ? main : null;

  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- the image service does the resizing
    <img
      {...definedProps({ className, srcSet: shown.srcSet, sizes: shown.srcSet ? sizes : undefined, fetchPriority: priority ? ('high' as const) : undefined })}
      src={shown.src}
      width={shown.width}
      height={shown.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(phoneRef ? {} : edit)}
    />
  );
  if (!phoneRef) return img;

  const phone = phoneHidden ? { src: NOTHING, srcSet: undefined, width: 1, height: 1 } : sources(phoneRef, mobileSize);
  if (priority && typeof window === 'undefined') {
    // A picture above the fold is often the page's largest paint, but the browser only finds it in the body, after
    // the page's scripts have taken the connections. React preloads a lone <img> of high priority in the head by
    // itself, never one in a <picture> (the source is chosen by media), so the page names each source for its screens.
    // Only in the server's HTML: in the editor, every new crop would add another link to the head.
    const early = (source: { src: string; srcSet?: string }, media: string) =>
      preload(source.src, { as: 'image', imageSrcSet: source.srcSet, imageSizes: source.srcSet ? sizes : undefined, media, fetchPriority: 'high' });
    if (!phoneHidden) early(phone, MOBILE_MEDIA);
    early(shown, OTHER_MEDIA);
  }
  return (
    <picture {...edit}>
      <source
        media={MOBILE_MEDIA}
        srcSet={phone.srcSet ?? phone.src}
        sizes={phone.srcSet ? sizes : undefined}
        width={phone.width}
        height={phone.height}
      />
      {img}
    </picture>
  );
}
