'use client';

import { useEffect } from 'react';

/**
 * Runs `flush` when the tab is closed, hidden or put in the back-forward cache (the last chance a closing or
 * backgrounded tab gets: timers may never fire after this) and when the caller unmounts.
 */
export function useFlushOnLeave(flush: () => void) {
  useEffect(() => {
    const onVisibility = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, [flush]);
}
