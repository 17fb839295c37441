'use client';

import { useState, useSyncExternalStore } from 'react';
import { getFontSize, getServerFontSize, setFontSize, subscribeFontSize } from './font-size-store';

const LARGEST = 6;

/** What a screen reader hears after a press: the new size, and when it is a limit. */
export function textSizeMessage(level: number): string {
  const limit = level <= 1 ? ', the smallest' : level >= LARGEST ? ', the largest' : '';
  return `Text size ${level} of ${LARGEST}${limit}`;
}

/**
 * A-/A+ buttons. At a limit the button says so with aria-disabled but stays focusable (a natively
 * disabled button would drop keyboard focus on the page body); a press there keeps the clamped level.
 * Each press is announced ('Text size 4 of 6'), since the page only grows on screen.
 */
export function TextSizeControl() {
  const level = useSyncExternalStore(subscribeFontSize, getFontSize, getServerFontSize);
  const [message, setMessage] = useState('');
  const change = (next: number) => {
    const clamped = Math.min(LARGEST, Math.max(1, next));
    setFontSize(clamped);
    setMessage(textSizeMessage(clamped));
  };
  return (
    <div className="cs-text-size" role="group" aria-label="Text size">
      <button
        type="button"
        className="cs-text-size__button"
        aria-label="Decrease text size"
        aria-disabled={level <= 1}
        onClick={() => change(level - 1)}
      >
        <span aria-hidden="true">A−</span>
      </button>
      <button
        type="button"
        className="cs-text-size__button"
        aria-label="Increase text size"
        aria-disabled={level >= 6}
        onClick={() => change(level + 1)}
      >
        <span aria-hidden="true">A+</span>
      </button>
      <span className="cs-visually-hidden" role="status">
        {message}
      </span>
    </div>
  );
}
