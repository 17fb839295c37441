'use client';

import { useState } from 'react';
import { callApi } from '@/lib/api/client';
import { ModalDialog } from '../ui/modal-dialog';
import type { Renamed } from '../document/use-page-document';
import styles from '../ui/editor.styles';

type Props = {
  renamed: Renamed;
  onDone: () => void;
  notify: (kind: 'success' | 'error', text?: string) => void;
};

export const REDIRECT_ADDED = 'Redirect Added';

/**
 * After a publish moved a page: visitors' bookmarks and search results still point at the old address,
 * so the editor offers a permanent (301) redirect from it to the new one.
 */
export function RedirectOfferDialog({ renamed, onDone, notify }: Props) {
  const [sending, setSending] = useState(false);
  const from = `/${renamed.from}`;
  const to = `/${renamed.to}`;
  const add = async () => {
    setSending(true);
    try {
      await callApi('page/addRedirect', { body: { _id: renamed.pageId, collection: 'pages', from, type: 301 } });
      notify('success', REDIRECT_ADDED);
      onDone();
    } catch (error) {
      notify('error', error instanceof Error ? error.message : undefined);
      setSending(false);
    }
  };
  return (
    <ModalDialog title="This page has a new address" onClose={onDone}>
      <p>
        Visitors can no longer reach this page at <strong>{from}</strong>. Links and bookmarks to that address will show
        &lsquo;This page could not be found&rsquo; unless it redirects to <strong>{to}</strong>.
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={add} disabled={sending}>
          Add a permanent redirect from {from}
        </button>
        <button type="button" onClick={onDone} disabled={sending}>
          No redirect
        </button>
      </div>
    </ModalDialog>
  );
}
