'use client';

import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delay` ms, so a search is sent when typing pauses, not per key. */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
