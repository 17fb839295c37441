// Presses made before the page's code has arrived. On a slow phone the page can be read, and its buttons pressed,
// seconds before React has hydrated it; a press on a scripted button (the phone's Menu, text size, Listen, a
// carousel's arrows) would then do nothing and be lost. The script below runs while the page is parsed (site-root.tsx)
// and keeps such presses; once React has hydrated the page, and it has loaded and gone quiet, each kept button is
// pressed again (`carryOutEarlyPresses`).
//
// Only buttons that do nothing without script are kept: a link, a <summary> or a form's submit button already works
// natively and is left to the browser, unless it says `data-early-press` (a link that only stands in for a scripted
// button while there is no script: a press before the script arrives waits for the button it will be). A button
// pressed several times is carried out once: a visitor who presses a button that seems dead again means the same
// thing, and pressing Menu twice must not open and close it again.

import { partsArrived } from '@/components/ui/where-rendered';

declare global {
  interface Window {
    /** Set by the script below: stops keeping presses and hands over the buttons pressed so far, in order. */
    __csEarlyPresses?: () => HTMLElement[];
  }
}

/**
 * Keeps presses on scripted buttons in the capture phase on `window`, before React's listeners on the document can
 * see them, so a press is carried out exactly once: by `carryOutEarlyPresses`, not also by React mid-hydration.
 * Until then React may already have marked a button as its own while its part is not yet hydrated, and would drop a
 * press on it, so only `carryOutKeptPresses` ends the keeping. Only buttons inside the element holding the script (the site's
 * root, as the server sent it) are kept: if React renders the page afresh instead (an error view), the new buttons
 * are outside it and their presses go straight through, even though nothing will ever carry out the kept ones.
 */
export const keepEarlyPressesScript =
  '(function(w,root){var kept=[];function keep(e){var t=e.target,b=t&&t.closest?t.closest("button,[data-early-press]"):null;' +
  'if(!b||!root||!root.contains(b)||(b.form&&b.type!=="button"))return;' +
  'e.preventDefault();e.stopImmediatePropagation();if(kept.indexOf(b)<0)kept.push(b)}' +
  'w.addEventListener("click",keep,true);w.__csEarlyPresses=function(){w.removeEventListener("click",keep,true);return kept.splice(0)}})' +
  '(window,document.currentScript&&document.currentScript.parentElement)';

/**
 * Stops keeping presses and carries out each kept one on its button, if React still shows that button (a part
 * rendered afresh in the browser has new ones, and its old buttons mean nothing now).
 */
export function carryOutKeptPresses(): void {
  const pressed = window.__csEarlyPresses?.() ?? [];
  for (const element of pressed) if (element.isConnected && !(element instanceof HTMLButtonElement && element.disabled)) element.click();
}

/**
 * Called by the site's root once it is hydrated. A part of the page whose code comes later (a block's) is hydrated
 * after the root, when React gets to it and its code has arrived, and React drops a press on a part it has not
 * finished. So the presses are kept until the page has loaded and the browser has gone quiet with no part's code
 * still on its way (React asks for a part's code as it starts on it). Returns the cancel for the root's effect.
 */
export function carryOutEarlyPresses(): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const whenIdle = (then: () => void) => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(then, { timeout: 2000 });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(then, 50);
      cancelIdle = () => window.clearTimeout(id);
    }
  };
  const settle = () =>
    whenIdle(() => {
      if (cancelled) return;
      void partsArrived().then((waited) => {
        if (cancelled) return;
        if (waited) settle();
        else carryOutKeptPresses();
      });
    });
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', settle);
    cancelIdle();
  };
}
