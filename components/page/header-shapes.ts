import type { headerTypes } from '@/lib/content/schemas';
import type { ImageSizeName } from '@/components/ui/image-url';

/**
 * The shapes each header type draws its picture at: `desktop` from 768px, `mobile` below. The renderer and the
 * editor's crop frames both read this, so a header type's picture is framed as it is shown.
 */
export const headerImageShapes: Record<(typeof headerTypes)[number], { desktop: ImageSizeName; mobile: ImageSizeName }> = {
  FullWidthImageCustomHeader: { desktop: 'headerDesktop', mobile: 'headerMobile' },
  HalfWidthImageCustomHeader: { desktop: 'square', mobile: 'headerMobile' },
};
