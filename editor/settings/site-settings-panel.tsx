'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { canPublish, type AuthUser } from '@/lib/auth/roles';
import { RestoreBackupDialog } from '../backup/restore-backup-dialog';
import { useUnsavedGuard } from '../shell/use-unsaved-guard';
import { RedirectsSection } from './redirects-section';
import { ConflictDialog, conflictSubjects } from '../conflict/conflict-dialog';
import { describeSettingsError } from './settings-error-text';
import { SiteSettingsStatus } from './site-settings-status';
import { SettingsIndex, settingsPartId } from './settings-index';
import {
  CLOSE_UNSAVED_CONFIRM,
  LOADING,
  LOAD_FAILED,
  BACKUP_SUBJECT,
  ONLY_PUBLISHERS,
  OPEN_GRAPH_HEADING,
  OPEN_GRAPH_HELP,
  PUBLISH,
  SAVE,
  GENERAL_HEADING,
  SITE_NAME_LABEL,
  SITE_SETTINGS_HEADING,
  TRY_AGAIN,
  TWITTER_HEADING,
  TWITTER_HELP,
} from './site-settings-text';
import { SocialCardSection } from './social-card-section';
import { OldCrisisNumbers } from './old-crisis-numbers';
import { CrisisContactsSection } from './crisis-contacts-section';
import { TagCategoriesSection } from './tag-categories-section';
import { ContentCareSection } from './content-care-section';
import { VisitorSafetySection } from './visitor-safety-section';
import { useDocumentBackup } from '../backup/use-document-backup';
import { settingsBackupCodec, settingsBackupKey } from './settings-backup-entry';
import { sameContent } from './site-settings-content';
import { useSiteSettings } from './use-site-settings';
import { PanelLoadError, SidePanel } from '../ui/side-panel';
import styles from '../ui/panel.styles';
import settingsStyles from './settings-panels.styles';
import { FieldShell } from '@/editor/ui/field-shell';
import { ErrorAlert } from '../ui/error-alert';
import { SiteCompareDialog } from '../compare/site-compare-dialog';
import { COMPARE_WITH_PUBLISHED } from '../compare/compare-text';

export type SiteSettingsPanelProps = {
  user: AuthUser;
  /** The domain whose settings are edited (the one serving the page the editor is on). */
  domainId: string;
  onClose: () => void;
  /** Rendered under the status, e.g. publishing the navigation and footer. */
  extraSection?: ReactNode;
};

/**
 * 'Site settings' (SPEC.md §2, §3): a right-hand panel with the site name, the Open Graph and Twitter cards,
 * the domain's redirects and tag categories, their status, Save (every editor) and Publish (publishers).
 * Unsaved changes are kept in the browser until saved and offered back on the next opening; closing with
 * unsaved changes asks first. Escape or Close closes it and gives the focus back.
 */
