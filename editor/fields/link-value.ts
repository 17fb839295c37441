// The stored Link ({ type, href, text, tracking?, newTab? }) as the link editor reads and changes it.
import { LinkSchema, type Link } from '@/lib/content/schemas';
import { safeHref } from '@/components/ui/safe-href';

export const linkTypes = [
  { value: 'page', label: 'Page' },
  { value: 'anchor', label: 'Anchor' },
  { value: 'file', label: 'File' },
  { value: 'external', label: 'External' },
] as const satisfies readonly { value: Link['type']; label: string }[];

/** The value at the field, or an empty page link when it is missing or not a link. */
export function readLink(value: unknown): Link {
  const parsed = LinkSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : LinkSchema.parse({});
}

/** What a stored object holds besides the link itself (a menu item's submenu links): kept when the link changes. */
export function extraFields(value: unknown): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter(([key]) => !(key in LinkSchema.shape)));
}

/** Another kind of target: the old address means nothing to it, and only external and file links choose a tab. */
export function withType(link: Link, type: Link['type']): Link {
  const { newTab: _tab, ...rest } = link;
  return { ...rest, type, href: '' };
}

/** Phone and mail links never open a tab; web links and files may. */
export const choosesTab = (link: Link) => (link.type === 'external' || link.type === 'file') && !/^(mailto|tel):/i.test(link.href.trim());

/** What the site does with the link today (components/ui/link-href.ts reads the same). */
export const opensInNewTab = (link: Link) => link.newTab ?? link.type === 'external';

export const EXTERNAL_MESSAGE = 'Use an address starting with https://, http://, mailto: or tel:';

/** Only web, mail and phone addresses that are complete enough to work; anything else is never stored. */
export function isAllowedExternal(text: string): boolean {
  const href = text.trim();
  if (!href || /[\u0000-\u001f\u007f]/.test(href) || safeHref(href) !== href) return false;
  const scheme = /^(https?|mailto|tel):/i.exec(href)?.[1]?.toLowerCase();
  if (scheme === 'http' || scheme === 'https') {
    if (!/^https?:\/\/[^/\s]/i.test(href)) return false;
    try {
      return new URL(href).hostname.length > 0;
    } catch {
      return false;
    }
  }
  if (scheme === 'mailto') return /^mailto:[^\s@]+@[^\s@]+$/i.test(href.split('?')[0]);
  if (scheme === 'tel') return /^tel:\+?[\d\s().-]{3,}$/i.test(href);
  return false;
}
