import type { ReactNode } from 'react';
import type { Link } from '@/lib/content/schemas';
import { editAttributes } from '@/components/blocks/shared/edit-attributes';
import { EditPlaceholder } from '@/components/blocks/shared/edit-placeholder';
import { linkHref, opensNewTab } from './link-href';
import { definedProps } from './defined-props';

type SiteLinkProps = {
  link: Link;
  className?: string;
  /** Replaces the link text, e.g. an icon plus a hidden name. */
  children?: ReactNode;
  /** Path of the link in the page document, for the in-page editor. */
  editPath?: string;
  /** In the editor: an unfinished link (with editPath) still shows, so it can be clicked and completed. */
  editing?: boolean;
  'aria-current'?: 'page';
};

/**
 * Renders a stored Link (page, anchor, file or external). Returns nothing when there is neither
 * text nor a usable href, so visitors never meet an empty or unsafe link.
 */
export function SiteLink({ link, className, children, editPath, editing = false, ...aria }: SiteLinkProps) {
  const href = linkHref(link);
  const content = children ?? (link.text || link.href);
  const edit = editPath ? editAttributes(editPath, 'link') : {};
  if (!href || !content) {
    if (!editing || !editPath) return null;
    // A span, not an <a> without href: it is not a link yet, only the place where one will be.
    return (
      <span className={className} {...edit}>
        {children ?? (link.text.trim() || link.href.trim() || <EditPlaceholder />)}
      </span>
    );
  }
  const attributes = {
    ...definedProps({ className, ...aria }),
    ...edit,
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
  return (
    <a href={href} {...attributes}>
      {content}
    </a>
  );
}
