import 'server-only';
import { env } from '@/lib/config/env';
import { getStore } from '@/lib/db';
import { formatInTimeZone } from '@/lib/dates/time-zone';
import { cleanHostname } from '@/lib/content/hostname';
import { preloadBlockData } from '@/lib/hub/preload';
import { resolvePreviewLink } from './resolve-preview-link';

/**
 * What the preview route renders: the checked working copy and the data its hub and featured content blocks show
 * (published pages, as visitors would see them). Null whenever the link does not open the page on this host.
 * Reads the store directly, never through a cached function: a revoked link must stop working at once.
 */
export async function loadPreview(host: string, token: string) {
  const decodedToken = safeDecode(token);
  const decodedHost = safeDecode(host);
  if (decodedToken === null || decodedHost === null) return null;
  const found = await resolvePreviewLink(await getStore(), decodedToken, cleanHostname(decodedHost));
  if (!found.ok) return null;
  const blockData = await preloadBlockData(found.domainId, found.page);
  // In the site's time zone, as visitors read every other date on the site.
  const expiresLabel = formatInTimeZone(new Date(found.expiresAt), "h:mm a 'on' d MMMM yyyy", env().SITE_TIME_ZONE);
  return { page: found.page, expiresAt: found.expiresAt, expiresLabel, blockData };
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
