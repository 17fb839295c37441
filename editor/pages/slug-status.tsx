'use client';

import type { ReactNode } from 'react';
import { SLUG_CHECKING, SLUG_FREE, SLUG_TAKEN } from './page-panel-text';
import type { SlugCheck } from './use-slug-check';
import styles from '../ui/panel.styles';

export const slugAddressId = (id: string) => `${id}-address`;
export const slugStatusId = (id: string) => `${id}-status`;

/** What an address field is called in the editor (the server's word for it is slug). */
export const WEB_ADDRESS_LABEL = 'Web address';

/** The address input after the site's host ('tidewell.org/'), as a visitor would type the whole address. */
export function WebAddressRow({ children }: { children: ReactNode }) {
  const host = typeof window === 'undefined' ? '' : window.location.host;
  return (
    <div className={styles.addressRow}>
      {host && (
        <span className={styles.host} aria-hidden="true">
          {host}/
        </span>
      )}
      {children}
    </div>
  );
}

/**
 * Under an address field: the address visitors will open and whether it is free. Both are referenced by
 * the field's aria-describedby; a taken address is announced as an alert.
 */
export function SlugStatus({ id, check }: { id: string; check: SlugCheck }) {
  return (
    <>
      <p id={slugAddressId(id)} className={styles.address}>
        /{check.slug}
      </p>
      <div id={slugStatusId(id)} aria-live="polite">
        {check.status === 'checking' && <p className={styles.note}>{SLUG_CHECKING}</p>}
        {check.status === 'free' && <p className={styles.free}>{SLUG_FREE}</p>}
        {check.status === 'taken' && (
          <p className={styles.taken} role="alert">
            {SLUG_TAKEN}
          </p>
        )}
        {check.status === 'failed' && (
          <p className={styles.taken} role="alert">
            {check.error}
          </p>
        )}
      </div>
    </>
  );
}
