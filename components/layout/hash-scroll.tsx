'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** After a navigation to a URL with a #hash, brings that element into view once the page is in. */
export function HashScroll() {
  const pathname = usePathname();
  useEffect(() => {
    let id: string;
    try {
      id = decodeURIComponent(window.location.hash.slice(1));
    } catch {
      return; // A malformed hash names no element.
    }
    if (!id) return;
    const frame = requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView());
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return null;
}
