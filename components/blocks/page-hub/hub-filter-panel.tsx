'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { keepFocusInside, makeRestInert } from '@/components/layout/focus-trap';
import { useBodyScrollLock } from '@/components/layout/use-body-scroll-lock';
import { CloseIcon } from '@/components/ui/icons';
import { toggleAll, toggleFilter } from '@/lib/hub/tags';
import { domId } from '../shared/dom-id';
import { CategoryFilters } from './hub-category-filter';
import { filtersAppliedNote, hubCopy } from './hub-copy';
import type { HubCategory } from './hub-requests';
import styles from './page-hub.styles';

/** Where 'Explore By' sits beside the results instead (page-hub.module.css). */
export const wideScreenQuery = '(min-width: 60rem)';

type Props = {
  path: string;
  categories: readonly HubCategory[];
  /** The filters ticked when the panel opened: the panel changes its own copy until 'Apply Filters'. */
  initialFilters: readonly string[];
  onApply: (filters: string[]) => void;
  /** Closing without applying leaves the hub's filters as they were. */
  onClose: () => void;
  returnFocusTo: HTMLElement | null;
};

/**
 * The phone's full-screen filter panel (SPEC.md §2): the categories of 'Explore By' (several may be open at
 * once), 'Clear Filters' and 'Apply Filters'. A modal dialog: focus stays inside, Escape or Close leave it
 * without applying, and focus returns to the 'Filter' button.
 */
export function HubFilterPanel({ path, categories, initialFilters, onApply, onClose, returnFocusTo }: Props) {
  const [filters, setFilters] = useState<string[]>(() => [...initialFilters]);
  const [open, setOpen] = useState<string[]>([]);
  const root = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useBodyScrollLock(true);

  useEffect(() => {
    const dialog = root.current;
    if (!dialog) return;
    const restore = makeRestInert(dialog);
    closeButton.current?.focus();
    // The panel is for narrow screens; a screen that grows wide shows 'Explore By' beside the results instead.
    const wide = window.matchMedia?.(wideScreenQuery);
    const closeWhenWide = () => wide?.matches && close.current();
    wide?.addEventListener?.('change', closeWhenWide);
    return () => {
      restore();
      wide?.removeEventListener?.('change', closeWhenWide);
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
    };
  }, [returnFocusTo]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else keepFocusInside(event.currentTarget, event);
  };
  const titleId = domId(path, 'panel-title');
  const note = filtersAppliedNote(filters.length);

  return createPortal(
    <div ref={root} className={`cs-sheet ${styles.panel}`} role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <div className={styles.panelHeader}>
        <h2 id={titleId} className={styles.exploreHeading}>
          {hubCopy.exploreBy}
        </h2>
        <button ref={closeButton} type="button" className={styles.closeButton} onClick={onClose}>
          <CloseIcon />
          {hubCopy.close}
        </button>
      </div>
      <CategoryFilters
        categories={categories}
        filters={filters}
        note={note}
        isOpen={(category) => open.includes(category.id)}
        panelIdOf={(index) => domId(path, `panel-category-${index}`)}
        actionsFor={(category) => ({
          onToggleOpen: () => setOpen((current) => toggleFilter(current, category.id)),
          onToggleValue: (tag: string) => setFilters((current) => toggleFilter(current, tag)),
          onToggleAll: () => setFilters((current) => toggleAll(current, category)),
          onClose: () => setOpen((current) => current.filter((id) => id !== category.id)),
        })}
      />
      <div className={styles.panelActions}>
        <button type="button" className={styles.secondaryButton} onClick={() => setFilters([])}>
          {hubCopy.clearFilters}
        </button>
        <button type="button" className={styles.primaryButton} onClick={() => onApply(filters)}>
          {hubCopy.applyFilters}
        </button>
      </div>
    </div>,
    document.body,
  );
}
