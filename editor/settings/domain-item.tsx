'use client';

import { useId } from 'react';
import {
  ACTIVE_HERE,
  DEFAULT_DOMAIN,
  DEFAULT_STAYS_PUBLISHED,
  EDIT,
  MAKE_ACTIVE,
  NO_HOSTNAMES,
  PUBLISH,
  PUBLISHED,
  PUBLISH_BEFORE_ACTIVE,
  UNPUBLISH,
  UNPUBLISHED,
  domainActionsLabel,
  hostnamesOf,
} from './config-settings-text';
import type { DomainState } from './use-domains';
import styles from '../ui/panel.styles';
import settingsStyles from './settings-panels.styles';

type Props = {
  domain: DomainState;
  /** It serves the address the editor is on. */
  active: boolean;
  busy: boolean;
  onEdit: () => void;
  onPublish: () => void;
  onUnpublish: () => void;
  onMakeActive: () => void;
};

/** One domain: its name, whether it is published, default or serving this address, its host names and actions. */
export function DomainItem({ domain, active, busy, onEdit, onPublish, onUnpublish, onMakeActive }: Props) {
  const id = useId();
  const note = domain.isDefault && domain.published ? DEFAULT_STAYS_PUBLISHED : !domain.published && !active ? PUBLISH_BEFORE_ACTIVE : null;
  return (
    <article className={settingsStyles.row} aria-labelledby={`${id}-name`}>
      <h4 id={`${id}-name`} className={settingsStyles.domainName}>
        {domain.name}
      </h4>
      <ul className={settingsStyles.badges}>
        <li className={`${settingsStyles.badge} ${domain.published ? settingsStyles.badgePublished : ''}`}>{domain.published ? PUBLISHED : UNPUBLISHED}</li>
        {active && <li className={`${settingsStyles.badge} ${settingsStyles.badgeActive}`}>{ACTIVE_HERE}</li>}
        {domain.isDefault && <li className={settingsStyles.badge}>{DEFAULT_DOMAIN}</li>}
      </ul>
      {domain.hostnames.length > 0 ? (
        <ul className={settingsStyles.hostnames} aria-label={hostnamesOf(domain.name)}>
          {domain.hostnames.map((hostname) => (
            <li key={hostname}>{hostname}</li>
          ))}
        </ul>
      ) : (
        <p className={styles.note}>{NO_HOSTNAMES}</p>
      )}
      <div className={styles.actions} role="group" aria-label={domainActionsLabel(domain.name)}>
        <button type="button" className={`${styles.button} ${styles.small}`} onClick={onEdit} disabled={busy}>
          {EDIT}
        </button>
        {domain.published ? (
          !domain.isDefault && (
            <button type="button" className={`${styles.danger} ${styles.small}`} onClick={onUnpublish} disabled={busy}>
              {UNPUBLISH}
            </button>
          )
        ) : (
          <button type="button" className={`${styles.button} ${styles.small}`} onClick={onPublish} disabled={busy}>
            {PUBLISH}
          </button>
        )}
        {!active && (
          <button type="button" className={`${styles.button} ${styles.small}`} onClick={onMakeActive} disabled={busy || !domain.published}>
            {MAKE_ACTIVE}
          </button>
        )}
      </div>
      {note && <p className={styles.note}>{note}</p>}
    </article>
  );
}
