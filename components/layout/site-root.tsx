'use client';

import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { cx } from '@/components/ui/class-names';
import { carryOutEarlyPresses, keepEarlyPressesScript } from './early-presses';
import { applyStoredFontSizeScript, fontSizeClass } from './font-size';
import { getFontSize, getServerFontSize, subscribeFontSize } from './font-size-store';

// Both run while the page is parsed, before it is painted or pressed: the stored text size, and the presses kept
// until the page's code has arrived (early-presses.ts).
const parseTimeScript = `${applyStoredFontSizeScript};${keepEarlyPressesScript}`;

/** The wrapper whose font-size-N class scales all text (styles/base.css). */
export function SiteRoot({ children }: { children: ReactNode }) {
  const level = useSyncExternalStore(subscribeFontSize, getFontSize, getServerFontSize);
  // The outermost part of the page: its effect runs once the frame is hydrated, and carries out the kept presses
  // once the rest has followed (early-presses.ts).
  useEffect(carryOutEarlyPresses, []);
  return (
    // The inline script may already have set the class before hydration; that is expected.
    <div id="site-root" className={cx('cs-site', fontSizeClass(level))} suppressHydrationWarning>
      <script dangerouslySetInnerHTML={{ __html: parseTimeScript }} />
      {children}
    </div>
  );
}
