// Host names as domains list them and visitors' requests carry them: one spelling everywhere (lower case, no
// scheme, port or path), so a listed name and a request's Host header compare as plain strings.

export const HOSTNAME_MAX = 253;

/**
 * Dot-separated labels of letters, digits and inner hyphens, each at most 63 characters: what DNS, and so a
 * browser's Host header, allows.
 */
const HOSTNAME_PATTERN = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * What staff type or paste ('HTTPS://Www.Example.org:443/about', 'second.localhost:3000') reduced to the host
 * name alone ('www.example.org'). The result may still not be a host name: check it with isHostname.
 */
export function normaliseHostname(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/^[^@]*@/, '')
    .replace(/:\d*$/, '')
    .replace(/\.$/, '');
}

export function isHostname(value: string): boolean {
  return HOSTNAME_PATTERN.test(value);
}

/**
 * A Host header (or the host segment of the visitor path) as the pages look it up. Anything that is not a plain
 * host name is read as 'localhost', like a request without a Host header.
 */
export function cleanHostname(raw: string): string {
  const host = raw.toLowerCase().replace(/:\d+$/, '');
  return /^[a-z0-9.-]{1,253}$/.test(host) ? host : 'localhost';
}
