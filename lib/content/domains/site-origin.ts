import { env } from '@/lib/config/env';

/**
 * The public origin for a request's host: SITE_URL for its own host, otherwise that host with SITE_URL's scheme
 * (https in production; http for a local site, so http://second.localhost:3000 links to itself).
 */
export function siteOrigin(host: string | null): string {
  const configured = new URL(env().SITE_URL);
  if (!host || host === configured.host) return configured.origin;
  return /^[a-z0-9.-]+(:\d+)?$/i.test(host) ? `${configured.protocol}//${host.toLowerCase()}` : configured.origin;
}

/** The host name of SITE_URL (no port): the default domain serves it even when no domain lists it. */
export function siteHostname(): string {
  return new URL(env().SITE_URL).hostname.toLowerCase();
}
