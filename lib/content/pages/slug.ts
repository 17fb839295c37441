/**
 * The one slug normaliser: lower case, no leading/trailing or double slashes, no ?, #, quote or control
 * characters, spaces as hyphens. The home page is ''.
 */
export function normalizeSlug(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/[?#"'`\u0000-\u0008\u000e-\u001f\u007f]/g, '')
    .replace(/\s+/g, '-')
    .replace(/\/{2,}/g, '/')
    .replace(/^\/+|\/+$/g, '');
}

/** The path a visitor opens for a slug. */
export function slugToPath(slug: string): string {
  return `/${normalizeSlug(slug)}`;
}

/**
 * First parts of an address that the site answers itself: a page there could never be reached. '~hub' is where a
 * filtered hub's state travels inside the site (lib/hub/hub-state-path.ts).
 */
const RESERVED_FIRST_PARTS = ['api', 'health', '_next', 'login', 'preview', 'search', '~hub'];

/** Whether an address ('/login', '/api/x') belongs to the site itself rather than to a page. */
export const isSitePath = (pathname: string) => RESERVED_FIRST_PARTS.includes(pathname.split('/')[1] ?? '');

export const SLUG_RULE =
  "An address may use only lower-case letters a-z, digits and - _ . ~, with / between its parts (such as get-help/crisis-line)";

/**
 * Why a (normalised) page address cannot be used, or null when it can: only characters that need no escaping
 * in an address or in sitemap.xml, no part that is '.' or '..', nothing the site answers itself (the API, Next's
 * own files, the sign-in and preview addresses), and no ending like a file's (.pdf, .xml), which is served as a
 * file rather than a page.
 */
export function slugProblem(slug: string): string | null {
  if (slug === '') return null;
  const parts = slug.split('/');
  if (!/^[a-z0-9._~/-]+$/.test(slug) || parts.some((part) => part === '' || part === '.' || part === '..')) return `${SLUG_RULE}.`;
  if (RESERVED_FIRST_PARTS.includes(parts[0]!)) return `An address cannot start with ${parts[0]}/: the site uses it itself.`;
  if (/\.[a-z0-9]{2,5}$/.test(slug)) return 'An address cannot end like a file name (such as .pdf or .html): visitors would get a file, not the page.';
  return null;
}

/**
 * A page's address in sitemap.xml, each part percent-encoded: an address stored before the address rules (with
 * & or <, which Next writes into the XML as they are) must not break the whole file.
 */
export function sitemapUrl(origin: string, slug: string): string {
  return `${origin}/${slug.split('/').map(encodeURIComponent).join('/')}`;
}
