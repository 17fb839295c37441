// Presses made before the page's code has arrived. On a slow phone the page can be read, and its buttons pressed,
// seconds before React has hydrated it; a press on a scripted button (the phone's Menu, text size, Listen, a
// carousel's arrows) would then do nothing and be lost. The script below runs while the page is parsed (site-root.tsx)
// and keeps such presses; once React has hydrated the page, and it has loaded and gone quiet, each kept button is
// pressed again (`carryOutEarlyPresses`).
//
// Only buttons that do nothing without script are kept: a link, a <summary> or a form's submit button already works
// natively and is left to the browser. A button pressed several times is carried out once: a visitor who presses a
// button that seems dead again means the same thing, and pressing Menu twice must not open and close it again.

declare global {
  interface Window {
    /** Set by the script below: stops keeping presses and hands over the buttons pressed so far, in order. */
    __csEarlyPresses?: () => HTMLButtonElement[];
  }
}

/**
 * Keeps presses on scripted buttons in the capture phase on `window`, before React's listeners on the document can
 * see them, so a press is carried out exactly once: by `carryOutEarlyPresses`, not also by React mid-hydration.
 * Until then React may already have marked a button as its own while its render is not yet committed, and would drop
 * a press on it, so only that effect ends the keeping. Only buttons inside the element holding the script (the site's
 * root, as the server sent it) are kept: if React renders the page afresh instead (an error view), the new buttons
 * are outside it and their presses go straight through, even though nothing will ever carry out the kept ones.
 */
export const keepEarlyPressesScript =
  '(function(w,root){var kept=[];function keep(e){var t=e.target,b=t&&t.closest?t.closest("button"):null;' +
  'if(!b||!root||!root.contains(b)||(b.form&&b.type!=="button"))return;' +
  'e.stopImmediatePropagation();if(kept.indexOf(b)<0)kept.push(b)}' +
  'w.addEventListener("click",keep,true);w.__csEarlyPresses=function(){w.removeEventListener("click",keep,true);return kept.splice(0)}})' +
  '(window,document.currentScript&&document.currentScript.parentElement)';

/**
 * Stops keeping presses and carries out each kept one on its button, if React still shows that button (a part
 * rendered afresh in the browser has new ones, and its old buttons mean nothing now).
 */
export function carryOutKeptPresses(): void {
  const pressed = window.__csEarlyPresses?.() ?? [];
  for (const button of pressed) if (button.isConnected && !button.disabled) button.click();
}

/**
 * Called by the site's root once it is hydrated. Parts of the page (a block whose code came later) can still be
 * finishing their own hydration then, and React drops a press on a part it has not finished, so the presses are kept
 * until the page has loaded and the browser has nothing left to run. Returns the cancel for the root's effect.
 */
export function carryOutEarlyPresses(): () => void {
  let cancel = () => {};
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(carryOutKeptPresses, { timeout: 2000 });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(carryOutKeptPresses, 50);
      cancel = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else {
    window.addEventListener('load', whenIdle, { once: true });
    cancel = () => window.removeEventListener('load', whenIdle);
  }
  return () => cancel();
}
