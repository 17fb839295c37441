'use client';

import { useId, useState, type MouseEvent } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiErrorText, callApi } from '@/lib/api/client';
import { hasRole } from '@/lib/auth/roles';
import { imageUrl } from '@/components/ui/image-url';
import type { MediaItem, MediaUse } from '@/lib/media/media-kinds';
import { acceptedImageTypes, looksLikeImage, MAX_UPLOAD_BYTES, uploadMessages } from '@/lib/images/upload-rules';
import { documentAccept, documentMessages, looksLikeDocument, MAX_DOCUMENT_BYTES } from '@/lib/files/document-rules';
import { useDebouncedValue } from '../fields/use-debounced-value';
import { isImageRevisionsKey } from '../document/use-image-revisions';
import { FileUploadInput } from '../fields/file-upload-input';
import { DataTable } from '../ui/data-table';
import { FieldShell } from '../ui/field-shell';
import { ModalDialog } from '../ui/modal-dialog';
import { DialogActions } from '../ui/dialog-actions';
import { ListBody, PagedResults, usePaging } from '../ui/paging';
import { useSubmit } from '../ui/use-submit';
import { whenText } from '../ui/when';
import shared from '../ui/data-view.styles';
import panel from '../ui/panel.styles';
import type { DashboardTabProps } from './tab-props';

export const mediaText = {
  intro: 'Every picture and document of the site, and where each is used. Replacing a file changes it everywhere it is used, at once.',
  search: 'Search by name or alternative text',
  kind: 'Type',
  kinds: [
    { value: 'all', label: 'All files' },
    { value: 'image', label: 'Pictures' },
    { value: 'document', label: 'Documents' },
  ],
  unused: 'Unused only',
  missingAlt: 'Pictures without alternative text',
  caption: 'Media library',
  columns: [{ label: 'Preview', visuallyHidden: true }, 'Name', 'Type', 'Size', 'Alternative text', 'Uploaded', 'Used on', { label: 'Actions', visuallyHidden: true }] as const,
  empty: 'No files found.',
  loading: 'Loading the library…',
  notUsed: 'Not used',
  noAlt: 'None',
  edit: 'Edit',
  replace: 'Replace',
  delete: 'Delete',
  cancel: 'Cancel',
  save: 'Save',
  close: 'Close',
  editTitle: (name: string) => `Edit ${name}`,
  nameLabel: 'Name',
  altLabel: 'Alternative text',
  altHelp: 'What a new use of this picture starts with. Pages already using it keep their own words.',
  replaceTitle: (name: string) => `Replace ${name}`,
  replaceHelp: (count: number) =>
    count ? `The new file takes this one's place in all ${count} place${count === 1 ? '' : 's'} it is used, at once, and visitors see it straight away.` : 'Nothing uses this file yet.',
  replaceImage: 'New picture',
  replaceDocument: 'New document',
  replaced: (name: string) => `${name} was replaced everywhere it is used.`,
  deleteTitle: (name: string) => `Delete ${name}?`,
  deleteUnused: 'Nothing uses this file. It will be deleted for good.',
  deleteUsed: (count: number) => `This file is used in ${count} place${count === 1 ? '' : 's'}, listed below. Deleting it leaves them without it: visitors see nothing there, or a link that leads nowhere.`,
  deleteAnyway: 'Delete anyway',
  pagingNav: 'Media library pages',
  copies: { published: 'published', draft: 'draft', trash: 'in the Trash' } as Record<MediaUse['copies'][number], string>,
};

