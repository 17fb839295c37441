'use client';

import type { Nav } from '@/lib/content/schemas';
import { ModalDialog } from '../ui/modal-dialog';
import styles from '../ui/panel.styles';
import { navChanges, type NavChange } from './nav-changes';

export const publishNavText = {
  title: 'Publish navigation?',
  intro: 'Visitors will see these changes on every page:',
  none: 'Visitors already see the menu as it is here; publishing keeps it as it is, with any order changes.',
  confirm: 'Publish navigation',
  cancel: 'Cancel',
  kinds: { added: 'Added', removed: 'Removed', renamed: 'Renamed', moved: 'Now leads elsewhere' } satisfies Record<NavChange['kind'], string>,
};

type Props = { published: unknown; working: Nav; busy: boolean; onPublish: () => void; onCancel: () => void };

/** What publishing the navigation would change for visitors, asked before it goes live. */
export function PublishNavDialog({ published, working, busy, onPublish, onCancel }: Props) {
  const changes = navChanges(published, working);
  return (
    <ModalDialog title={publishNavText.title} onClose={onCancel}>
      {changes.length === 0 ? (
        <p className={styles.note}>{publishNavText.none}</p>
      ) : (
        <>
          <p>{publishNavText.intro}</p>
          <ul>
            {changes.map((change) => (
              <li key={`${change.kind}-${change.text}`}>
                <strong>{publishNavText.kinds[change.kind]}:</strong> {change.text}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onPublish} disabled={busy}>
          {publishNavText.confirm}
        </button>
        <button type="button" className={styles.button} onClick={onCancel}>
          {publishNavText.cancel}
        </button>
      </div>
    </ModalDialog>
  );
}
