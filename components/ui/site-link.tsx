import NextLink from 'next/link';
import type { ReactNode } from 'react';
import type { Link } from '@/lib/content/schemas';
import { isRoutedPage, linkHref, opensNewTab } from './link-href';

type SiteLinkProps = {
  link: Link;
  className?: string;
  /** Replaces the link text, e.g. an icon plus a hidden name. */
  children?: ReactNode;
  /** Path of the link in the page document, for the in-page editor. */
  editPath?: string;
  'aria-current'?: 'page';
};

/**
 * Renders a stored Link (page, anchor, file or external). Returns nothing when there is neither
 * text nor a usable href, so visitors never meet an empty or unsafe link.
 */
export function SiteLink({ link, className, children, editPath, ...aria }: SiteLinkProps) {
  const href = linkHref(link);
  const content = children ?? (link.text || link.href);
  if (!href || !content) return null;
  const attributes = {
    className,
    ...aria,
    ...(editPath ? { 'data-edit': editPath, 'data-edit-kind': 'link' } : {}),
    ...(link.tracking ? { 'data-tracking': link.tracking } : {}),
  };
  if (opensNewTab(link, href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...attributes}>
        {content}
        {/* The space sits inside the hidden span so sighted readers see no underlined gap. */}
        <span className="cs-visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  if (isRoutedPage(link, href)) {
    return (
      <NextLink href={href} {...attributes}>
        {content}
      </NextLink>
    );
  }
  return (
    <a href={href} {...attributes}>
      {content}
    </a>
  );
}
