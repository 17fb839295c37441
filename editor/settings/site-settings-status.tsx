'use client';

import { useId } from 'react';
import { formatWhen } from '../pages/page-panel-text';
import type { SiteSettingsState } from './site-settings-content';
import { NEVER_PUBLISHED, PUBLISHED, VISITORS_SEE_THESE, STATUS_HEADING, UNPUBLISHED_CHANGES, UNSAVED_CHANGES, lastPublishedLine } from './site-settings-text';
import styles from '../ui/panel.styles';

type Props = { stored: SiteSettingsState['siteSettings']; dirty: boolean };

/**
 * Whether visitors get what is saved ('Published') or not yet ('Unpublished changes'), when it was last
 * published, and whether the panel holds changes not saved yet.
 */
export function SiteSettingsStatus({ stored, dirty }: Props) {
  const id = useId();
  const lastPublished = formatWhen(stored.publishedAt);
  // No changes waiting means visitors get exactly what is saved: published, whether or not a time was recorded.
  const state = stored.pendingChanges ? UNPUBLISHED_CHANGES : PUBLISHED;
  const when = lastPublished ? lastPublishedLine(lastPublished) : stored.pendingChanges ? NEVER_PUBLISHED : VISITORS_SEE_THESE;
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{STATUS_HEADING}</h3>
      <div role="status">
        <p>
          <strong>{state}</strong>
        </p>
        <p className={styles.note}>{when}</p>
        {dirty && <p className={styles.dirty}>{UNSAVED_CHANGES}</p>}
      </div>
    </section>
  );
}
