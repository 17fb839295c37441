// What the site settings panel edits, apart from the bookkeeping the server keeps (versions, times, status).
import type { SiteSettingsState } from '@/lib/content/site/site-settings';
import { deepEqual } from '../state/deep-equal';

export type { SiteSettingsState };
type Loaded = SiteSettingsState['siteSettings'];

export type SocialCard = Loaded['og'];
/** A row as the panel holds it: the server normalises the addresses when it saves them. */
export type RedirectRow = { from: string; to: string; type: 301 | 302 };
export type TagCategoryRow = { id: string; values: { id: string }[] };

export type SettingsContent = {
  siteName: string;
  og: SocialCard;
  twitter: SocialCard;
  quickExit: Loaded['quickExit'];
  sensitiveTopics: Loaded['sensitiveTopics'];
  crisisSearchPhrases: Loaded['crisisSearchPhrases'];
  publishingApproval: Loaded['publishingApproval'];
  crisisContacts: Loaded['crisisContacts'];
  contentCare: Loaded['contentCare'];
  redirects: RedirectRow[];
  categories: TagCategoryRow[];
};

/** The versions a save names: someone else's save in between makes it stale (409). */
export type SettingsVersions = { version: number; redirectsVersion: number; categoriesVersion: number };

export function contentOf(state: SiteSettingsState): SettingsContent {
  const { siteName, og, twitter, quickExit, sensitiveTopics, crisisSearchPhrases, publishingApproval, crisisContacts, contentCare } = state.siteSettings;
  return {
    siteName,
    og,
    twitter,
    quickExit,
    sensitiveTopics,
    crisisSearchPhrases,
    publishingApproval,
    crisisContacts,
    contentCare,
    redirects: state.redirects,
    categories: state.categories,
  };
}

export function versionsOf(state: SiteSettingsState): SettingsVersions {
  const { version, redirectsVersion, categoriesVersion } = state.siteSettings;
  return { version, redirectsVersion, categoriesVersion };
}

export const sameContent = (a: SettingsContent, b: SettingsContent) => deepEqual(a, b);

/** The body of siteSettings/saveSiteSettings and publishSiteSettings: everything, at the versions it was based on. */
export function settingsRequest(domainId: string, content: SettingsContent, base: SettingsVersions) {
  const { redirects, categories, ...settings } = content;
  return { siteSettings: { ...settings, domainId, ...base }, redirects, categories };
}
