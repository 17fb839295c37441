'use client';

import { useSyncExternalStore } from 'react';
import { getFontSize, getServerFontSize, setFontSize, subscribeFontSize } from './font-size-store';

/**
 * A-/A+ buttons. At a limit the button says so with aria-disabled but stays focusable (a natively
 * disabled button would drop keyboard focus on the page body); a press there keeps the clamped level.
 */
export function TextSizeControl() {
  const level = useSyncExternalStore(subscribeFontSize, getFontSize, getServerFontSize);
  return (
    <div className="cs-text-size" role="group" aria-label="Text size">
      <button
        type="button"
        className="cs-text-size__button"
        aria-label="Decrease text size"
        aria-disabled={level <= 1}
        onClick={() => setFontSize(level - 1)}
      >
        <span aria-hidden="true">A−</span>
      </button>
      <button
        type="button"
        className="cs-text-size__button"
        aria-label="Increase text size"
        aria-disabled={level >= 6}
        onClick={() => setFontSize(level + 1)}
      >
        <span aria-hidden="true">A+</span>
      </button>
    </div>
  );
}
