// Presses made before the page's code has arrived. On a slow phone the page can be read, and its buttons pressed,
// seconds before React has hydrated it; a press on a scripted button (the phone's Menu, text size, Listen, a
// carousel's arrows) would then do nothing and be lost. The script below runs while the page is parsed (site-root.tsx)
// and keeps such presses; once React has hydrated the page, `carryOutEarlyPresses` presses each kept button again.
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
 * A button React already runs (it marks the elements it has hydrated or rendered) is left to React, so presses go
 * through even where `carryOutEarlyPresses` never runs (a page whose frame failed and shows an error view instead).
 */
export const keepEarlyPressesScript =
  '(function(w){var kept=[];function keep(e){var t=e.target,b=t&&t.closest?t.closest("button"):null;' +
  'if(!b||(b.form&&b.type!=="button")||Object.keys(b).some(function(k){return k.indexOf("__reactProps")===0}))return;' +
  'e.stopImmediatePropagation();if(kept.indexOf(b)<0)kept.push(b)}' +
  'w.addEventListener("click",keep,true);w.__csEarlyPresses=function(){w.removeEventListener("click",keep,true);return kept.splice(0)}})(window)';

/**
 * Once the page is hydrated: stops keeping presses and carries out each kept one on its button, if React still
 * shows that button (a part rendered afresh in the browser has new ones, and its old buttons mean nothing now).
 */
export function carryOutEarlyPresses(): void {
  const pressed = window.__csEarlyPresses?.() ?? [];
  for (const button of pressed) if (button.isConnected && !button.disabled) button.click();
}
