// Tab and Shift+Tab stay inside a modal container (mobile navigation, editor dialogs, the dashboard).
const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
  '[contenteditable="true"]',
].join(', ');

/** The elements Tab can reach inside `container`, in document order. */
export function tabbableInside(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert]'),
  );
}

/** Wraps Tab from the last reachable element to the first, and Shift+Tab from the first to the last. */
export function keepFocusInside(container: HTMLElement, event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>) {
  if (event.key !== 'Tab') return;
  const reachable = tabbableInside(container);
  if (!reachable.length) return;
  const first = reachable[0];
  const last = reachable[reachable.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Makes everything beside `element` (a modal at the end of the body) inert, so neither Tab (even out of an
 * iframe inside it, whose keys the page never sees) nor a screen reader reaches the page behind. Returns the undo.
 */
export function makeRestInert(element: HTMLElement): () => void {
  const siblings = Array.from(element.parentElement?.children ?? []).filter((sibling) => sibling !== element && !sibling.hasAttribute('inert'));
  siblings.forEach((sibling) => sibling.setAttribute('inert', ''));
  return () => siblings.forEach((sibling) => sibling.removeAttribute('inert'));
}
