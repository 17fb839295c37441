// Uploaded file names are shown to editors and offered as download names, never used in a path or an address.

/** A file name fit to show: no folders, no control or markup characters, at most 120 characters. */
export function displayName(name: string, fallback = 'file'): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}<>"'`]/gu, '')
    .trim()
    .slice(0, 120);
  return cleaned || fallback;
}
