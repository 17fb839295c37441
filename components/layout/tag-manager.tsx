'use client';

import { useEffect, useState } from 'react';
import { pushDataLayer } from '@/components/forms/analytics';
import { forgetConsent, readConsent, storeConsent, type Consent } from './analytics-consent';

/** How long after the page has loaded the tag manager may start, so it never competes with the page itself. */
const START_DELAY_MS = 2000;

export const CONSENT_QUESTION = 'May we count visits to improve this site? This loads Google Tag Manager, which uses cookies.';
export const ACCEPT_ANALYTICS = 'Allow analytics';
export const REJECT_ANALYTICS = 'No thanks';
export const ANALYTICS_ALLOWED = 'Analytics cookies are allowed on this site.';
export const ANALYTICS_OFF = 'Analytics cookies are off on this site.';
export const CHANGE_CHOICE = 'Change your choice';

const localStorageOrNothing = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

function loadTagManager(gtmId: string): void {
  if (document.querySelector('script[data-tag-manager]')) return;
  pushDataLayer({ event: 'gtm.js', 'gtm.start': Date.now() });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
  script.dataset.tagManager = '';
  document.head.appendChild(script);
}

/**
 * The analytics tag manager (GTM_ID): nothing is fetched from it until the visitor agrees in a small banner,
 * and then only after the page has loaded. The answer is kept in this browser; 'No thanks' is never asked again.
 * It receives the data layer's events: 'whppt.linkClicked' for every link followed (SPEC.md §7) and
 * 'formSubmission' from the forms. Without an id nothing is shown, loaded or listened to.
 */
export function TagManager({ gtmId }: { gtmId?: string }) {
  // Unknown until mounted: the server cannot know the browser's answer, and the banner must not flash for those who gave one.
  const [consent, setConsent] = useState<Consent | null | undefined>(undefined);
  useEffect(() => {
    if (gtmId) setConsent(readConsent(localStorageOrNothing()));
  }, [gtmId]);

  useEffect(() => {
    if (!gtmId) return;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
      pushDataLayer({ event: 'whppt.linkClicked', href: link.href, text: (link.textContent ?? '').trim().slice(0, 200) });
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, [gtmId]);

  useEffect(() => {
    if (!gtmId || consent !== 'granted') return;
    let timer: number | undefined;
    const start = () => {
      timer = window.setTimeout(() => loadTagManager(gtmId), START_DELAY_MS);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      window.clearTimeout(timer);
    };
  }, [gtmId, consent]);

  if (!gtmId || consent === undefined) return null;
  const answer = (value: Consent) => {
    storeConsent(localStorageOrNothing(), value);
    setConsent(value);
  };
  if (consent !== null) {
    // The answer can always be changed: asking again takes effect from the next page.
    return (
      <section className="cs-consent-change" aria-label="Analytics cookies">
        <p className="cs-container">
          {consent === 'granted' ? ANALYTICS_ALLOWED : ANALYTICS_OFF}{' '}
          <button
            type="button"
            className="cs-consent-change__button"
            onClick={() => {
              forgetConsent(localStorageOrNothing());
              setConsent(null);
            }}
          >
            {CHANGE_CHOICE}
          </button>
        </p>
      </section>
    );
  }
  return (
    <section className="cs-consent" aria-label="Analytics cookies">
      <p>{CONSENT_QUESTION}</p>
      <div className="cs-consent__actions">
        <button type="button" className="cs-button" onClick={() => answer('granted')}>
          {ACCEPT_ANALYTICS}
        </button>
        <button type="button" className="cs-button cs-button--secondary" onClick={() => answer('denied')}>
          {REJECT_ANALYTICS}
        </button>
      </div>
    </section>
  );
}
