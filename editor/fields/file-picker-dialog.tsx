'use client';

import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import useSWR from 'swr';
import { callApi } from '@/lib/api/client';
import type { MediaItem } from '@/lib/media/media-kinds';
import { ModalDialog } from '../ui/modal-dialog';
import { useDebouncedValue } from './use-debounced-value';
import editorStyles from '../ui/editor.styles';
import styles from './image-field.styles';

const SEARCH_DELAY_MS = 250;

/**
 * Escape closes the dialog (ModalDialog listens on window) but must not also reach the sidebar around it, which
 * closes itself on an Escape nobody handled.
 */
export function keepEscapeInside(event: KeyboardEvent) {
  if (event.key === 'Escape') event.preventDefault();
}

type Props = {
  /** Which of the media library's files: its pictures or its documents. */
  kind: MediaItem['kind'];
  title: string;
  searchLabel: string;
  pageSize: number;
  /** Shown before the name inside the button (a thumbnail); must add nothing to its name. */
  pictureOf?: (item: MediaItem) => ReactNode;
  emptyText: string;
  onChoose: (item: MediaItem) => void;
  onClose: () => void;
};

/**
 * A searchable, paged list of the media library's pictures or documents (the list of the dashboard's Media library
 * tab, without where each is used), each a button that chooses it.
 */
export function FilePickerDialog({ kind, title, searchLabel, pageSize, pictureOf, emptyText, onChoose, onClose }: Props) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const settled = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  useEffect(() => setPage(1), [settled]);
  const { data, error, isLoading } = useSWR(
    ['media/list', kind, settled, page, pageSize] as const,
    ([path, which, text, n, size]) => callApi<{ items: MediaItem[]; total: number }>(path, { query: { kind: which, uses: 'false', search: text, page: String(n), size: String(size) } }),
    { keepPreviousData: true },
  );

  const items = data?.items ?? [];
  const pages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;
  return (
    <div onKeyDown={keepEscapeInside}>
      <ModalDialog title={title} onClose={onClose} wide>
        <label className={editorStyles.field}>
          <span>{searchLabel}</span>
          <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </label>
        {error && (
          <p className={editorStyles.error} role="alert">
            {error.message}
          </p>
        )}
        {isLoading && !data && <p className={editorStyles.hint}>Loading…</p>}
        {data && items.length === 0 && <p className={editorStyles.hint}>{emptyText}</p>}
        <ul className={styles.pickerList}>
          {items.map((item) => (
            <li key={item._id}>
              <button type="button" className={styles.pickerItem} onClick={() => onChoose(item)}>
                {pictureOf?.(item)}
                <span>{item.name}</span>
              </button>
            </li>
          ))}
        </ul>
        <nav className={editorStyles.actions} aria-label={`${title} pages`}>
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </button>
          <span aria-live="polite">
            Page {page} of {pages}
          </span>
          <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </button>
        </nav>
      </ModalDialog>
    </div>
  );
}
