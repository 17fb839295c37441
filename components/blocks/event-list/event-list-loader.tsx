'use client';

import type { ReactNode } from 'react';
import { LazyWhenNear } from '../shared/lazy-when-near';

// Declared once: LazyWhenNear fetches again whenever it is handed a new function.
const loadEventList = () => import('./event-list-live').then((module) => module.EventListLive);

/**
 * Shows the server's spinner (children) until the list comes near the screen, then the live list, which asks for
 * the events. Only pages with an event list download its code.
 */
export function EventListLoader({ filter, children }: { filter: string; children: ReactNode }) {
  return (
    <LazyWhenNear load={loadEventList} props={{ filter }}>
      {children}
    </LazyWhenNear>
  );
}
