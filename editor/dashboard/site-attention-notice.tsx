'use client';

import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import useSWR from 'swr';
import type { AuthUser } from '@/lib/auth/roles';
import type { SiteStatus } from '@/lib/site-status/status-types';
import { callApi } from '@/lib/api/client';
import { attentionText as text } from './site-status/site-status-labels';
import { SITE_STATUS_KEY } from './site-status-tab';
import styles from './site-status/site-attention-notice.styles';

/** Set in sessionStorage once an admin dismisses the notice: it stays away until this browser tab is closed. */
export const ATTENTION_DISMISSED_KEY = 'site-attention-dismissed';

function wasDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(ATTENTION_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberDismissed(): void {
  try {
    window.sessionStorage.setItem(ATTENTION_DISMISSED_KEY, '1');
  } catch {
    // Storage refused (private mode, full): the notice is hidden for this page only.
  }
}

/**
 * Where the notice goes: at the top of the page's main content, in the flow of the page, so it covers nothing the
 * editor or the page shows ('inline' where the page has no main content).
 */
function useNoticeSlot(active: boolean): HTMLElement | 'inline' | null {
  const [slot, setSlot] = useState<HTMLElement | 'inline' | null>(null);
  useEffect(() => {
    if (!active) return;
    const main = document.getElementById('main-content');
    if (!main) {
      setSlot('inline');
      return () => setSlot(null);
    }
    const container = document.createElement('div');
    container.id = 'editor-site-attention';
    main.prepend(container);
    setSlot(container);
    return () => {
      container.remove();
      setSlot(null);
    };
  }, [active]);
  return slot;
}

/**
 * When an admin opens the editor, the site's status is read once; if it has warnings (mail failing, disk nearly
 * full, no recent backup) they are listed here with a way to the Site status tab. Dismissed, it stays away for the
 * rest of the browser tab's session. Nobody else calls the status, and nothing shows while loading, when all is
 * well or when the status cannot be read.
 */
export function SiteAttentionNotice({ user, onOpenStatus }: { user: AuthUser; onOpenStatus: () => void }) {
  const [dismissed, setDismissed] = useState(wasDismissed);
  const wanted = user.roles.includes('admin') && !dismissed;
  // Shares the Site status tab's cache: opening the tab shows these figures at once, and its Refresh updates this.
  const { data } = useSWR(wanted ? SITE_STATUS_KEY : null, () => callApi<SiteStatus>('site/status'), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  const warnings = wanted && Array.isArray(data?.warnings) ? data.warnings : [];
  const slot = useNoticeSlot(warnings.length > 0);
  if (warnings.length === 0 || slot === null) return null;

  const dismiss = () => {
    rememberDismissed();
    setDismissed(true);
    // The button goes away with the notice: keep the keyboard where the notice was.
    document.getElementById('main-content')?.focus();
  };
  const notice = (
    <div className={styles.notice} role="status" aria-labelledby="site-attention-heading">
      <p id="site-attention-heading" className={styles.heading}>
        <strong>{text.heading}</strong>
      </p>
      <ul className={styles.list}>
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <button type="button" className={`${styles.button} ${styles.primary}`} onClick={onOpenStatus}>
          {text.open}
        </button>
        <button type="button" className={styles.button} onClick={dismiss}>
          {text.dismiss}
        </button>
      </div>
    </div>
  );
  return slot === 'inline' ? notice : createPortal(notice, slot);
}
