// Whether an address an editor stored stays on this site once a browser follows it. Checked the way a browser
// resolves it (against the site's own origin: dot segments, percent-encoded dots and backslashes included),
// never by reading the text: '/..//evil.example/x', '/%2e//evil.example/x' and '/\evil.example' all look like
// paths but leave the site, or do once written back as a path (a redirect's Location, a client-side route).

/** Stands for "this site" while resolving: no real host has this name. */
const SITE_ORIGIN = 'https://site.invalid';

/**
 * The address as the site's own path (with its query and #anchor), or null when it would take the visitor to
 * another host. Only relative addresses qualify ('/page', '?q', '#part', 'page'); one with a scheme is not "on the
 * site" even when it names the site's host, because the host a page is served on is not known here.
 */
export function onSitePath(address: string): string | null {
  const text = address.trim();
  if (!text || /^[a-z][a-z0-9+.-]*:/i.test(text.replace(/[\s\u0000-\u001f\u007f]/g, ''))) return null;
  let url: URL;
  try {
    url = new URL(text, `${SITE_ORIGIN}/`);
  } catch {
    return null;
  }
  if (url.origin !== SITE_ORIGIN || url.username || url.password) return null;
  // A path that starts with two slashes is another host as soon as it is written on its own (Location: //evil.example).
  if (url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** True when the address is a relative one that stays on the site (see onSitePath). */
export const staysOnSite = (address: string): boolean => onSitePath(address) !== null;

/**
 * Where a page or anchor link points, completed the way editors often type them (a slug without its slash, an
 * anchor without its hash), or undefined when a browser would take the visitor off the site.
 */
export function onSiteLinkHref(type: 'page' | 'anchor', href: string): string | undefined {
  const text = href.trim();
  if (!text) return undefined;
  const completed =
    type === 'page' && !/^([a-z][a-z0-9+.-]*:|[/#?.\\])/i.test(text) ? `/${text}` : type === 'anchor' && !/[#/:\\]/.test(text) ? `#${text}` : text;
  return staysOnSite(completed) ? completed : undefined;
}
