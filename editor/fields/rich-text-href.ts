// Which link addresses the rich-text editor accepts: the shared schemes (lib/content/link-schemes.ts)
// plus addresses on this site ('/page', '#section'). The save-time allow-list would strip anything
// else anyway; refusing it here tells the editor at once instead of losing the link silently.
import { allowedLinkSchemes } from '@/lib/content/link-schemes';

export const hrefRule = 'Use an address starting with https://, http://, mailto:, tel:, sms:, / or #.';

export function isAllowedRichTextHref(href: string): boolean {
  const address = href.trim();
  // Whitespace and control characters inside an address are how scheme checks get dodged.
  if (!address || /[\s\u0000-\u001f\u007f]/.test(address)) return false;
  if (address.startsWith('#')) return true;
  // '//host/…' and '/\host' leave the site without naming a scheme.
  if (address.startsWith('/')) return !/^\/[/\\]/.test(address);
  const scheme = /^([a-z][a-z0-9+.-]*):(.+)$/i.exec(address);
  if (!scheme) return false;
  const name = scheme[1].toLowerCase();
  if (!(allowedLinkSchemes as readonly string[]).includes(name)) return false;
  return name === 'http' || name === 'https' ? /^\/\/[^/\\]/.test(scheme[2]) : true;
}
