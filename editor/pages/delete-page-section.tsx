'use client';

import { useId, useState } from 'react';
import { canPublish, type AuthUser } from '@/lib/auth/roles';
import type { Page } from '@/lib/content/schemas';
import { normalizeSlug } from '@/lib/content/pages/slug';
import { callApi } from '@/lib/api/client';
import { ModalDialog } from '../ui/modal-dialog';
import { DELETE_UNPUBLISHED_CONFIRM } from './page-panel-text';
import styles from '../ui/panel.styles';
import { FieldShell } from '@/editor/ui/field-shell';
import { ErrorAlert } from '../ui/error-alert';

type Props = { user: AuthUser; savedPage: Page; busy: boolean; onDeleted: () => void };

/**
 * Deleting the page. A page visitors can see is deleted only after its address is typed (the server checks
 * it too, as confirmSlug); a page that was never published needs a plain yes.
 */
export function DeletePageSection({ user, savedPage, busy, onDeleted }: Props) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mayDelete = canPublish(user, savedPage.roles);

  const remove = async (confirmSlug?: string) => {
    setPending(true);
    setError(null);
    try {
      await callApi('page/delete', { body: { _id: savedPage._id, collection: 'pages', ...(confirmSlug === undefined ? {} : { confirmSlug }) } });
      onDeleted();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The page could not be deleted.');
      setPending(false);
    }
  };
  const start = () => {
    setError(null);
    if (savedPage.published) setConfirming(true);
    else if (window.confirm(DELETE_UNPUBLISHED_CONFIRM)) void remove();
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Delete page</h3>
      <p className={styles.note}>Deleting takes the page off the site and moves it to the Trash (in the dashboard), where it can be restored with its history.</p>
      {error && !confirming && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.danger} onClick={start} disabled={!mayDelete || pending || busy}>
          Delete page
        </button>
      </div>
      {confirming && (
        <ConfirmDeleteDialog
          slug={savedPage.slug}
          pending={pending}
          error={error}
          onCancel={() => {
            setConfirming(false);
            setError(null);
          }}
          onConfirm={(typed) => void remove(typed)}
        />
      )}
    </section>
  );
}

type DialogProps = { slug: string; pending: boolean; error: string | null; onCancel: () => void; onConfirm: (typed: string) => void };

/** Names the public address and asks for it to be typed, so a published page is never deleted by a stray click. */
function ConfirmDeleteDialog({ slug, pending, error, onCancel, onConfirm }: DialogProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const address = `/${slug}`;
  const matches = normalizeSlug(typed) === slug && typed.trim() !== '';
  return (
    <ModalDialog title="Delete this published page?" onClose={pending ? undefined : onCancel}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (matches) onConfirm(normalizeSlug(typed));
        }}
      >
        <p id={`${id}-text`}>
          This page is published at <strong>{address}</strong>. Once it is deleted, visitors who open {address} will see &lsquo;This page could not be
          found&rsquo;.
        </p>
        <FieldShell id={`${id}-address`} label={`Type the address ${address} to confirm`}>
          <input
            id={`${id}-address`}
            className={styles.input}
            value={typed}
            autoComplete="off"
            spellCheck={false}
            disabled={pending}
            aria-describedby={`${id}-text`}
            onChange={(event) => setTyped(event.target.value)}
          />
        </FieldShell>
        <ErrorAlert message={error} className={styles.error} />
        <div className={styles.actions}>
          <button type="submit" className={`${styles.danger} ${styles.dangerFilled}`} disabled={!matches || pending}>
            Delete page
          </button>
          <button type="button" className={styles.button} onClick={onCancel} disabled={pending}>
            Cancel
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
