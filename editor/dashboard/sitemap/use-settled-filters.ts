'use client';

import { useEffect, useState } from 'react';
import { typedFilters, type SitemapFilters } from './sitemap-query';

export const TYPING_PAUSE_MS = 300;

const typed = new Set<keyof SitemapFilters>(typedFilters);

/** A change needs no pause when it only picks from a list or empties a field (Clear Filters). */
function needsPause(from: SitemapFilters, to: SitemapFilters): boolean {
  return (Object.keys(to) as (keyof SitemapFilters)[]).some((key) => from[key] !== to[key] && typed.has(key) && to[key] !== '');
}

const same = (a: SitemapFilters, b: SitemapFilters) => (Object.keys(a) as (keyof SitemapFilters)[]).every((key) => a[key] === b[key]);

/** The filters to ask the server with: typing is sent once it pauses, every other change at once. */
export function useSettledFilters(filters: SitemapFilters, pause = TYPING_PAUSE_MS): SitemapFilters {
  const [settled, setSettled] = useState(filters);
  const waiting = !same(settled, filters);
  const pausing = waiting && needsPause(settled, filters);
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
