import { consentStorageKey } from './analytics-consent';
import { fontSizeStorageKey } from './font-size';

/** Presses of Shift, with no other key between them and within the window, that leave the page. */
export const SHIFT_PRESSES = 3;
export const SHIFT_WINDOW_MS = 5000;

/**
 * Counts Shift presses: any other key starts the count again (so typing capitals never exits), and so does a
 * pause longer than the window after the first press. Answers the count so far (0 after a reset).
 */
export function shiftCounter(clock: () => number) {
  let count = 0;
  let firstAt = 0;
  return {
    press(isShift: boolean): number {
      if (!isShift) return (count = 0);
      const now = clock();
      if (count === 0 || now - firstAt > SHIFT_WINDOW_MS) {
        count = 0;
        firstAt = now;
      }
      count += 1;
      const reached = count;
      if (reached >= SHIFT_PRESSES) count = 0;
      return reached;
    },
  };
}

/** What the site keeps in a visitor's browser: the text size and the analytics answer (localStorage), and this tab's session storage. */
export function forgetVisitorState(local: Pick<Storage, 'removeItem'> | undefined, session: Pick<Storage, 'clear'> | undefined): void {
  try {
    local?.removeItem(fontSizeStorageKey);
    local?.removeItem(consentStorageKey);
  } catch {
    // Storage blocked: nothing was stored.
  }
  try {
    session?.clear();
  } catch {
    // As above.
  }
}

const storage = (name: 'localStorage' | 'sessionStorage'): Storage | undefined => {
  try {
    return window[name];
  } catch {
    return undefined;
  }
};

/** Hides the page at once, forgets the visitor's settings and replaces this page in the history with the destination. */
export function exitPage(destination: string): void {
  document.documentElement.classList.add('cs-exiting');
  document.title = '';
  forgetVisitorState(storage('localStorage'), storage('sessionStorage'));
  window.location.replace(destination);
}
