'use client';

import { useEffect, useState } from 'react';

export const TYPING_PAUSE_MS = 300;

type Filters = Record<string, string | boolean>;

/** A change needs no pause when it only picks from a list, ticks a box or empties a field (Clear Filters). */
function needsPause<F extends Filters>(from: F, to: F, typed: ReadonlySet<keyof F>): boolean {
  return (Object.keys(to) as (keyof F)[]).some((key) => from[key] !== to[key] && typed.has(key) && to[key] !== '');
}

const same = <F extends Filters>(a: F, b: F) => (Object.keys(a) as (keyof F)[]).every((key) => a[key] === b[key]);

/**
 * The filters to ask the server with: typing into one of the `typed` fields (text, number, date) is sent
 * once it pauses, every other change at once. Shared by the dashboard's filtered tables.
 */
export function useSettledFilters<F extends Filters>(filters: F, typedKeys: readonly (keyof F)[], pause = TYPING_PAUSE_MS): F {
  const [settled, setSettled] = useState(filters);
  const waiting = !same(settled, filters);
  const pausing = waiting && needsPause(settled, filters, new Set(typedKeys));
  useEffect(() => {
    if (!waiting) return;
    if (!pausing) {
      setSettled(filters);
      return;
    }
    const timer = window.setTimeout(() => setSettled(filters), pause);
    return () => window.clearTimeout(timer);
  }, [filters, waiting, pausing, pause]);
  // Applied in this very render, so no request goes out with the old value first.
  return waiting && !pausing ? filters : settled;
}
