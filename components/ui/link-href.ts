import type { Link } from '@/lib/content/schemas';
import { onSiteLinkHref } from '@/lib/content/domains/site-address';
import { safeHref } from './safe-href';

/**
 * Where a stored link points. Editors often type a page slug without its slash or an anchor
 * without its hash, so both are completed here. A page or anchor link goes nowhere unless a browser
 * would keep the visitor on this site ('//evil.example' and '/\\evil.example' would not).
 */
export function linkHref(link: Pick<Link, 'type' | 'href'>): string | undefined {
  const href = link.href.trim();
  if (!href) return undefined;
  if (link.type === 'page' || link.type === 'anchor') return onSiteLinkHref(link.type, href);
  return safeHref(href);
}

/**
 * External and file links open in a new tab when the editor said so; without a choice stored, external web links do
 * and files do not. Phone and mail links never do, whatever their type.
 */
export function opensNewTab(link: Pick<Link, 'type' | 'newTab'>, href: string): boolean {
  if (/^(mailto|tel):/i.test(href) || (link.type !== 'external' && link.type !== 'file')) return false;
  return link.newTab ?? link.type === 'external';
}

/** A link worth showing to a visitor: it has words and somewhere safe to go. */
export function isUsableLink(link: Pick<Link, 'type' | 'href' | 'text'>): boolean {
  return Boolean(link.text.trim() && linkHref(link));
}
