// Background hex values of the colour choices, as in styles/tokens.css (a test keeps the two equal),
// and the text colour that keeps WCAG AA contrast on each.
import type { Colour } from '@/lib/content/schemas';

/** The page surface: what a transparent component shows through to. */
export const pageBackground = '#fbfaf7';
export const darkText = '#1f1a2e';
export const lightText = '#ffffff';

export const colourHex: Record<Colour, string> = {
  transparent: pageBackground,
  white: '#ffffff',
  'blue-200': '#d6e6f5',
  'blue-400': '#6a9fd4',
  'blue-800': '#1d4470',
  'orange-200': '#fde3cc',
  'orange-500': '#e9843d',
  'pink-300': '#f0a8c2',
  'teal-300': '#86d0c4',
  'purple-950': '#2b1842',
  'amber-300': '#f9d46b',
  'pink-50': '#fdf1f5',
};

/** WCAG 2 relative luminance of a '#rrggbb' colour. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG 2 contrast ratio of two '#rrggbb' colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}

/** Dark or white text, whichever contrasts more with the colour's background. */
export function fontColourFor(colour: Colour): string {
  const background = colourHex[colour];
  return contrastRatio(background, darkText) >= contrastRatio(background, lightText) ? darkText : lightText;
}
