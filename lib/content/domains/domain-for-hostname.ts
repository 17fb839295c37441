// Which domain serves a host name: the one rule behind visitor pages, sitemap.xml, robots.txt, redirects and the
// editor's config/loadDomain, so staff and visitors always agree on it.

type Candidate = { hostnames?: string[]; isDefault?: boolean; published?: boolean };

/**
 * The domain that lists `hostname` (published or not: an unpublished one serves visitors nothing, but is still
 * the domain staff build on that host); otherwise, for 'localhost' and the host of SITE_URL (`siteHostname`),
 * the default domain; otherwise none. Host names are unique across domains (config/saveDomain refuses a
 * clash), so at most one domain lists a name.
 */
export function domainForHostname<D extends Candidate>(domains: readonly D[], hostname: string, siteHostname: string): D | null {
  const listing = domains.filter((domain) => domain.hostnames?.includes(hostname));
  // Two domains listing one name predates the uniqueness check: the published one wins, as visitors had it.
  const listed = listing.find((domain) => domain.published) ?? listing[0];
  if (listed) return listed;
  if (hostname === 'localhost' || hostname === siteHostname) return domains.find((domain) => domain.isDefault) ?? null;
  return null;
}
