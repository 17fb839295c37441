// Blocker: an image without alternative text that is not marked decorative. Someone who cannot see it would
// miss what it shows. Read the way ResponsiveImage draws it: the desktop image (or the lone mobile one), whose
// own alt comes first, then the image's.
import type { PublishRule } from './types';
import { visitPage, where } from './walk';

type Ref = { imageId?: unknown; src?: unknown; alt?: unknown; decorative?: unknown };

const usable = (ref: unknown): ref is Ref => {
  if (!ref || typeof ref !== 'object') return false;
  const { imageId, src } = ref as Ref;
  return (typeof imageId === 'string' && imageId !== '') || (typeof src === 'string' && src !== '');
};
const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** An image value (`{ desktop, mobile, alt }`) or one still in the flat `{ imageId, alt }` form blocks accept. */
function shownImage(value: Record<string, unknown>): { main: Ref; image: Ref } | null {
  if ('desktop' in value || 'mobile' in value) {
    const main = [value.desktop, value.mobile].find(usable);
    return main ? { main, image: value as Ref } : null;
  }
  if (typeof value.imageId === 'string' && value.imageId !== '') return { main: value as Ref, image: value as Ref };
  return null;
}

export const imageAlt: PublishRule = ({ page }) => {
  const problems: ReturnType<PublishRule> = [];
  visitPage(page, ({ value, path, block }) => {
    if (!('desktop' in value || 'mobile' in value || 'imageId' in value)) return;
    const shown = shownImage(value);
    if (!shown) return false;
    const { main, image } = shown;
    const described = hasText(main.alt) || hasText(image.alt) || main.decorative === true || image.decorative === true;
    if (!described) {
      const field = path.split('.').at(-1) === 'image' ? 'image' : `image (${path})`;
      problems.push({
        rule: 'image-alt',
        severity: 'blocker',
        message: `The ${field} in ${where(block)} has no alternative text. Describe what it shows, or mark it as decorative if it adds nothing.`,
        path,
      });
    }
    return false;
  });
  return problems;
};
