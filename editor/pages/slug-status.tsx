'use client';

import { SLUG_CHECKING, SLUG_FREE, SLUG_TAKEN } from './page-panel-text';
import type { SlugCheck } from './use-slug-check';
import styles from '../ui/panel.module.css';

export const slugAddressId = (id: string) => `${id}-address`;
export const slugStatusId = (id: string) => `${id}-status`;

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
