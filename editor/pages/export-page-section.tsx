'use client';

import { useId } from 'react';
import { canEdit, type AuthUser } from '@/lib/auth/roles';
import type { Page } from '@/lib/content/schemas';
import styles from '../ui/panel.styles';

type Props = { user: AuthUser; savedPage: Page; dirty: boolean };

export const EXPORT_PAGE_LINK = 'Export this page';

/** The export call answers the file as an attachment, so a plain link downloads it. */
export const exportPageHref = (pageId: string) => `/api/content/exportPage?${new URLSearchParams({ pageId })}`;

/**
 * 'Export': this page's saved working copy as a content file (.json), for an admin to import into this site or
 * another. Pictures and documents are named in the file, not included.
 */
export function ExportPageSection({ user, savedPage, dirty }: Props) {
  const id = useId();
  if (!canEdit(user)) return null;
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Export</h3>
      <p id={`${id}-note`} className={styles.note}>
        Downloads this page as last saved, published or not, as a content file (.json) that an admin can import into a site. Pictures and documents are
        listed by name, not included.
      </p>
      {dirty && <p className={styles.note}>You have unsaved changes: save the page first for them to be in the file.</p>}
      <div className={styles.actions}>
        <a href={exportPageHref(savedPage._id)} download className={`${styles.button} ${styles.linkButton}`} aria-describedby={`${id}-note`}>
          {EXPORT_PAGE_LINK}
        </a>
      </div>
    </section>
  );
}
