'use client';

import type { ComponentType, ReactNode } from 'react';
import { useLazyWhenNear } from './use-lazy-when-near';

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
 * focuses it), then swaps in the component `load` fetches (useLazyWhenNear).
 */
export function LazyWhenNear<P extends object>({ load, props, children, className, margin }: Props<P>) {
  const { box, loaded: Loaded, reach } = useLazyWhenNear(load, { margin });
  return (
    <div ref={box} className={className} {...reach}>
      {Loaded ? <Loaded {...props} /> : children}
    </div>
  );
}
