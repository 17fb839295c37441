'use client';

import { useEffect, useState } from 'react';
import { callApi } from '@/lib/api/client';
import type { PresenceEditor } from './presence-text';

/** The server forgets an entry after 90 s, so a beat every 30 s survives two lost ones. */
export const PRESENCE_HEARTBEAT_MS = 30_000;
const NOBODY: PresenceEditor[] = [];

/** Tells the server the page is closed; keepalive lets the request outlive the closing tab. */
function sendLeave(pageId: string): void {
  callApi('page/leave', { body: { pageId }, keepalive: true }).catch(() => undefined);
}

/**
 * The other people who have this page open in the editor, kept fresh by a heartbeat while it is open.
 * Advisory only: when the server cannot be asked, nobody is shown rather than a list that may be stale.
 */
export function usePagePresence({ pageId, domainId }: { pageId: string | null | undefined; domainId: string }): PresenceEditor[] {
  const [seen, setSeen] = useState<{ pageId: string; editors: PresenceEditor[] } | null>(null);

  useEffect(() => {
    if (!pageId) return;
    let active = true;
    const beat = () => {
      callApi<{ editors: PresenceEditor[] }>('page/presence', { body: { pageId, domainId } }).then(
        ({ editors }) => active && setSeen({ pageId, editors }),
        () => active && setSeen({ pageId, editors: [] }),
      );
    };
    const leave = () => sendLeave(pageId);
    // A page restored from the back-forward cache was left on pagehide: announce it again.
    const onShow = (event: PageTransitionEvent) => event.persisted && beat();
    const onVisible = () => document.visibilityState === 'visible' && beat();
    beat();
    const timer = window.setInterval(beat, PRESENCE_HEARTBEAT_MS);
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', onShow);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      active = false;
      window.clearInterval(timer);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', onShow);
      document.removeEventListener('visibilitychange', onVisible);
      leave();
    };
  }, [pageId, domainId]);

  return seen && seen.pageId === pageId ? seen.editors : NOBODY;
}
