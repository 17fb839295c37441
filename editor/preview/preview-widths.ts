// The widths the 'Preview widths' dialog shows a page at, with their labels (kept here so tests find them).
export const PREVIEW_WIDTHS = [
  { id: 'phone', label: 'Phone (375 px)', width: 375 },
  { id: 'tablet', label: 'Tablet (768 px)', width: 768 },
  { id: 'desktop', label: 'Desktop (1280 px)', width: 1280 },
] as const;

export const PREVIEW_WIDTHS_TITLE = 'Preview widths';
export const PREVIEW_WIDTHS_SAVED_NOTE = 'These frames show the page as last saved, exactly as a reviewer with a preview link sees it.';
export const PREVIEW_WIDTHS_DIRTY_NOTE = 'You have unsaved changes, which these frames do not show yet: save the page to see them here.';

const GAP = 24;
const MIN_DESKTOP_SCALE = 0.3;

/**
 * How much each frame is shrunk to fit `available` pixels of width: phone and tablet at their real size when
 * they fit, the desktop frame in the rest (on its own row, full width, when the rest is too small).
 */
export function frameScales(available: number): Record<(typeof PREVIEW_WIDTHS)[number]['id'], number> {
  const fit = (width: number, room: number) => Math.max(0.1, Math.min(1, room / width));
  const beside = (available - 375 - 768 - 2 * GAP) / 1280;
  return {
    phone: fit(375, available),
    tablet: fit(768, available),
    desktop: beside >= MIN_DESKTOP_SCALE ? Math.min(1, beside) : fit(1280, available),
  };
}
