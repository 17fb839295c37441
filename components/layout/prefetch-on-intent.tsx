'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * The page address `target` leads to when it is a link this router can prefetch: a same-site page other
 * than the current one, followed in this tab. Files, downloads, the API and new-tab links are not.
 */
export function prefetchablePath(target: EventTarget | null, location: Pick<Location, 'origin' | 'pathname'>): string | null {
  const anchor = (target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, location.origin);
  if (url.origin !== location.origin || url.pathname === location.pathname) return null;
  if (url.pathname.startsWith('/api/') || /\.[a-z0-9]{2,5}$/i.test(url.pathname)) return null;
  return url.pathname + url.search;
}

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/** Prefetching is skipped on a 2G connection, with data saver on, or offline (SPEC.md §9). */
export function prefetchAllowed(nav: Pick<Navigator, 'onLine'> & { connection?: NetworkInformation }): boolean {
  if (nav.onLine === false) return false;
  const connection = nav.connection;
  return !(connection?.saveData || /(^|-)2g$/.test(connection?.effectiveType ?? ''));
}

/**
 * Prefetches a page when a visitor shows they are about to follow its link: the pointer is over it, a
 * finger touches it, or it gets keyboard focus. Links (SiteLink) do not prefetch on sight: every link
 * in view fetched and decoded its page while this one was still starting, on the main thread phones
 * need for the first taps. One listener per page instead of one observer per link.
 */
export function PrefetchOnIntent() {
  const router = useRouter();
  useEffect(() => {
    const asked = new Set<string>();
    const onIntent = (event: Event) => {
      const path = prefetchablePath(event.target, window.location);
      if (!path || asked.has(path) || !prefetchAllowed(navigator)) return;
      asked.add(path);
      router.prefetch(path);
    };
    const options = { capture: true, passive: true } as const;
    for (const type of ['pointerover', 'touchstart', 'focusin'] as const) document.addEventListener(type, onIntent, options);
    return () => {
      for (const type of ['pointerover', 'touchstart', 'focusin'] as const) document.removeEventListener(type, onIntent, options);
    };
  }, [router]);
  return null;
}
