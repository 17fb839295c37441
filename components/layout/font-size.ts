// Text size levels (SPEC.md §3, §4): 1 to 6, default 1, remembered in localStorage.
export const fontSizeStorageKey = 'fontSize';
export const minFontSize = 1;
export const maxFontSize = 6;
export const defaultFontSize = 1;

export function clampFontSize(level: number): number {
  if (!Number.isFinite(level)) return defaultFontSize;
  return Math.min(maxFontSize, Math.max(minFontSize, Math.round(level)));
}

/** The stored level; anything missing, unreadable or out of range falls back or is clamped. */
export function readFontSize(storage: Pick<Storage, 'getItem'> | undefined): number {
  try {
    const raw = storage?.getItem(fontSizeStorageKey);
    return raw ? clampFontSize(Number(raw)) : defaultFontSize;
  } catch {
    return defaultFontSize;
  }
}

/** Stores the clamped level and returns it. Storage may be blocked; the level still applies. */
export function storeFontSize(storage: Pick<Storage, 'setItem'> | undefined, level: number): number {
  const clamped = clampFontSize(level);
  try {
    storage?.setItem(fontSizeStorageKey, String(clamped));
  } catch {
    // Private modes can refuse writes; the visitor keeps the size for this visit.
  }
  return clamped;
}

/** Class for #site-root; level 1 is the base size and needs none. */
export function fontSizeClass(level: number): string | undefined {
  const clamped = clampFontSize(level);
  return clamped >= 2 ? `font-size-${clamped}` : undefined;
}

/**
 * Runs while the page is still being parsed, before first paint, so a visitor who chose large
 * text does not see the page jump from small to large on every visit.
 */
export const applyStoredFontSizeScript = `try{var n=Math.round(Number(localStorage.getItem(${JSON.stringify(
  fontSizeStorageKey,
)})));if(n>=2&&n<=${maxFontSize})document.currentScript.parentElement.classList.add('font-size-'+n)}catch(e){}`;
