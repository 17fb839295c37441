import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { getStore } from '@/lib/db';
import { cacheTags } from '../cache-tags';
import { SiteSettingsSchema, type CrisisContact } from '../schemas';
import { hasCrisisTokens, resolveCrisisTokensIn } from './crisis-tokens';

/**
 * The domain's published crisis-contact register, for blocks that name an entry. Tagged with the settings, so
 * publishing the site settings re-renders every page whose blocks show a register number.
 */
export async function loadCrisisContacts(domainId: string): Promise<CrisisContact[]> {
  'use cache';
  cacheLife('max');
  cacheTag(cacheTags.settings(domainId));
  const store = await getStore();
  const settings = await store.collection('siteSettings').findOne({ _id: `siteSettings:${domainId}` });
  const parsed = SiteSettingsSchema.shape.crisisContacts.safeParse((settings?.published as { crisisContacts?: unknown } | undefined)?.crisisContacts ?? []);
  return parsed.success ? parsed.data : [];
}

/** A page (or any content) with its plain-text crisis references showing the published register. */
export async function withPublishedCrisisTokens<T>(domainId: string, value: T): Promise<T> {
  return hasCrisisTokens(value) ? resolveCrisisTokensIn(value, await loadCrisisContacts(domainId)) : value;
}
