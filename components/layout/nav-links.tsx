import type { CrisisContact, Link, Nav } from '@/lib/content/schemas';
import { findCrisisContact, telHref } from '@/lib/content/site/crisis-contacts';
import { editAttributes } from '@/components/blocks/shared/edit-attributes';
import { textOrPlaceholder } from '@/components/blocks/shared/edit-placeholder';
import { isUsableLink, linkHref } from '@/components/ui/link-href';
import { PhoneIcon } from '@/components/ui/icons';
import { SiteLink } from '@/components/ui/site-link';

export type NavItem = Nav['tierOneItems'][number];

/** A first-level item as a link of its own, for the top of its submenu. */
export function itemLink(item: NavItem): Link {
  const { children: _children, ...link } = item;
  return link;
}

/**
 * The second-level links of a first-level item. The item's own page comes first, since its button
 * only opens the submenu, unless a child already links there.
 */
export function SubmenuLinks({ item, id, hidden, editPath }: { item: NavItem; id: string; hidden: boolean; editPath?: string }) {
  if (editPath) return <EditableSubmenuLinks item={item} id={id} hidden={hidden} editPath={editPath} />;
  const own = itemLink(item);
  const listed = item.children.some((child) => linkHref(child) === linkHref(own));
  const links = (listed ? item.children : [own, ...item.children]).filter(isUsableLink);
  return (
    <ul id={id} className="cs-submenu" hidden={hidden}>
      {links.map((link, index) => (
        <li key={index}>
          <SiteLink link={link} className="cs-submenu__link" />
        </li>
      ))}
    </ul>
  );
}

/**
 * In the editor: exactly the stored second-level links, each selectable (the item's own page is the item itself),
 * and the list as a whole, so links can be added even when there are none yet.
 */
function EditableSubmenuLinks({ item, id, hidden, editPath }: { item: NavItem; id: string; hidden: boolean; editPath: string }) {
  const listPath = `${editPath}.children`;
  return (
    <ul id={id} className="cs-submenu" hidden={hidden} {...editAttributes(listPath, 'list')}>
      {item.children.map((link, index) => (
        <li key={index}>
          <SiteLink link={link} className="cs-submenu__link" editPath={`${listPath}.${index}`} editing />
        </li>
      ))}
      {item.children.length === 0 && <li className="cs-submenu__link cs-edit-placeholder">Add submenu links</li>}
    </ul>
  );
}

/**
 * A link that names a register entry shows the entry's name and number and dials it, so a number changed once in
 * the register changes here too; an id the published register does not have leaves the link as it was stored.
 */
export function urgentLink(link: UrgentLink, contacts: readonly CrisisContact[] | undefined): Link {
  const contact = findCrisisContact(contacts, link.contactId);
  const href = contact ? telHref(contact.phone) : '';
  if (!contact || !href) return link;
  return { type: 'external', href, text: `${contact.name} ${contact.phone}`.trim(), newTab: false, ...(link.tracking ? { tracking: link.tracking } : {}) };
}

type UrgentLink = Nav['crisis'];

/**
 * Crisis and emergency numbers: always in view, because some visitors need them right now. They sit in the same
 * place on every page (WCAG 2.2 SC 3.2.6 Consistent Help). A link that names a register entry shows the published
 * entry's name and number, in the editor too (what visitors see); the sidebar still edits the stored link.
 */
export function UrgentLinks({
  nav,
  className,
  editing = false,
  contacts,
}: {
  nav: Pick<Nav, 'crisis' | 'emergency'>;
  className: string;
  editing?: boolean;
  /** The published crisis-contact register. */
  contacts?: readonly CrisisContact[];
}) {
  const links = [
    { link: urgentLink(nav.crisis, contacts), modifier: 'cs-urgent-link--crisis', path: 'crisis' },
    { link: urgentLink(nav.emergency, contacts), modifier: 'cs-urgent-link--emergency', path: 'emergency' },
  ].filter(({ link }) => editing || isUsableLink(link));
  if (!links.length) return null;
  return (
    <ul className={className}>
      {links.map(({ link, modifier, path }) => (
        <li key={modifier}>
          <SiteLink link={link} className={`cs-urgent-link ${modifier}`} editPath={editing ? path : undefined} editing={editing}>
            <PhoneIcon />
            <span>{textOrPlaceholder(link.text, editing)}</span>
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
