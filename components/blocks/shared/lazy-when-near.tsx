'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useWhenNear } from './use-when-near';

type Props<P> = {
  /**
   * Fetches the block's browser code, e.g. `() => import('./event-filters').then((m) => m.EventFilters)`.
   * Declare it once at module level: a new function on every render would fetch again.
   */
  load: () => Promise<ComponentType<P>>;
  /** Props for the loaded component: plain data, already parsed on the server. */
  props: P;
  /** What shows before the code arrives (and without JavaScript): server-rendered, the same size. */
  children: ReactNode;
  className?: string;
  margin?: string;
};

/**
 * Shows `children` until the element comes near the screen (or the visitor points at, touches or
 * focuses it), then swaps in the component `load` fetches. Its code is a separate download, so pages
 * without the block never fetch it, and pages with it fetch it only when a visitor gets close.
 */
export function LazyWhenNear<P extends object>({ load, props, children, className, margin }: Props<P>) {
  const box = useRef<HTMLDivElement>(null);
  const [near, wake] = useWhenNear(box, margin);
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    if (!near) return;
    let current = true;
    load().then(
      (component) => current && setLoaded(() => component),
      // A failed download (a dropped connection) leaves what the server rendered in place.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [near, load]);
  return (
    <div ref={box} className={className} onPointerEnter={wake} onTouchStart={wake} onFocus={wake}>
      {Loaded ? <Loaded {...props} /> : children}
    </div>
  );
}
