import type { Colour } from '@/lib/content/schemas';

/**
 * The class that paints a colour choice: background plus its paired font colour (styles/tokens.css).
 * A stored free-form fontColour is deliberately ignored: the fixed pairs are what keep every
 * background at WCAG AA contrast.
 */
export function backgroundClass(colour: Colour | undefined): string | undefined {
  return colour ? `cs-bg-${colour}` : undefined;
}
