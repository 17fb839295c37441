'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { isSitePath } from '@/lib/content/pages/slug';

/** Where the site's own links are: its header, its main content and its footer (not the editor's panels). */
const SITE_REGIONS = '.cs-site-header, #main-content, .cs-footer';

/**
 * The address `target` leads to when it is a link this router can follow: a page of this site other than the current
 * one, followed in this tab. Files, downloads, new-tab links, the addresses the site answers itself (the API,
 * sign-in, previews, search) and a link marked `data-reload` (a full load on purpose) are not.
 */
export function routableUrl(target: EventTarget | null, location: Pick<Location, 'origin' | 'pathname'>): URL | null {
  const anchor = (target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download') || anchor.hasAttribute('data-reload')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, location.origin);
  if (url.origin !== location.origin || url.pathname === location.pathname) return null;
  if (isSitePath(url.pathname) || /\.[a-z0-9]{2,5}$/i.test(url.pathname)) return null;
  return url;
}

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/** Prefetching is skipped on a 2G connection, with data saver on, or offline (SPEC.md §9). */
export function prefetchAllowed(nav: Pick<Navigator, 'onLine'> & { connection?: NetworkInformation }): boolean {
  if (nav.onLine === false) return false;
  const connection = nav.connection;
  return !(connection?.saveData || /(^|-)2g$/.test(connection?.effectiveType ?? ''));
}

/** A plain left click nobody else took: the one a link's own behaviour would follow in this tab. */
const plainClick = (event: MouseEvent) =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The site's links are plain anchors (they work before and without the page's script); this makes them go through
 * the client router, one listener per page instead of a component per link:
 * - a page is prefetched when a visitor shows they are about to follow its link (the pointer is over it, a finger
 *   touches it, or it gets keyboard focus), never on sight: every link in view fetching its page would take the main
 *   thread phones need for the first taps;
 * - a plain click on a link in the site's header, main content or footer is followed by the router (no full load).
 */
export function LinkRouting() {
  const router = useRouter();
  useEffect(() => {
    const asked = new Set<string>();
    const onIntent = (event: Event) => {
      const url = routableUrl(event.target, window.location);
      const path = url && url.pathname + url.search;
      if (!path || asked.has(path) || !prefetchAllowed(navigator)) return;
      asked.add(path);
      router.prefetch(path);
    };
    // Bubbling, after React's own handlers: a component that handles the click itself prevents the default.
    const onClick = (event: MouseEvent) => {
      if (!plainClick(event) || !(event.target as Element | null)?.closest?.(SITE_REGIONS)) return;
      const url = routableUrl(event.target, window.location);
      if (!url) return;
      event.preventDefault();
      router.push(url.pathname + url.search + url.hash);
    };
    const options = { capture: true, passive: true } as const;
    const intents = ['pointerover', 'touchstart', 'focusin'] as const;
    for (const type of intents) document.addEventListener(type, onIntent, options);
    document.addEventListener('click', onClick);
    return () => {
      for (const type of intents) document.removeEventListener(type, onIntent, options);
      document.removeEventListener('click', onClick);
    };
  }, [router]);
  return null;
}
