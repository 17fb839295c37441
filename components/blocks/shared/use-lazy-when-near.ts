'use client';

import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useWhenNear } from './use-when-near';

export type LazyWhenNear<C> = {
  /** The element whose nearness to the screen starts the download. */
  box: RefObject<HTMLDivElement | null>;
  /** What `load` gave, once it arrived; null until then (and for good after a failed download). */
  loaded: C | null;
  /** The download failed: the server's rendering stays, and should act as it does without script. */
  failed: boolean;
  /** Starts the download at once (the visitor pointed at, touched or tabbed into the block first). */
  wake: () => void;
  /**
   * What counts as a visitor reaching for the block, to spread on `box`: a pointer over it, a touch, focus, typing.
   * Each starts the download (wake).
   */
  reach: { onPointerEnter: () => void; onTouchStart: () => void; onFocus: () => void; onInput: () => void };
};

type Options = {
  /** Never load while false (the editor, for blocks that stay as rendered there). */
  enabled?: boolean;
  /**
   * Load as the element comes near the screen (the default), or only once `wake` is called: for a block whose
   * server rendering does everything a visitor who only reads needs (a form, the hub), so that a visitor who
   * never reaches for it never downloads its code.
   */
  whenNear?: boolean;
  margin?: string;
};

/**
 * The one way a block's browser code is fetched: when its element comes near the screen or `wake` is called, and
 * never while `enabled` is false. `load` is declared once at module level, e.g.
 * `() => import('./event-list-live').then((m) => m.EventListLive)`: its code is a separate download, so pages
 * without the block never fetch it. A failed download leaves the server's rendering in place.
 *
 * The swap is rendered and committed in one task (flushSync): a block that reads what the visitor did to its
 * server rendering while swapping (a form's typed values) reads it with no keystroke able to come in between.
 */
export function useLazyWhenNear<C>(load: () => Promise<C>, { enabled = true, whenNear = true, margin }: Options = {}): LazyWhenNear<C> {
  const box = useRef<HTMLDivElement>(null);
  const [near, wake] = useWhenNear(box, margin, whenNear);
  const [loaded, setLoaded] = useState<{ value: C } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!near || !enabled) return;
    let current = true;
    load().then(
      (value) => current && flushSync(() => setLoaded({ value })),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [near, enabled, load]);
  const reach = useMemo(() => ({ onPointerEnter: wake, onTouchStart: wake, onFocus: wake, onInput: wake }), [wake]);
  return { box, loaded: loaded?.value ?? null, failed, wake, reach };
}
