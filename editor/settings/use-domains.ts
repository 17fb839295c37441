'use client';

import { useCallback, useEffect, useState } from 'react';
import type { DomainState } from '@/lib/content/domains/domains';
import { ApiError, apiErrorText, callApi, type ApiPath } from '@/lib/api/client';
import { useToast } from '../ui/toasts';
import { DOMAIN_MADE_ACTIVE, DOMAIN_PUBLISHED, DOMAIN_UNPUBLISHED, LOAD_FAILED, STALE_HINT } from './config-settings-text';

export type { DomainState };
/** What a write answers: done, or the message to show where it was asked for. */
export type DomainWriteResult = { ok: true; domain: DomainState } | { ok: false; message: string };

const withDomain = (list: readonly DomainState[], domain: DomainState | null) =>
  !domain ? [...list] : list.some((d) => d._id === domain._id) ? list.map((d) => (d._id === domain._id ? domain : d)) : [...list, domain];

/**
 * The domains as config/loadDomain answers them for this host name, and the writes on them (SPEC.md §7). A
 * refused write changes nothing here: its message is answered to the form or the list that asked.
 */
export function useDomains(hostname: string) {
  const notify = useToast();
  const [domains, setDomains] = useState<DomainState[] | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      const answer = await callApi<{ domain: DomainState | null; domains: DomainState[] }>('config/loadDomain', { query: { hostname } });
      setDomains(answer.domains);
      setActiveId(answer.domain?._id ?? null);
    } catch (failure) {
      setLoadError(failure instanceof Error ? failure.message : LOAD_FAILED);
    }
  }, [hostname]);

  useEffect(() => {
    void load();
  }, [load]);

  const run = useCallback(
    async (key: string, call: ApiPath, body: unknown, success: string): Promise<DomainWriteResult> => {
      setPending(key);
      try {
        const { domain } = await callApi<{ domain: DomainState }>(call, { body });
        setDomains((list) => withDomain(list ?? [], domain));
        notify('success', success);
        return { ok: true, domain };
      } catch (failure) {
        if (failure instanceof ApiError && failure.stale) {
          // Someone else changed it: show theirs, keep the form as typed.
          await load();
          return { ok: false, message: `${failure.message} ${STALE_HINT}` };
        }
        return { ok: false, message: apiErrorText(failure) };
      } finally {
        setPending(null);
      }
    },
    [load, notify],
  );

  /** The stored copy of one domain now: the list is read again, and the domain found in it. */
  const loadLatest = useCallback(
    async (id: string): Promise<DomainState> => {
      const answer = await callApi<{ domain: DomainState | null; domains: DomainState[] }>('config/loadDomain', { query: { hostname } });
      setDomains(answer.domains);
      setActiveId(answer.domain?._id ?? null);
      const found = answer.domains.find((d) => d._id === id);
      if (!found) throw new Error('This domain no longer exists.');
      return found;
    },
    [hostname],
  );
  /** A domain saved by its form takes its place in the list. */
  const saved = useCallback((domain: DomainState) => setDomains((list) => withDomain(list ?? [], domain)), []);
  const publish = useCallback((id: string) => run(id, 'config/publishDomain', { domain: { _id: id } }, DOMAIN_PUBLISHED), [run]);
  const unpublish = useCallback((id: string) => run(id, 'config/unpublishDomain', { domain: { _id: id } }, DOMAIN_UNPUBLISHED), [run]);

  const makeActive = useCallback(
    async (id: string): Promise<DomainWriteResult> => {
      setPending(id);
      try {
        const answer = await callApi<{ newDomain: DomainState; oldDomain: DomainState | null }>('config/swapActiveDomain', { body: { domain: { _id: id }, hostname } });
        setDomains((list) => withDomain(withDomain(list ?? [], answer.oldDomain), answer.newDomain));
        setActiveId(answer.newDomain._id);
        notify('success', DOMAIN_MADE_ACTIVE);
        return { ok: true, domain: answer.newDomain };
      } catch (failure) {
        return { ok: false, message: apiErrorText(failure) };
      } finally {
        setPending(null);
      }
    },
    [hostname, notify],
  );

  return { domains, activeId, loadError, pending, reload: load, loadLatest, saved, publish, unpublish, makeActive };
}
