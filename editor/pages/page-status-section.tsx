'use client';

import { useId, useState } from 'react';
import { canPublish, type AuthUser } from '@/lib/auth/roles';
import type { Page } from '@/lib/content/schemas';
import { callApi } from '@/lib/api/client';
import { useToast } from '../ui/toasts';
import { PAGE_UNPUBLISHED, UNPUBLISH_CONFIRM, formatWhen } from './page-panel-text';
import styles from '../ui/panel.styles';
import { ErrorAlert } from '../ui/error-alert';

type Props = { user: AuthUser; savedPage: Page; busy: boolean; onServerChanged: (page: Page) => void };

/** Whether visitors see the page, when it was last published, and taking it off the site (confirmed first). */
export function PageStatusSection({ user, savedPage, busy, onServerChanged }: Props) {
  const id = useId();
  const notify = useToast();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mayPublish = canPublish(user, savedPage.roles);

  const unpublish = async () => {
    if (!window.confirm(UNPUBLISH_CONFIRM)) return;
    setPending(true);
    setError(null);
    try {
      const answer = await callApi<{ published: false; page: Page }>('page/unpublishPage', { body: { _id: savedPage._id, collection: 'pages' } });
      onServerChanged(answer.page);
      notify('success', PAGE_UNPUBLISHED);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The page could not be unpublished.');
    } finally {
      setPending(false);
    }
  };

  const lastPublished = formatWhen(savedPage.lastPublished);
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Status</h3>
      <p>
        <strong>{savedPage.published ? 'Published' : 'Not published'}</strong>
      </p>
      <p className={styles.note}>{lastPublished ? `Last published ${lastPublished}` : 'Never published'}</p>
      <ErrorAlert message={error} className={styles.error} />
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={() => void unpublish()} disabled={!savedPage.published || !mayPublish || pending || busy}>
          Unpublish page
        </button>
      </div>
      {!mayPublish && <p className={styles.note}>Only those who may publish this page can unpublish or delete it.</p>}
    </section>
  );
}