const kilobytes = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`);
const typeOf = (item: MediaItem) => (item.kind === 'image' ? `Picture, ${item.contentType.replace('image/', '').toUpperCase()}` : item.contentType === 'application/pdf' ? 'Document, PDF' : 'Document, Word');

/** Where a use is edited: its page, or any page for the navigation, footer and settings. */
function UseLink({ use, onNavigate }: { use: MediaUse; onNavigate: (slug: string) => void }) {
  const href = use.slug === undefined ? '/' : `/${use.slug}`;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <>
      <a href={href} onClick={open}>
        {use.label}
      </a>{' '}
      ({use.copies.map((copy) => mediaText.copies[copy]).join(', ')})
    </>
  );
}

function UsesList({ uses, onNavigate }: { uses: MediaUse[]; onNavigate: (slug: string) => void }) {
  if (!uses.length) return <>{mediaText.notUsed}</>;
  return (
    <ul className={panel.list}>
      {uses.map((use) => (
        <li key={`${use.domainId}:${use.label}`}>
          <UseLink use={use} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The Media library tab (everyone who edits): every picture and document with its details and where it is used;
 * search and filters; 'Edit' (name, a picture's default alternative text); publishers and admins 'Replace' (the same
 * id, so every use changes at once) and 'Delete' (after seeing where it is used).
 */
export function MediaTab({ user, onNavigate }: DashboardTabProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState('all');
  const [unused, setUnused] = useState(false);
  const [missingAlt, setMissingAlt] = useState(false);
  const settled = useDebouncedValue(search.trim(), 250);
  const { page, size, control } = usePaging(JSON.stringify([settled, kind, unused, missingAlt]), 25);
  const query = { search: settled, kind, unused: String(unused), missingAlt: String(missingAlt), page: String(page), size: String(size) };
  const { data, error, isLoading, mutate } = useSWR(['media/list', JSON.stringify(query)] as const, ([path, q]) => callApi<{ items: MediaItem[]; total: number }>(path, { query: JSON.parse(q) }), {
    keepPreviousData: true,
    dedupingInterval: 0,
  });
  const [dialog, setDialog] = useState<{ action: 'edit' | 'replace' | 'delete'; item: MediaItem } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const mayChange = hasRole(user, 'publisher');
  const { mutate: mutateAny } = useSWRConfig();
  const finish = async (message: string | null) => {
    setDialog(null);
    setDone(message);
    // The editor's canvas shows a replaced picture at its new address straight away.
    await Promise.all([mutate(), mutateAny(isImageRevisionsKey)]);
  };

  return (
    <div className={shared.view}>
      <p className={shared.hint}>{mediaText.intro}</p>
      <div className={shared.toolbar}>
        <div className={shared.toolbarGroup}>
          <div className={shared.field}>
            <label htmlFor={`${id}-search`} className={shared.label}>
              {mediaText.search}
            </label>
            <input id={`${id}-search`} type="search" className={shared.control} value={search} onChange={(event) => setSearch(event.target.value)} />
          </div>
          <div className={shared.field}>
            <label htmlFor={`${id}-kind`} className={shared.label}>
              {mediaText.kind}
            </label>
            <select id={`${id}-kind`} className={shared.control} value={kind} onChange={(event) => setKind(event.target.value)}>
              {mediaText.kinds.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </div>
          <label className={panel.checkbox}>
            <input type="checkbox" checked={unused} onChange={(event) => setUnused(event.target.checked)} /> {mediaText.unused}
          </label>
          <label className={panel.checkbox}>
            <input type="checkbox" checked={missingAlt} onChange={(event) => setMissingAlt(event.target.checked)} /> {mediaText.missingAlt}
          </label>
        </div>
      </div>
      {done && (
        <p role="status" className={panel.note}>
          {done}
        </p>
      )}
      <PagedResults loading={isLoading} paging={control(data?.total ?? 0, mediaText.pagingNav)}>
        <ListBody error={error ? apiErrorText(error, 'The library could not be loaded.') : null} rows={data?.items} loadingText={mediaText.loading} emptyText={mediaText.empty}>
          <DataTable caption={mediaText.caption} columns={mediaText.columns}>
            {data?.items.map((item) => (
              <tr key={`${item.kind}:${item._id}`}>
                <td>
                  {item.kind === 'image' ? (
                    // The name in the next cell says what it is: the thumbnail's alt stays empty.
                    // eslint-disable-next-line @next/next/no-img-element -- the image service does the resizing
                    <img src={imageUrl(item._id, { width: 96, height: 72, rev: item.revision })} alt="" width={96} height={72} loading="lazy" />
                  ) : null}
                </td>
                <th scope="row">{item.name}</th>
                <td>{typeOf(item)}</td>
                <td>
                  {kilobytes(item.bytes)}
                  {item.width ? `, ${item.width} × ${item.height}` : ''}
                </td>
                <td>{item.kind === 'image' ? item.alt || mediaText.noAlt : ''}</td>
                <td>
                  {item.uploadedBy.name || 'Someone no longer here'}, {whenText(item.createdAt)}
                </td>
                <td>
                  <UsesList uses={item.uses} onNavigate={onNavigate} />
                </td>
                <td>
                  <div className={panel.actions}>
                    <button type="button" className={panel.button} aria-label={`${mediaText.edit} ${item.name}`} onClick={() => setDialog({ action: 'edit', item })}>
                      {mediaText.edit}
                    </button>
                    {mayChange && (
                      <>
                        <button type="button" className={panel.button} aria-label={`${mediaText.replace} ${item.name}`} onClick={() => setDialog({ action: 'replace', item })}>
                          {mediaText.replace}
                        </button>
                        <button type="button" className={panel.danger} aria-label={`${mediaText.delete} ${item.name}`} onClick={() => setDialog({ action: 'delete', item })}>
                          {mediaText.delete}
                        </button>
                      </>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </DataTable>
        </ListBody>
      </PagedResults>
      {dialog?.action === 'edit' && <EditDialog item={dialog.item} onClose={() => setDialog(null)} onSaved={() => void finish(null)} />}
      {dialog?.action === 'replace' && <ReplaceDialog item={dialog.item} onClose={() => setDialog(null)} onReplaced={() => void finish(mediaText.replaced(dialog.item.name))} />}
      {dialog?.action === 'delete' && <DeleteDialog item={dialog.item} onNavigate={onNavigate} onClose={() => setDialog(null)} onDeleted={() => void finish(null)} />}
    </div>
  );
}

function EditDialog({ item, onClose, onSaved }: { item: MediaItem; onClose: () => void; onSaved: () => void }) {
  const id = useId();
  const [name, setName] = useState(item.name);
  const [alt, setAlt] = useState(item.alt ?? '');
  const { busy, error, submit } = useSubmit(async () => {
    await callApi('media/update', { body: { kind: item.kind, _id: item._id, name, ...(item.kind === 'image' ? { alt } : {}) } });
    onSaved();
  }, 'The changes could not be saved.');
  return (
    <ModalDialog title={mediaText.editTitle(item.name)} onClose={busy ? undefined : onClose}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <FieldShell id={`${id}-name`} label={mediaText.nameLabel}>
          <input id={`${id}-name`} className={panel.input} value={name} maxLength={120} onChange={(event) => setName(event.target.value)} />
        </FieldShell>
        {item.kind === 'image' && (
          <FieldShell id={`${id}-alt`} label={mediaText.altLabel} help={mediaText.altHelp}>
            <textarea id={`${id}-alt`} className={panel.input} value={alt} maxLength={300} rows={3} aria-describedby={`${id}-alt-help`} onChange={(event) => setAlt(event.target.value)} />
          </FieldShell>
        )}
        <DialogActions error={error} busy={busy} submit={mediaText.save} submitClass={panel.primary} cancel={mediaText.cancel} onCancel={onClose} />
      </form>
    </ModalDialog>
  );
}

function ReplaceDialog({ item, onClose, onReplaced }: { item: MediaItem; onClose: () => void; onReplaced: () => void }) {
  const picture = item.kind === 'image';
  return (
    <ModalDialog title={mediaText.replaceTitle(item.name)} onClose={onClose}>
      <p>{mediaText.replaceHelp(item.uses.length)}</p>
      <FileUploadInput<{ item: MediaItem }>
        label={picture ? mediaText.replaceImage : mediaText.replaceDocument}
        path="media/replace"
        fields={{ kind: item.kind, _id: item._id }}
        accept={picture ? acceptedImageTypes.join(',') : documentAccept}
        maxBytes={picture ? MAX_UPLOAD_BYTES : MAX_DOCUMENT_BYTES}
        tooLargeMessage={picture ? uploadMessages.tooLarge : documentMessages.tooLarge}
        accepts={picture ? looksLikeImage : looksLikeDocument}
        wrongTypeMessage={picture ? uploadMessages.notImage : documentMessages.wrongType}
        onUploaded={onReplaced}
      />
      <div className={panel.actions}>
        <button type="button" className={panel.button} onClick={onClose}>
          {mediaText.cancel}
        </button>
      </div>
    </ModalDialog>
  );
}

function DeleteDialog({ item, onNavigate, onClose, onDeleted }: { item: MediaItem; onNavigate: (slug: string) => void; onClose: () => void; onDeleted: () => void }) {
  const used = item.uses.length > 0;
  const { busy, error, submit } = useSubmit(async () => {
    await callApi('media/delete', { body: { kind: item.kind, _id: item._id, confirm: used } });
    onDeleted();
  }, 'The file could not be deleted.');
  return (
    <ModalDialog title={mediaText.deleteTitle(item.name)} onClose={busy ? undefined : onClose}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <p>{used ? mediaText.deleteUsed(item.uses.length) : mediaText.deleteUnused}</p>
        {used && <UsesList uses={item.uses} onNavigate={onNavigate} />}
        <DialogActions
          error={error}
          busy={busy}
          submit={used ? mediaText.deleteAnyway : mediaText.delete}
          submitClass={`${panel.danger} ${panel.dangerFilled}`}
          cancel={mediaText.cancel}
          onCancel={onClose}
        />
      </form>
    </ModalDialog>
  );
}
