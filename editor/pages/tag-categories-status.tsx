'use client';

import { NO_TAG_CATEGORIES, TAGS_LOADING, TAGS_RETRY } from './page-panel-text';
import type { TagCategoriesLoad } from './use-tag-categories';
import styles from '../ui/panel.styles';

/** Where the domain's tag categories are (loading, failed with 'Try again', or none yet), above any tag choices. */
export function TagCategoriesStatus({ load }: { load: TagCategoriesLoad & { retry: () => void } }) {
  if (load.status === 'loading') {
    return (
      <p role="status" className={styles.note}>
        {TAGS_LOADING}
      </p>
    );
  }
  if (load.status === 'failed') {
    return (
      <div className={styles.actions}>
        <p role="alert" className={styles.error}>
          {load.message}
        </p>
        <button type="button" className={`${styles.button} ${styles.small}`} onClick={load.retry}>
          {TAGS_RETRY}
        </button>
      </div>
    );
  }
  return load.categories.length === 0 ? <p className={styles.note}>{NO_TAG_CATEGORIES}</p> : null;
}
