import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { permanentRedirect, redirect } from 'next/navigation';
import { getStore } from '@/lib/db';
import { cacheTags } from '../cache-tags';
import { cleanHostname } from '../domains/hostname';
import { resolveDomain } from '../domains/resolve-domain';
import { normalizeSlug } from '../pages/slug';
import { loadRedirects, type Redirect } from './redirects';
import { redirectLocation } from './redirect-location';

/**
 * The published redirect from one address of a domain, cached like the page that address would show: tagged with
 * the site settings (where redirects are published) and with the address's page tag (a page published there, or a
 * redirect added to it, changes the answer), so every server learns of a change the way it learns of pages.
 */
async function publishedRedirect(domainId: string, source: string): Promise<Redirect | null> {
  'use cache';
  cacheLife('max');
  cacheTag(cacheTags.settings(domainId), cacheTags.page(domainId, source.slice(1)));
  const redirects = await loadRedirects(await getStore(), domainId);
  return redirects.find((candidate) => candidate.from === source) ?? null;
}

/**
 * Sends a visitor on when the address they asked for has no page but has a redirect: called where a page is not
 * found, so a redirect costs a page that exists nothing and can never hide one, and no visitor request passes
 * through the proxy. Next answers a permanent redirect with 308 and a temporary one with 307 (search engines treat
 * them as 301 and 302). The answer is cached per address, like a page, so the visitor's query string is not carried
 * to the target. Returns when there is no redirect: the caller then answers 'not found'.
 */
export async function redirectIfMoved(host: string, slug: readonly string[] | undefined): Promise<void> {
  let source: string;
  try {
    source = `/${normalizeSlug((slug ?? []).map(decodeURIComponent).join('/'))}`;
  } catch {
    return;
  }
  const hostname = cleanHostname(host);
  const domain = await resolveDomain(hostname);
  if (!domain?.published) return;
  const found = await publishedRedirect(domain._id, source);
  const target = found ? redirectTarget(found, hostname, source) : null;
  if (!target) return;
  if (found!.type === 301) permanentRedirect(target);
  redirect(target);
}

/**
 * Where a redirect sends the visitor who asked for `source` on `hostname`: a path of this site stays relative, so
 * they keep the scheme and host they came by; an allow-listed https address is used as it is. Null for a stored
 * target that would leave the site (redirectLocation refuses it).
 */
export function redirectTarget(found: Redirect, hostname: string, source: string): string | null {
  const location = redirectLocation(found.to, new URL(`http://${hostname}${source}`));
  if (!location) return null;
  return found.to.startsWith('/') ? `${location.pathname}${location.search}${location.hash}` : location.href;
}
