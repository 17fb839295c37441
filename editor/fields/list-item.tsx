'use client';

import type { ReactNode } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import styles from './fields.styles';

type Props = {
  sortKey: string;
  /** Unique in the page: the list's own id plus the item's key. */
  bodyId: string;
  title: string;
  open: boolean;
  isFirst: boolean;
  isLast: boolean;
  onToggle: () => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
  children: ReactNode;
};

/** One list item: a header with its title and its actions, and its fields when open. */
export function ListItem({ sortKey, bodyId, title, open, isFirst, isLast, onToggle, onMove, onRemove, children }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: sortKey });
  return (
    <li
      ref={setNodeRef}
      className={`${styles.item} ${isDragging ? styles.dragging : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <div className={styles.itemHeader}>
        <button ref={setActivatorNodeRef} type="button" className={`${styles.button} ${styles.handle}`} {...attributes} {...listeners} aria-label={`Drag: ${title}`}>
          Drag
        </button>
        <button type="button" className={styles.itemTitle} aria-expanded={open} aria-controls={bodyId} onClick={onToggle}>
          {title}
        </button>
        <button type="button" className={styles.button} aria-label={`Move up: ${title}`} disabled={isFirst} onClick={() => onMove(-1)}>
          Move up
        </button>
        <button type="button" className={styles.button} aria-label={`Move down: ${title}`} disabled={isLast} onClick={() => onMove(1)}>
          Move down
        </button>
        <button type="button" className={styles.button} aria-label={`Remove: ${title}`} onClick={onRemove}>
          Remove
        </button>
      </div>
      <div id={bodyId} className={styles.itemBody} hidden={!open}>
        {open && children}
      </div>
    </li>
  );
}
