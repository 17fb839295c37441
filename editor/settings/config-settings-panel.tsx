'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  ADD_DOMAIN,
  CLOSE_UNSAVED_CONFIRM,
  DISCARD_EDIT_CONFIRM,
  CONFIG_SETTINGS_HEADING,
  DOMAINS_HEADING,
  DOMAINS_HELP,
  LOADING,
  LOAD_FAILED,
  NO_DOMAINS,
  THIS_ADDRESS_HEADING,
  TRY_AGAIN,
  makeActiveConfirm,
  servedBy,
  servedByNone,
  unpublishActiveConfirm,
  unpublishConfirm,
} from './config-settings-text';
import { DomainForm } from './domain-form';
import { DomainItem } from './domain-item';
import { useDomains, type DomainState } from './use-domains';
import { PanelLoadError, SidePanel } from '../ui/side-panel';
import styles from '../ui/panel.styles';
import settingsStyles from './settings-panels.styles';
import { ErrorAlert } from '../ui/error-alert';

export type ConfigSettingsPanelProps = {
  /** Whose unsaved typing in a domain form is kept in this browser. */
  userId: string;
  /** The host name the editor is on; the browser's by default. */
  hostname?: string;
  /** Another domain now serves this address: the editor reloads the page, navigation and footer for it. */
  onActiveDomainChanged: () => void;
  onClose: () => void;
};

/**
 * 'Config settings' (admins; SPEC.md §2, §7): the site's domains, which one serves this address, adding and
 * editing one (name, host names), publishing, unpublishing (asked first) and making one active on this address
 * (asked first). Escape or Close closes it and gives the focus back.
 */
export function ConfigSettingsPanel({ userId, hostname: givenHostname, onActiveDomainChanged, onClose }: ConfigSettingsPanelProps) {
  const headingId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  const [hostname] = useState(() => givenHostname ?? window.location.hostname);
  const { domains, activeId, loadError, pending, reload, loadLatest, saved, publish, unpublish, makeActive } = useDomains(hostname);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [formDirty, setFormDirty] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const busy = pending !== null;

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  const requestClose = () => {
    if (formDirty && !window.confirm(CLOSE_UNSAVED_CONFIRM)) return;
    onClose();
  };
  const onDirtyChange = useCallback((dirty: boolean) => setFormDirty(dirty), []);
  const list = useRef<HTMLUListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const startEditing = (which: string | 'new') => {
    if (formDirty && !window.confirm(DISCARD_EDIT_CONFIRM)) return;
    setActionError(null);
    setEditing(which);
  };
  /** The form is gone: the keyboard goes back to the domain it was about (its Edit button), or to 'Add domain'. */
  const finishEditing = (domainId: string | null) => {
    setEditing(null);
    // Saved or cancelled: nothing typed is left to lose (the form also says so as it goes, a moment later).
    setFormDirty(false);
    window.requestAnimationFrame(() => {
      const items = [...(list.current?.querySelectorAll<HTMLElement>('[data-domain-id]') ?? [])];
      const item = items.find((element) => element.dataset.domainId === domainId)?.querySelector('button');
      (item ?? addButton.current)?.focus();
    });
  };
  const savedAndClosed = (domain: DomainState) => {
    saved(domain);
    finishEditing(domain._id);
  };
  const form = { userId, busy, loadLatest, onDirtyChange, onSaved: savedAndClosed };

  const act = async (write: () => Promise<{ ok: boolean; message?: string }>) => {
    setActionError(null);
    const result = await write();
    if (!result.ok) setActionError(result.message ?? null);
    return result.ok;
  };
  const onUnpublish = (domain: DomainState) => {
    const question = domain._id === activeId ? unpublishActiveConfirm(domain.name, hostname) : unpublishConfirm(domain.name);
    if (window.confirm(question)) void act(() => unpublish(domain._id));
  };
  const onMakeActive = async (domain: DomainState) => {
    if (!window.confirm(makeActiveConfirm(hostname, domain.name))) return;
    if (await act(() => makeActive(domain._id))) onActiveDomainChanged();
  };

  const active = domains?.find((domain) => domain._id === activeId);
  return (
    <SidePanel title={CONFIG_SETTINGS_HEADING} onClose={requestClose} closeButtonRef={closeButton}>
      {loadError ? (
        <PanelLoadError message={LOAD_FAILED} reason={loadError} retryText={TRY_AGAIN} onRetry={() => void reload()} />
      ) : !domains ? (
        <p className={settingsStyles.loading} role="status">
          {LOADING}
        </p>
      ) : (
        <>
          <section className={styles.section} aria-labelledby={`${headingId}-address`}>
            <h3 id={`${headingId}-address`}>{THIS_ADDRESS_HEADING}</h3>
            <p>{active ? servedBy(hostname, active.name) : servedByNone(hostname)}</p>
          </section>
          <section className={styles.section} aria-labelledby={`${headingId}-domains`}>
            <h3 id={`${headingId}-domains`}>{DOMAINS_HEADING}</h3>
            <p className={styles.note}>{DOMAINS_HELP}</p>
            <ErrorAlert message={actionError} className={styles.error} />
            {domains.length === 0 && <p className={styles.note}>{NO_DOMAINS}</p>}
            <ul ref={list} className={settingsStyles.rows}>
              {domains.map((domain) => (
                <li key={domain._id} data-domain-id={domain._id}>
                  {editing === domain._id ? (
                    <DomainForm {...form} domain={domain} onCancel={() => finishEditing(domain._id)} />
                  ) : (
                    <DomainItem
                      domain={domain}
                      active={domain._id === activeId}
                      busy={busy}
                      onEdit={() => startEditing(domain._id)}
                      onPublish={() => void act(() => publish(domain._id))}
                      onUnpublish={() => onUnpublish(domain)}
                      onMakeActive={() => void onMakeActive(domain)}
                    />
                  )}
                </li>
              ))}
            </ul>
            {editing === 'new' ? (
              <div className={settingsStyles.extra}>
                <DomainForm {...form} onCancel={() => finishEditing(null)} />
              </div>
            ) : (
              <div className={styles.actions}>
                <button ref={addButton} type="button" className={styles.button} disabled={busy} onClick={() => startEditing('new')}>
                  {ADD_DOMAIN}
                </button>
              </div>
            )}
          </section>
        </>
      )}
    </SidePanel>
  );
}
