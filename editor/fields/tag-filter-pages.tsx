'use client';

import { useEffect, useId, useRef, useState } from 'react';
import useSWR from 'swr';
import type { Page } from '@/lib/content/schemas';
import { callApi } from '@/lib/api/client';
import { LinkPageCombobox, type FoundPage } from './link-page-combobox';
import { tagFilterText as text } from './tag-filter-text';
import styles from '../ui/panel.styles';

type Known = Pick<FoundPage, 'title' | 'slug' | 'published'>;

type Props = {
  domainId: string;
  /** The page being edited: choosing it is allowed, but it is never shown on itself. */
  currentPageId: string | undefined;
  selected: readonly string[];
  max: number;
  onAdd: (pageId: string) => void;
  onRemove: (pageId: string) => void;
};

/** One chosen page, named by its title and address (looked up by id: the filter stores only ids). */
function ChosenPage({ domainId, pageId, known, isCurrent, onRemove }: { domainId: string; pageId: string; known?: Known; isCurrent: boolean; onRemove: () => void }) {
  const { data, error } = useSWR(['page/loadById', domainId, pageId] as const, ([path, domain, id]) =>
    callApi<Pick<Page, 'header' | 'slug' | 'published'>>(path, { query: { _id: id, domainId: domain, collection: 'pages' } }),
  );
  const page: Known | undefined = data ? { title: data.header.title, slug: data.slug, published: data.published } : known;
  const title = page ? page.title.trim() || `/${page.slug}` : error ? text.missingPage : text.loadingPage;
  return (
    <li className={styles.tagRow}>
      <span className={styles.tagText}>
        {title}
        {page ? <> /{page.slug}</> : null}
        {isCurrent ? ` ${text.thisPage}` : page && !page.published ? ` ${text.notPublished}` : null}
      </span>
      <button type="button" className={`${styles.button} ${styles.small}`} aria-label={text.remove(title)} onClick={onRemove}>
        Remove
      </button>
    </li>
  );
}

/** Up to `max` pages shown first, chosen with the link editor's page finder, each removable. */
export function TagFilterPages({ domainId, currentPageId, selected, max, onAdd, onRemove }: Props) {
  const helpId = useId();
  const list = useRef<HTMLOListElement>(null);
  const box = useRef<HTMLFieldSetElement>(null);
  // Titles of pages chosen here, shown before their lookup answers.
  const [known, setKnown] = useState<Record<string, Known>>({});
  // Remounts the finder after each choice, so it starts empty again.
  const [finder, setFinder] = useState(0);
  // Where the keyboard goes after a change: the Remove button at a position (after a removal), else the finder.
  const refocusAt = useRef<number | 'finder' | null>(null);

  useEffect(() => {
    if (refocusAt.current === null) return;
    const position = refocusAt.current;
    refocusAt.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    const finderInput = box.current?.querySelector<HTMLInputElement>('input[role="combobox"]');
    const target = position === 'finder' ? (finderInput ?? buttons[buttons.length - 1]) : (buttons[Math.min(position, buttons.length - 1)] ?? finderInput);
    target?.focus();
  });

  const full = selected.length >= max;
  return (
    <fieldset ref={box} className={styles.tagCategory} aria-describedby={helpId}>
      <legend className={styles.tagCategoryLegend}>{text.selected}</legend>
      <p id={helpId} className={styles.note}>
        {text.selectedHelp}
      </p>
      {selected.length ? (
        <ol ref={list} className={styles.tagList}>
          {selected.map((pageId, position) => (
            <ChosenPage
              key={pageId}
              domainId={domainId}
              pageId={pageId}
              known={known[pageId]}
              isCurrent={pageId === currentPageId}
              onRemove={() => {
                refocusAt.current = position;
                onRemove(pageId);
              }}
            />
          ))}
        </ol>
      ) : (
        <p className={styles.note}>{text.noneSelected}</p>
      )}
      {full ? (
        <p className={styles.note}>{text.selectedFull(max)}</p>
      ) : (
        <LinkPageCombobox
          key={finder}
          domainId={domainId}
          href=""
          onChoose={(page) => {
            setKnown((current) => ({ ...current, [page._id]: page }));
            setFinder((n) => n + 1);
            refocusAt.current = 'finder';
            onAdd(page._id);
          }}
        />
      )}
    </fieldset>
  );
}
