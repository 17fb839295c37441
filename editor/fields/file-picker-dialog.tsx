'use client';

import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import useSWR from 'swr';
import { callApi, type ApiPath } from '@/lib/api/client';
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

type Props<Data, Item> = {
  title: string;
  searchLabel: string;
  /** The library call, e.g. 'media/list'; answers a page of items and the total. */
  path: ApiPath;
  /** Sent with every request besides the search and the page (e.g. which kind of file). */
  query?: Record<string, string>;
  pageSize: number;
  itemsOf: (data: Data) => Item[];
  totalOf: (data: Data) => number;
  keyOf: (item: Item) => string;
  /** The item's button is named by this (the file name). */
  nameOf: (item: Item) => string;
  /** Shown before the name inside the button (a thumbnail); must add nothing to its name. */
  pictureOf?: (item: Item) => ReactNode;
  emptyText: string;
  onChoose: (item: Item) => void;
  onClose: () => void;
};

/** A searchable, paged list of earlier uploads, each a button that chooses it. */
export function FilePickerDialog<Data, Item>(props: Props<Data, Item>) {
  const { title, searchLabel, path, query = {}, pageSize, itemsOf, totalOf, keyOf, nameOf, pictureOf, emptyText, onChoose, onClose } = props;
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const settled = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  useEffect(() => setPage(1), [settled]);
  const { data, error, isLoading } = useSWR([path, JSON.stringify(query), settled, page, pageSize] as const, ([p, extra, text, n, size]) =>
    callApi<Data>(p, { query: { ...(JSON.parse(extra) as Record<string, string>), search: text, page: String(n), size: String(size) } }),
  { keepPreviousData: true });

  const items = data ? itemsOf(data) : [];
  const pages = data ? Math.max(1, Math.ceil(totalOf(data) / pageSize)) : 1;
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
            <li key={keyOf(item)}>
              <button type="button" className={styles.pickerItem} onClick={() => onChoose(item)}>
                {pictureOf?.(item)}
                <span>{nameOf(item)}</span>
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
