'use client';

import { useEffect, useRef, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { useCurrentPage } from '../shared/current-page';
import { domId } from '../shared/dom-id';
import { useLazyWhenNear } from '../shared/use-lazy-when-near';
import { hasHubAddress } from './hub-address';
import { HUB_CATEGORY, pressOf, readHubStart, type HubPress } from './hub-start';
import type { HubPreload, HubSettings, HubStart } from './hub-types';

export type { HubPreload };

// Declared once: a new function on every render would fetch again.
const loadLiveHub = () => import('./hub-live').then((module) => module.LiveHub);

/**
 * Shows the first page of results the server loaded (cards, page links and counts are in the HTML before any
 * script runs, and its filters are a plain GET form), and swaps in the live hub once a visitor reaches for it:
 * points at it, touches it or tabs into it. A visitor who only reads the cards never downloads its code. What the
 * visitor did meanwhile carries over (HubStart): the boxes ticked, the order, the category opened, and a press
 * of 'Apply Filters', a page, a chip or the phone's 'Filter', which the live hub carries out on arrival. An address
 * that asks for filters, a sort or a page, and the editor (which has nothing preloaded), load it at once. If the
 * code cannot be fetched, the server's rendering does what it does without script.
 */
export function HubLoader({ preload: preloaded, children, ...settings }: HubSettings & { preload: HubPreload | null; children: ReactNode }) {
  // The editor shows the working copy: what the server loaded for the published page may no longer fit it.
  const preload = settings.editing ? null : preloaded;
  const { domainId: pageDomainId } = useCurrentPage();
  const { box, loaded: Live, failed, wake, reach } = useLazyWhenNear(loadLiveHub, { whenNear: false });
  const presses = useRef<{ press: HubPress; replay: () => void }[]>([]);
  const lastOpened = useRef<string | null>(null);
  const start = useRef<HubStart | null>(null);

  useEffect(() => {
    if (!preload || hasHubAddress(window.location.search)) wake();
    // Decided once, on arrival: later changes to the address are the live hub's.
  }, []);

  // The code could not be fetched: the browser carries out the last press itself (a link, or the form's GET).
  useEffect(() => {
    if (failed) presses.current.at(-1)?.replay();
  }, [failed]);

  // Read in the render that swaps them, while the server's rendering is still on the page (committed in the same
  // task: useLazyWhenNear).
  if (Live && !start.current) {
    start.current = readHubStart(
      box.current,
      preload?.query ?? { filters: [], sort: settings.sortBy, page: 0 },
      presses.current.map(({ press }) => press),
      lastOpened.current,
      { sort: settings.sortBy, categories: settings.sideFiltersToShow },
    );
  }

  const waiting = !Live && !failed;
  const onClick = (event: MouseEvent) => {
    if (!waiting) return;
    const target = event.target as Element;
    const press = pressOf(target, domId(settings.path, 'filters'));
    // Any click in the hub but a card's link or 'Back to top' asks for the code (a box ticked, a category opened),
    // also when the pointer came in before the page had hydrated.
    if (press || !target.closest('a[href]')) wake();
    const summary = target.closest(`details[${HUB_CATEGORY}] > summary`);
    if (summary) lastOpened.current = summary.parentElement!.getAttribute(HUB_CATEGORY);
    if (!press) return;
    event.preventDefault();
    const link = target.closest('a');
    presses.current.push({ press, replay: () => link?.click() });
  };
  const onSubmit = (event: FormEvent<HTMLDivElement>) => {
    if (!waiting) return;
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    presses.current.push({ press: { kind: 'apply' }, replay: () => form.requestSubmit() });
    wake();
  };

  return (
    <div ref={box} onClickCapture={onClick} onSubmit={onSubmit} {...reach}>
      {Live ? <Live {...settings} preload={preload} pageDomainId={pageDomainId} start={start.current} /> : children}
    </div>
  );
}
