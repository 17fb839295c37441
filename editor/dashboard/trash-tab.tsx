'use client';

import { useId, useState } from 'react';
import useSWR from 'swr';
import { ApiError, apiErrorText, callApi } from '@/lib/api/client';
import { hasRole } from '@/lib/auth/roles';
import type { TrashView } from '@/lib/content/trash/trash';
import { normalizeSlug } from '@/lib/content/pages/slug';
import { DataTable } from '../ui/data-table';
import { ErrorAlert } from '../ui/error-alert';
import { FieldShell } from '../ui/field-shell';
import { ModalDialog } from '../ui/modal-dialog';
import { DialogActions } from '../ui/dialog-actions';
import { ListBody } from '../ui/paging';
import { useSubmit } from '../ui/use-submit';
import { whenText } from '../ui/when';
import shared from '../ui/data-view.styles';
import panel from '../ui/panel.styles';
import type { DashboardTabProps } from './tab-props';

export const trashText = {
  intro: 'Deleted pages wait here before they are deleted for good. Restoring one brings it back as a draft, with its history, notes and reviews.',
  caption: 'Deleted pages',
  columns: ['Page', 'Deleted by', 'Deleted', 'Deleted for good', { label: 'Actions', visuallyHidden: true }] as const,
  empty: 'The Trash is empty.',
  loading: 'Loading the Trash…',
  restore: 'Restore',
  deleteForever: 'Delete forever',
  restored: (slug: string) => `Restored as a draft at /${slug}. Publish it when it is ready.`,
  open: 'Open the page',
  otherAddressTitle: 'Restore at another address',
  otherAddressLabel: 'New address',
  purgeTitle: 'Delete this page for good?',
  purgeText: (title: string) => `${title} will be deleted for good, with its history, notes and reviews. This cannot be undone.`,
  cancel: 'Cancel',
  loadFailed: 'The Trash could not be loaded.',
};

/**
 * The Trash tab (publishers and admins): deleted pages, who deleted each and when, and when it goes for good.
 * 'Restore' brings a page back as a draft at its address, or asks for another when that is taken by now;
 * 'Delete forever' (admins) asks first.
 */
