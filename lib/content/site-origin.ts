import { env } from '@/lib/config/env';

/** The public origin for a request's host: SITE_URL for its own host, otherwise https on that host. */
export function siteOrigin(host: string | null): string {
  const configured = new URL(env().SITE_URL);
  if (!host || host === configured.host) return configured.origin;
  return /^[a-z0-9.-]+(:\d+)?$/i.test(host) ? `https://${host}` : configured.origin;
}
