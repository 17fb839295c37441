'use client';

import { presenceText, type PresenceEditor } from './presence-text';
import styles from './presence-notice.styles';

/**
 * Tells an editor who else has this page open, like a post-lock notice that never locks. The live region
 * is always rendered so that screen readers announce people arriving, politely.
 */
export function PresenceNotice({ editors }: { editors: readonly PresenceEditor[] }) {
  const text = presenceText(editors);
  return (
    <div role="status" aria-live="polite">
      {text && <p className={styles.notice}>{text}</p>}
    </div>
  );
}
