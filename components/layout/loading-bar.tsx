'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { createLoadingProgress, isInternalNavigation, type LoadingView } from './loading-progress';

/** A thin bar at the top of the window while the next page loads after a link is followed. */
export function LoadingBar() {
  const pathname = usePathname();
  const [view, setView] = useState<LoadingView>({ visible: false, progress: 0 });
  const [progress] = useState(() => createLoadingProgress(setView));
  const lastPathname = useRef(pathname);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (isInternalNavigation(event, window.location)) progress.start();
    };
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('click', onClick);
      progress.dispose();
    };
  }, [progress]);

  useEffect(() => {
    if (lastPathname.current === pathname) return;
    lastPathname.current = pathname;
    progress.finish();
  }, [pathname, progress]);

  return (
    <div
      className="cs-loading-bar"
      role="progressbar"
      aria-label="Loading page"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={view.progress}
      aria-hidden={!view.visible}
      data-visible={view.visible}
    >
      <div className="cs-loading-bar__fill" style={{ transform: `scaleX(${view.progress / 100})` }} />
    </div>
  );
}
