'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, callApi, type ApiErrorCode } from '@/lib/api/client';
import { useVersionedDocument } from '../document/use-versioned-document';
import { useToast } from '../ui/toasts';
import { contentOf, sameContent, settingsRequest, versionsOf, type SettingsContent, type SettingsVersions, type SiteSettingsState } from './site-settings-content';
import { shareRegister } from './use-shared-settings';
import { LOAD_FAILED, SITE_SETTINGS_PUBLISHED, SITE_SETTINGS_SAVED } from './site-settings-text';

/** A refusal shown in the panel: the server's message, and per value ('redirects.0.to') where it names one. */
export type SettingsError = { code: ApiErrorCode | null; message: string; fields: Record<string, string> };

const errorOf = (failure: unknown, fallback: string): SettingsError =>
  failure instanceof ApiError ? { code: failure.code, message: failure.message, fields: failure.fields ?? {} } : { code: null, message: fallback, fields: {} };

/**
 * Loading, editing, saving and publishing a domain's site settings, through the editor's one versioned-document
 * flow: a refused write never touches the panel's copy; the server's message is shown, and a stale one (someone
 * else saved first) asks which copy wins.
 */
export function useSiteSettings(domainId: string) {
  const notify = useToast();
  const [stored, setStored] = useState<SiteSettingsState | null>(null);
  const [working, setWorking] = useState<SettingsContent | null>(null);
  const [base, setBase] = useState<SettingsVersions | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [error, setError] = useState<SettingsError | null>(null);
  // The latest copy and versions for callbacks that outlive a render (a write answered after more typing).
  const latest = useRef({ working, base });
  latest.current = { working, base };

  const fetchStored = useCallback(() => callApi<SiteSettingsState>('siteSettings/loadSiteSettings', { query: { domainId } }), [domainId]);

  const loaded = useCallback((answer: SiteSettingsState) => {
    shareRegister(answer);
    setStored(answer);
    setWorking(contentOf(answer));
    setBase(versionsOf(answer));
    setError(null);
  }, []);

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      loaded(await fetchStored());
    } catch (failure) {
      setLoadError(failure instanceof Error ? failure.message : LOAD_FAILED);
    }
  }, [fetchStored, loaded]);

  useEffect(() => {
    void load();
  }, [load]);

  const document_ = useVersionedDocument<SettingsContent, SettingsVersions, SiteSettingsState>({
    load: fetchStored,
    write: (content, versions, publish) => {
      setError(null);
      return callApi<SiteSettingsState>(publish ? 'siteSettings/publishSiteSettings' : 'siteSettings/saveSiteSettings', { body: settingsRequest(domainId, content, versions) });
    },
    baseOf: versionsOf,
    copy: {
      read: () => (latest.current.working && latest.current.base ? { value: latest.current.working, base: latest.current.base } : null),
      loaded,
      saved(sent, answer) {
        shareRegister(answer);
        setStored(answer);
        setBase(versionsOf(answer));
        // The server's copy holds the addresses normalised; edits typed meanwhile stay.
        setWorking((current) => (current && sameContent(current, sent) ? contentOf(answer) : current));
      },
      rebased(answer) {
        shareRegister(answer);
        setStored(answer);
        setBase(versionsOf(answer));
      },
    },
    onWritten: (publish) => notify('success', publish ? SITE_SETTINGS_PUBLISHED : SITE_SETTINGS_SAVED),
    onRefused: (failure, publish) => setError(errorOf(failure, publish === null ? LOAD_FAILED : 'The site settings could not be saved.')),
  });

  const storedContent = useMemo(() => (stored ? contentOf(stored) : null), [stored]);
  const dirty = Boolean(working && storedContent && !sameContent(working, storedContent));

  return {
    stored,
    storedContent,
    working,
    base,
    dirty,
    loadError,
    error,
    busy: document_.busy,
    conflict: document_.conflict,
    reload: load,
    change: (next: SettingsContent) => setWorking(next),
    /** A backed-up copy becomes the panel's, with the versions it was based on. */
    restore: (content: SettingsContent, versions: SettingsVersions) => {
      setWorking(content);
      setBase(versions);
    },
    save: () => document_.save(),
    publish: () => document_.publish(),
    keepMine: () => document_.keepMine(),
    reloadTheirs: document_.reloadTheirs,
    dismissConflict: document_.dismissConflict,
  };
}