export function TrashTab({ user, domainId, onNavigate }: DashboardTabProps) {
  // Asked again whenever the tab opens: a page deleted a moment ago is listed.
  const { data, error, isLoading, mutate } = useSWR(['trash/list', domainId] as const, ([path, domain]) => callApi<{ entries: TrashView[] }>(path, { query: { domainId: domain } }), {
    dedupingInterval: 0,
  });
  const [restored, setRestored] = useState<string | null>(null);
  const [askAddress, setAskAddress] = useState<{ entry: TrashView; message: string } | null>(null);
  const [purging, setPurging] = useState<TrashView | null>(null);
  const [rowError, setRowError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const mayPurge = hasRole(user, 'admin');

  const restore = async (entry: TrashView, slug?: string) => {
    const { page } = await callApi<{ page: { slug: string } }>('trash/restore', { body: { _id: entry._id, domainId, ...(slug === undefined ? {} : { slug }) } });
    setRestored(page.slug);
    setAskAddress(null);
    await mutate();
  };
  const restoreFromRow = async (entry: TrashView) => {
    setRowError(null);
    setRestored(null);
    setBusyId(entry._id);
    try {
      await restore(entry);
    } catch (failure) {
      // The address was taken since: ask for another.
      if (failure instanceof ApiError && failure.code === 'conflict' && failure.fields?.slug) setAskAddress({ entry, message: failure.fields.slug });
      else setRowError(apiErrorText(failure, 'The page could not be restored.'));
    } finally {
      setBusyId(null);
    }
  };

  const entries = data?.entries;
  return (
    <div className={shared.view}>
      <p className={shared.hint}>{trashText.intro}</p>
      {restored !== null && (
        <p role="status" className={panel.note}>
          {trashText.restored(restored)}{' '}
          <a
            href={`/${restored}`}
            onClick={(event) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              onNavigate(`/${restored}`);
            }}
          >
            {trashText.open}
          </a>
        </p>
      )}
      <ErrorAlert message={rowError} className={shared.error} />
      <div className={shared.results} aria-busy={isLoading}>
        <ListBody error={error ? apiErrorText(error, trashText.loadFailed) : null} rows={entries} loadingText={trashText.loading} emptyText={trashText.empty}>
          <DataTable caption={trashText.caption} columns={trashText.columns}>
            {entries?.map((entry) => (
              <tr key={entry._id}>
                <th scope="row">
                  {entry.title || `/${entry.slug}`}
                  <br />
                  <span className={panel.note}>/{entry.slug}</span>
                </th>
                <td>{entry.deletedBy.name || 'Someone no longer here'}</td>
                <td>{whenText(entry.deletedAt)}</td>
                <td>{whenText(entry.purgeAfter)}</td>
                <td>
                  <div className={panel.actions}>
                    <button type="button" className={panel.button} disabled={busyId !== null} onClick={() => void restoreFromRow(entry)} aria-label={`${trashText.restore} ${entry.title || entry.slug}`}>
                      {trashText.restore}
                    </button>
                    {mayPurge && (
                      <button type="button" className={panel.danger} disabled={busyId !== null} onClick={() => setPurging(entry)} aria-label={`${trashText.deleteForever} ${entry.title || entry.slug}`}>
                        {trashText.deleteForever}
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </DataTable>
        </ListBody>
      </div>
      {askAddress && <OtherAddressDialog entry={askAddress.entry} message={askAddress.message} onCancel={() => setAskAddress(null)} onRestore={(slug) => restore(askAddress.entry, slug)} />}
      {purging && (
        <PurgeDialog
          entry={purging}
          onCancel={() => setPurging(null)}
          onPurge={async () => {
            await callApi('trash/purge', { body: { _id: purging._id, domainId } });
            setPurging(null);
            await mutate();
          }}
        />
      )}
    </div>
  );
}

function OtherAddressDialog({ entry, message, onCancel, onRestore }: { entry: TrashView; message: string; onCancel: () => void; onRestore: (slug: string) => Promise<void> }) {
  const id = useId();
  const [slug, setSlug] = useState(`${entry.slug}-restored`);
  const { busy, error, submit } = useSubmit(() => onRestore(normalizeSlug(slug)), 'The page could not be restored.');
  return (
    <ModalDialog title={trashText.otherAddressTitle} onClose={busy ? undefined : onCancel}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <p id={`${id}-why`}>{message}</p>
        <FieldShell id={`${id}-slug`} label={trashText.otherAddressLabel}>
          <input id={`${id}-slug`} className={panel.input} value={slug} autoComplete="off" spellCheck={false} aria-describedby={`${id}-why`} onChange={(event) => setSlug(event.target.value)} />
        </FieldShell>
        <DialogActions error={error} busy={busy} disabled={!slug.trim()} submit={trashText.restore} submitClass={panel.primary} cancel={trashText.cancel} onCancel={onCancel} />
      </form>
    </ModalDialog>
  );
}

function PurgeDialog({ entry, onCancel, onPurge }: { entry: TrashView; onCancel: () => void; onPurge: () => Promise<void> }) {
  const { busy, error, submit } = useSubmit(onPurge, 'The page could not be deleted.');
  return (
    <ModalDialog title={trashText.purgeTitle} onClose={busy ? undefined : onCancel}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <p>{trashText.purgeText(entry.title || `/${entry.slug}`)}</p>
        <DialogActions error={error} busy={busy} submit={trashText.deleteForever} submitClass={`${panel.danger} ${panel.dangerFilled}`} cancel={trashText.cancel} onCancel={onCancel} />
      </form>
    </ModalDialog>
  );
}
