'use client';

import { useId, useState, type KeyboardEvent } from 'react';
import useSWR from 'swr';
import { callApi } from '@/lib/api/client';
import { useDebouncedValue } from './use-debounced-value';
import editorStyles from '../ui/editor.styles';
import styles from './link-field.styles';

const SEARCH_DELAY_MS = 250;

export type FoundPage = { _id: string; slug: string; title: string; published: boolean };

type Props = { id?: string; domainId: string; href: string; onChoose: (page: FoundPage) => void };

/** Type part of a page's title or address, then pick it from the list (ARIA combobox with a listbox). */
export function LinkPageCombobox({ id, domainId, href, onChoose }: Props) {
  const listId = useId();
  const [text, setText] = useState(href);
  // Another link chosen (moving between menu items): the box shows that link's address, not the last one typed.
  const [shownHref, setShownHref] = useState(href);
  if (href !== shownHref) {
    setShownHref(href);
    setText(href);
  }
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const { data, error, isLoading } = useSWR(open ? (['page/search', domainId, query] as const) : null, ([path, domain, q]) =>
    callApi<{ pages: FoundPage[] }>(path, { query: { domainId: domain, q } }),
  );
  const pages = data?.pages ?? [];
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (page: FoundPage) => {
    setText(`/${page.slug}`);
    setOpen(false);
    setActive(-1);
    onChoose(page);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const last = pages.length - 1;
      setActive((current) => (event.key === 'ArrowDown' ? Math.min(current + 1, last) : Math.max(current - 1, 0)));
    } else if (event.key === 'Enter' && open && pages[active]) {
      event.preventDefault();
      choose(pages[active]);
    } else if (event.key === 'Escape' && open) {
      // Closes the list only; the sidebar stays open (it closes on an Escape nobody handled).
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const status = !open ? '' : error ? error.message : isLoading ? 'Searching…' : data && pages.length === 0 ? 'No pages match.' : data ? `${pages.length} pages found.` : '';
  return (
    <div className={editorStyles.fieldGroup}>
      <label className={editorStyles.field} htmlFor={id ?? `${listId}-input`}>
        <span>Find a page</span>
      </label>
      <input
        id={id ?? `${listId}-input`}
        className={editorStyles.input}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && pages[active] ? optionId(active) : undefined}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label="Pages" className={styles.listbox} hidden={!open || pages.length === 0}>
        {pages.map((page, index) => (
          <li
            key={page._id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            // Keeps focus in the input, so choosing with the mouse does not first close the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(page)}
          >
            {page.title || 'Untitled page'} <span className={styles.slug}>/{page.slug}</span>
            {!page.published && <span className={styles.slug}> (not published)</span>}
          </li>
        ))}
      </ul>
      <p className={editorStyles.hint} aria-live="polite">
        {status}
      </p>
    </div>
  );
}
