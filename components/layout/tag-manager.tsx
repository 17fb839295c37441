'use client';

import { useEffect } from 'react';
import { pushDataLayer } from '@/components/forms/analytics';

/** How long after the page has loaded the tag manager may start, so it never competes with the page itself. */
const START_DELAY_MS = 2000;

/**
 * The analytics tag manager (GTM_ID): loaded after the page, never before it, and only when configured. It
 * receives the data layer's events: 'whppt.linkClicked' for every link followed (SPEC.md §7) and
 * 'formSubmission' from the forms. Without an id nothing is loaded and no listener is added.
 */
export function TagManager({ gtmId }: { gtmId?: string }) {
  useEffect(() => {
    if (!gtmId) return;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
      pushDataLayer({ event: 'whppt.linkClicked', href: link.href, text: (link.textContent ?? '').trim().slice(0, 200) });
    };
    document.addEventListener('click', onClick, { capture: true });

    let timer: number | undefined;
    const start = () => {
      timer = window.setTimeout(() => {
        if (document.querySelector('script[data-tag-manager]')) return;
        pushDataLayer({ event: 'gtm.js', 'gtm.start': Date.now() });
        const script = document.createElement('script');
        script.async = true;
        script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
        script.dataset.tagManager = '';
        document.head.appendChild(script);
      }, START_DELAY_MS);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      document.removeEventListener('click', onClick, { capture: true });
      window.removeEventListener('load', start);
      window.clearTimeout(timer);
    };
  }, [gtmId]);
  return null;
}
