'use client';

import { differingParts, settingsParts, type SettingsPart } from '@/lib/content/site/settings-parts';
import type { SettingsContent } from './site-settings-content';
import styles from './settings-panels.styles';

export const SETTINGS_INDEX_LABEL = 'Site settings sections';
export const partStatusText = {
  unsaved: 'Unsaved changes',
  unpublished: 'Saved, not published yet',
  published: 'Published',
} as const;

/** The id of a section of the panel, for the index's links. */
export const settingsPartId = (panelId: string, part: SettingsPart) => `${panelId}-${part}`;

type Props = { panelId: string; working: SettingsContent; stored: SettingsContent; unpublished: readonly SettingsPart[] };

/**
 * The panel's short index: each section by name with its own status (unsaved changes here, saved but not yet
 * published, or published), a button that brings the section into view and puts the keyboard there.
 */
export function SettingsIndex({ panelId, working, stored, unpublished }: Props) {
  const unsaved = differingParts(working, stored);
  // Buttons, not in-page links: the editor treats a click on a link as leaving the page (and asks about unsaved work).
  const go = (part: SettingsPart) => {
    const section = document.getElementById(settingsPartId(panelId, part));
    section?.scrollIntoView({ block: 'start' });
    section?.focus({ preventScroll: true });
  };
  return (
    <nav aria-label={SETTINGS_INDEX_LABEL} className={styles.index}>
      <ul>
        {settingsParts.map(({ part, label }) => {
          const status = unsaved.includes(part) ? 'unsaved' : unpublished.includes(part) ? 'unpublished' : 'published';
          return (
            <li key={part}>
              <button type="button" className={styles.indexLink} aria-controls={settingsPartId(panelId, part)} onClick={() => go(part)}>
                {label}
              </button>{' '}
              <span className={status === 'published' ? styles.partDone : styles.partPending}>{partStatusText[status]}</span>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
