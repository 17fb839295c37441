'use client';

import { useEffect, type ReactNode } from 'react';
import { useCurrentPage } from '../shared/current-page';
import { useLazyWhenNear } from '../shared/use-lazy-when-near';
import { hasHubAddress } from './hub-address';
import type { HubPreload, HubSettings } from './hub-types';

export type { HubPreload };


// Declared once: a new function on every render would fetch again.
const loadLiveHub = () => import('./hub-live').then((module) => module.LiveHub);

/**
 * Shows the first page of results the server loaded (cards, page buttons and counts are in the HTML before any
 * script runs), and swaps in the live hub once a visitor comes near it, points at it or tabs into it. Its code
 * is a separate download: only pages with a hub fetch it. An address that asks for filters, a sort or a page,
 * and the editor (which has nothing preloaded), load it at once.
 */
export function HubLoader({ preload: preloaded, children, ...settings }: HubSettings & { preload: HubPreload | null; children: ReactNode }) {
  // The editor shows the working copy: what the server loaded for the published page may no longer fit it.
  const preload = settings.editing ? null : preloaded;
  const { domainId: pageDomainId } = useCurrentPage();
  const { box, loaded: Live, wake } = useLazyWhenNear(loadLiveHub);

  useEffect(() => {
    if (!preload || hasHubAddress(window.location.search)) wake();
    // Decided once, on arrival: later changes to the address are the live hub's.
  }, []);

  return (
    <div ref={box} onPointerEnter={wake} onTouchStart={wake} onFocus={wake}>
      {Live ? <Live {...settings} preload={preload} pageDomainId={pageDomainId} /> : children}
    </div>
  );
}
