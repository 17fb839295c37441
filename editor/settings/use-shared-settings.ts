'use client';

import { useMemo } from 'react';
import useSWR, { mutate } from 'swr';
import type { CrisisContact } from '@/lib/content/schemas';
import type { SiteSettingsState } from '@/lib/content/site/site-settings';
import { callApi } from '@/lib/api/client';
import { resolveCrisisTokensIn } from '@/lib/content/site/crisis-tokens';

const registerKey = (domainId: string) => ['siteSettings/loadSiteSettings', domainId] as const;

/** The domain's site settings as the editor last loaded, saved or published them: one entry for the whole editor. */
function useSharedSettings(domainId: string) {
  return useSWR(registerKey(domainId), ([path, domain]) => callApi<SiteSettingsState>(path, { query: { domainId: domain } }), {
    revalidateOnFocus: false,
  });
}

/** The site's name for the editor's copy of the header: '' until known (the header then says 'Home'). */
export function useSiteName(domainId: string): string {
  return useSharedSettings(domainId).data?.siteSettings.siteName ?? '';
}

export type CrisisRegister = {
  /** The register as last saved (what the settings panel edits); null while loading or when it could not be read. */
  saved: CrisisContact[] | null;
  /** The register visitors get; null while loading or when it could not be read. */
  published: CrisisContact[] | null;
};

/**
 * The domain's crisis-contact register, read once and shared by every part of the editor that shows it (the header,
 * the contact pickers, rich text's crisis contacts); the settings panel hands it each state it saves or publishes.
 */
export function useCrisisRegister(domainId: string): CrisisRegister {
  const { data, error } = useSharedSettings(domainId);
  if (error) return { saved: [], published: [] };
  return { saved: data?.siteSettings.crisisContacts ?? null, published: data?.publishedCrisisContacts ?? null };
}

/** The settings as the server answered a load, save or publish: every view of the register follows at once. */
export function shareRegister(state: SiteSettingsState): void {
  void mutate(registerKey(state.siteSettings.domainId), state, { revalidate: false });
}

/**
 * Content with its plain-text crisis references (`{{crisis:…}}`) in the words visitors will see: the published
 * register's (the saved one until anything is published). The value itself, with the braces, stays what is edited.
 */
export function useCrisisTokensShown<T>(domainId: string, value: T): T {
  const { published, saved } = useCrisisRegister(domainId);
  const contacts = published?.length ? published : saved;
  return useMemo(() => (contacts ? resolveCrisisTokensIn(value, contacts) : value), [value, contacts]);
}
