'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useCurrentPage } from '../shared/current-page';
import { useWhenNear } from '../shared/use-when-near';
import { hasHubAddress } from './hub-address';
import type { HubPreload, HubSettings, LiveHubProps } from './hub-types';

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
  const box = useRef<HTMLDivElement>(null);
  const [near, wake] = useWhenNear(box);
  const [Live, setLive] = useState<ComponentType<LiveHubProps> | null>(null);

  useEffect(() => {
    if (!preload || hasHubAddress(window.location.search)) wake();
    // Decided once, on arrival: later changes to the address are the live hub's.
  }, []);

  useEffect(() => {
    if (!near) return;
    let current = true;
    loadLiveHub().then(
      (component) => current && setLive(() => component),
      // A failed download (a dropped connection) leaves the server's first page in place.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [near]);

  return (
    <div ref={box} onPointerEnter={wake} onTouchStart={wake} onFocus={wake}>
      {Live ? <Live {...settings} preload={preload} pageDomainId={pageDomainId} /> : children}
    </div>
  );
}
