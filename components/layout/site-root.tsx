'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { cx } from '@/components/ui/class-names';
import { applyStoredFontSizeScript, fontSizeClass } from './font-size';
import { getFontSize, getServerFontSize, subscribeFontSize } from './font-size-store';

/** The wrapper whose font-size-N class scales all text (styles/base.css). */
export function SiteRoot({ children }: { children: ReactNode }) {
  const level = useSyncExternalStore(subscribeFontSize, getFontSize, getServerFontSize);
  return (
    // The inline script may already have set the class before hydration; that is expected.
    <div id="site-root" className={cx('cs-site', fontSizeClass(level))} suppressHydrationWarning>
      <script dangerouslySetInnerHTML={{ __html: applyStoredFontSizeScript }} />
      {children}
    </div>
  );
}
