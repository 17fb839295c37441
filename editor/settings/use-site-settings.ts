'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, callApi, type ApiErrorCode } from '@/lib/api/client';
import { useToast } from '../toasts';
import { contentOf, sameContent, settingsRequest, versionsOf, type SettingsContent, type SettingsVersions, type SiteSettingsState } from './site-settings-content';
import { LOAD_FAILED, SITE_SETTINGS_PUBLISHED, SITE_SETTINGS_SAVED } from './site-settings-text';

export type SettingsWrite = 'saveSiteSettings' | 'publishSiteSettings';
/** A refusal shown in the panel: the server's message, and per value ('redirects.0.to') where it names one. */
export type SettingsError = { code: ApiErrorCode | null; message: string; fields: Record<string, string> };

const successText: Record<SettingsWrite, string> = { saveSiteSettings: SITE_SETTINGS_SAVED, publishSiteSettings: SITE_SETTINGS_PUBLISHED };

const errorOf = (failure: unknown, fallback: string): SettingsError =>
  failure instanceof ApiError ? { code: failure.code, message: failure.message, fields: failure.fields ?? {} } : { code: null, message: fallback, fields: {} };

/**
 * Loading, editing, saving and publishing a domain's site settings. A refused write never touches the panel's
 * copy: the server's message is shown, and a stale one (someone else saved first, 409) asks which copy wins.
 */
export function useSiteSettings(domainId: string) {
  const notify = useToast();
  const [stored, setStored] = useState<SiteSettingsState | null>(null);
  const [working, setWorking] = useState<SettingsContent | null>(null);
  const [base, setBase] = useState<SettingsVersions | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [error, setError] = useState<SettingsError | null>(null);
  const [busy, setBusy] = useState<'saving' | 'publishing' | 'resolving' | null>(null);
  const [conflict, setConflict] = useState<SettingsWrite | null>(null);
  // The latest copy and versions for callbacks that outlive a render (a write answered after more typing).
  const latest = useRef({ working, base });
  latest.current = { working, base };

  const fetchStored = useCallback(() => callApi<SiteSettingsState>('siteSettings/loadSiteSettings', { query: { domainId } }), [domainId]);

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      const answer = await fetchStored();
      setStored(answer);
      setWorking(contentOf(answer));
      setBase(versionsOf(answer));
    } catch (failure) {
      setLoadError(failure instanceof Error ? failure.message : LOAD_FAILED);
    }
  }, [fetchStored]);

  useEffect(() => {
    void load();
  }, [load]);

  const write = useCallback(
    async (call: SettingsWrite, versions?: SettingsVersions): Promise<boolean> => {
      const sent = latest.current.working;
      const at = versions ?? latest.current.base;
      if (!sent || !at) return false;
      setBusy(call === 'saveSiteSettings' ? 'saving' : 'publishing');
      setError(null);
      try {
        const answer = await callApi<SiteSettingsState>(`siteSettings/${call}`, { body: settingsRequest(domainId, sent, at) });
        setStored(answer);
        setBase(versionsOf(answer));
        // The server's copy holds the addresses normalised; edits typed meanwhile stay.
        setWorking((current) => (current && sameContent(current, sent) ? contentOf(answer) : current));
        notify('success', successText[call]);
        return true;
      } catch (failure) {
        if (failure instanceof ApiError && failure.stale) setConflict(call);
        else setError(errorOf(failure, 'The site settings could not be saved.'));
        return false;
      } finally {
        setBusy(null);
      }
    },
    [domainId, notify],
  );

  /** Their versions, my copy: re-read what is stored, then write the panel's copy over it. */
  const keepMine = useCallback(async () => {
    if (!conflict) return;
    setBusy('resolving');
    try {
      const answer = await fetchStored();
      setStored(answer);
      setBase(versionsOf(answer));
      setConflict(null);
      await write(conflict, versionsOf(answer));
    } catch (failure) {
      setError(errorOf(failure, LOAD_FAILED));
      setBusy(null);
    }
  }, [conflict, fetchStored, write]);

  /** Their copy replaces the panel's (the dialog has asked first). */
  const reloadTheirs = useCallback(async () => {
    setBusy('resolving');
    try {
      const answer = await fetchStored();
      setStored(answer);
      setWorking(contentOf(answer));
      setBase(versionsOf(answer));
      setConflict(null);
      setError(null);
    } catch (failure) {
      setError(errorOf(failure, LOAD_FAILED));
    } finally {
      setBusy(null);
    }
  }, [fetchStored]);

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
    busy,
    conflict,
    reload: load,
    change: (next: SettingsContent) => setWorking(next),
    /** A backed-up copy becomes the panel's, with the versions it was based on. */
    restore: (content: SettingsContent, versions: SettingsVersions) => {
      setWorking(content);
      setBase(versions);
    },
    save: () => write('saveSiteSettings'),
    publish: () => write('publishSiteSettings'),
    keepMine,
    reloadTheirs,
    dismissConflict: () => setConflict(null),
  };
}