export function SiteSettingsPanel({ user, domainId, onClose, extraSection }: SiteSettingsPanelProps) {
  const siteNameId = useId();
  const panelId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  const settings = useSiteSettings(domainId);
  const { working, storedContent, stored, dirty } = settings;
  const backup = useDocumentBackup({
    key: settingsBackupKey(user._id, domainId),
    codec: settingsBackupCodec,
    stored: storedContent,
    working,
    base: settings.base,
    dirty,
    same: sameContent,
  });
  const mayPublish = canPublish(user);
  const busy = settings.busy !== null;
  useUnsavedGuard(dirty);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, []);
  const loaded = working !== null;
  useEffect(() => {
    // The first field once there is one, unless the keyboard has already moved on.
    if (loaded && document.activeElement === closeButton.current) document.getElementById(siteNameId)?.focus();
  }, [loaded, siteNameId]);

  const [comparing, setComparing] = useState(false);
  const requestClose = () => {
    if (dirty && !window.confirm(CLOSE_UNSAVED_CONFIRM)) return;
    onClose();
  };

  const errorText = settings.error ? describeSettingsError(settings.error) : null;
  return (
    <SidePanel title={SITE_SETTINGS_HEADING} onClose={requestClose} closeButtonRef={closeButton}>
      {settings.loadError ? (
        <PanelLoadError message={LOAD_FAILED} reason={settings.loadError} retryText={TRY_AGAIN} onRetry={() => void settings.reload()} />
      ) : !working || !stored ? (
        <p className={settingsStyles.loading} role="status">
          {LOADING}
        </p>
      ) : (
        <>
          <SettingsIndex panelId={panelId} working={working} stored={storedContent ?? working} unpublished={stored.unpublished ?? []} />
          <div id={settingsPartId(panelId, 'general')} tabIndex={-1} className={settingsStyles.part}>
            <section className={styles.section} aria-labelledby={`${panelId}-general-heading`}>
              <h3 id={`${panelId}-general-heading`}>{GENERAL_HEADING}</h3>
              <FieldShell id={siteNameId} label={SITE_NAME_LABEL}>
                <input id={siteNameId} className={styles.input} value={working.siteName} maxLength={120} onChange={(event) => settings.change({ ...working, siteName: event.target.value })} />
              </FieldShell>
            </section>
          </div>
          <div id={settingsPartId(panelId, 'social')} tabIndex={-1} className={settingsStyles.part}>
            <SocialCardSection heading={OPEN_GRAPH_HEADING} help={OPEN_GRAPH_HELP} card={working.og} onChange={(og) => settings.change({ ...working, og })} />
            <SocialCardSection heading={TWITTER_HEADING} help={TWITTER_HELP} card={working.twitter} onChange={(twitter) => settings.change({ ...working, twitter })} />
          </div>
          <div id={settingsPartId(panelId, 'safety')} tabIndex={-1} className={settingsStyles.part}>
            <VisitorSafetySection
              quickExit={working.quickExit}
              sensitiveTopics={working.sensitiveTopics}
              crisisSearchPhrases={working.crisisSearchPhrases}
              publishingApproval={working.publishingApproval}
              fieldErrors={settings.error?.fields ?? {}}
              onChange={(change) => settings.change({ ...working, ...change })}
            />
          </div>
          <div id={settingsPartId(panelId, 'crisisContacts')} tabIndex={-1} className={settingsStyles.part}>
            <CrisisContactsSection
              contacts={working.crisisContacts}
              fieldErrors={settings.error?.fields ?? {}}
              userName={user.name}
              onChange={(crisisContacts) => settings.change({ ...working, crisisContacts })}
            />
            <OldCrisisNumbers domainId={domainId} version={stored.siteSettings.version} />
          </div>
          <div id={settingsPartId(panelId, 'care')} tabIndex={-1} className={settingsStyles.part}>
            <ContentCareSection care={working.contentCare} fieldErrors={settings.error?.fields ?? {}} onChange={(contentCare) => settings.change({ ...working, contentCare })} />
          </div>
          <div id={settingsPartId(panelId, 'redirects')} tabIndex={-1} className={settingsStyles.part}>
            <RedirectsSection redirects={working.redirects} fieldErrors={settings.error?.fields ?? {}} onChange={(redirects) => settings.change({ ...working, redirects })} />
          </div>
          <div id={settingsPartId(panelId, 'categories')} tabIndex={-1} className={settingsStyles.part}>
            <TagCategoriesSection categories={working.categories} onChange={(categories) => settings.change({ ...working, categories })} />
          </div>
          <SiteSettingsStatus stored={stored.siteSettings} dirty={dirty} />
          <ErrorAlert message={errorText} className={styles.error} />
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={() => void settings.save()} disabled={busy}>
              {SAVE}
            </button>
            <button type="button" className={styles.button} onClick={() => void settings.publish()} disabled={busy || !mayPublish}>
              {PUBLISH}
            </button>
            <button type="button" className={styles.button} onClick={() => setComparing(true)}>
              {COMPARE_WITH_PUBLISHED}
            </button>
          </div>
          {!mayPublish && <p className={styles.note}>{ONLY_PUBLISHERS}</p>}
          {extraSection && <div className={settingsStyles.extra}>{extraSection}</div>}
        </>
      )}
      {comparing && <SiteCompareDialog domainId={domainId} document="settings" dirty={dirty} onClose={() => setComparing(false)} />}
      {settings.conflict && (
        <ConflictDialog
          subject={conflictSubjects.settings}
          busy={busy}
          onKeepMine={() => void settings.keepMine()}
          onReloadTheirs={() => void settings.reloadTheirs()}
          onDismiss={settings.dismissConflict}
        />
      )}
      {!settings.conflict && backup.offer && (
        <RestoreBackupDialog
          savedAt={backup.offer.savedAt}
          of={BACKUP_SUBJECT}
          onRestore={() => {
            const restored = backup.restore();
            if (restored) settings.restore(restored.value, restored.base);
          }}
          onDiscard={backup.discard}
          onLater={backup.later}
        />
      )}
    </SidePanel>
  );
}
