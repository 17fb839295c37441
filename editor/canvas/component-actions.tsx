'use client';

import { EditorIcon, type EditorIconName } from '../ui/editor-icons';
import styles from './canvas.styles';

export type ComponentActionHandlers = {
  onMoveUp: () => void;
  onMoveDown: () => void;
  onDuplicate: () => void;
  onRemove: () => void;
  onAddBefore: () => void;
  onAddAfter: () => void;
  /** Opens the component's notes (absent where notes cannot be kept, e.g. before the page is first saved). */
  onAddNote?: () => void;
};

export const DELETE_COMPONENT_CONFIRM = 'Are you sure you want to delete this component?';

type Props = ComponentActionHandlers & { label: string; isFirst: boolean; isLast: boolean; compact?: boolean };

/** The operations on one component, used by the toolbar beside it and by the sidebar. */
export function ComponentActions({ label, isFirst, isLast, compact, ...on }: Props) {
  const remove = () => {
    if (window.confirm(DELETE_COMPONENT_CONFIRM)) on.onRemove();
  };
  const buttons: { name: string; icon: EditorIconName; run: () => void; disabled: boolean }[] = [
    { name: 'Move up', icon: 'up', run: on.onMoveUp, disabled: isFirst },
    { name: 'Move down', icon: 'down', run: on.onMoveDown, disabled: isLast },
    { name: 'Duplicate', icon: 'duplicate', run: on.onDuplicate, disabled: false },
    { name: 'Add before', icon: 'addBefore', run: on.onAddBefore, disabled: false },
    { name: 'Add after', icon: 'addAfter', run: on.onAddAfter, disabled: false },
    { name: 'Delete', icon: 'remove', run: remove, disabled: false },
    // In the sidebar's actions only: a seventh button would widen the toolbar over the words of the block above.
    ...(on.onAddNote && !compact ? [{ name: 'Add note', icon: 'note' as const, run: on.onAddNote, disabled: false }] : []),
  ];
  return (
    <div role="group" aria-label={`${label} actions`} className={compact ? styles.toolbarButtons : styles.sidebarActions}>
      {buttons.map((button) => (
        <button
          key={button.name}
          type="button"
          className={compact ? styles.toolbarButton : styles.actionButton}
          onClick={button.run}
          aria-disabled={button.disabled || undefined}
          title={compact ? button.name : undefined}
          // At an end moving does nothing; the button stays focusable so keyboard users keep their place.
          onKeyDown={(event) => event.stopPropagation()}
        >
          <EditorIcon name={button.icon} />
          <span className={compact ? styles.visuallyHidden : undefined}>{button.name}</span>
        </button>
      ))}
    </div>
  );
}
