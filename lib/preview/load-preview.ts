import 'server-only';
import { env } from '@/lib/config/env';
import { getStore } from '@/lib/db';
import { formatInTimeZone } from '@/lib/dates/time-zone';
import { cleanHostname } from '@/lib/content/domains/hostname';
import { resolvePreviewLink } from './resolve-preview-link';

/**
 * What the preview route renders: the checked working copy (its blocks' server data is the route's to load). Null whenever the link does not open the page on this host.
 * Reads the store directly, never through a cached function: a revoked link must stop working at once.
 */
export async function loadPreview(host: string, token: string) {
  const decodedToken = safeDecode(token);
  const decodedHost = safeDecode(host);
  if (decodedToken === null || decodedHost === null) return null;
  const found = await resolvePreviewLink(await getStore(), decodedToken, cleanHostname(decodedHost));
  if (!found.ok) return null;
  // In the site's time zone, as visitors read every other date on the site.
  const expiresLabel = formatInTimeZone(new Date(found.expiresAt), "h:mm a 'on' d MMMM yyyy", env().SITE_TIME_ZONE);
  return { page: found.page, domainId: found.domainId, expiresAt: found.expiresAt, expiresLabel };
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
