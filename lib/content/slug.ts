/**
 * The one slug normaliser: lower case, no leading/trailing or double slashes, no ?, #, or quote
 * characters, spaces as hyphens. The home page is ''.
 */
export function normalizeSlug(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/[?#"'`]/g, '')
    .replace(/\s+/g, '-')
    .replace(/\/{2,}/g, '/')
    .replace(/^\/+|\/+$/g, '');
}

/** The path a visitor opens for a slug. */
export function slugToPath(slug: string): string {
  return `/${normalizeSlug(slug)}`;
}
