'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import { useWhenNear } from './use-when-near';

export type LazyWhenNear<C> = {
  /** The element whose nearness to the screen starts the download. */
  box: RefObject<HTMLDivElement | null>;
  /** What `load` gave, once it arrived; null until then (and for good after a failed download). */
  loaded: C | null;
  /** Starts the download at once (the visitor pointed at, touched or tabbed into the block first). */
  wake: () => void;
};

/**
 * The one way a block's browser code is fetched: when its element comes near the screen or `wake` is called, and
 * never while `enabled` is false (the editor, for blocks that stay as rendered there). `load` is declared once at
 * module level, e.g. `() => import('./event-list-live').then((m) => m.EventListLive)`: its code is a separate
 * download, so pages without the block never fetch it. A failed download leaves the server's rendering in place.
 */
export function useLazyWhenNear<C>(load: () => Promise<C>, { enabled = true, margin }: { enabled?: boolean; margin?: string } = {}): LazyWhenNear<C> {
  const box = useRef<HTMLDivElement>(null);
  const [near, wake] = useWhenNear(box, margin);
  const [loaded, setLoaded] = useState<{ value: C } | null>(null);
  useEffect(() => {
    if (!near || !enabled) return;
    let current = true;
    load().then(
      (value) => current && setLoaded({ value }),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [near, enabled, load]);
  return { box, loaded: loaded?.value ?? null, wake };
}
