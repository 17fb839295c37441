import type { Nav } from '@/lib/content/schemas';
import { isUsableLink, linkHref } from '@/components/ui/link-href';
import { PhoneIcon } from '@/components/ui/icons';
import { SiteLink } from '@/components/ui/site-link';

export type NavItem = Nav['tierOneItems'][number];

/** A first-level item as a link of its own, for the top of its submenu. */
export const itemLink = (item: NavItem) => ({ type: 'page' as const, href: item.href, text: item.text });

/**
 * The second-level links of a first-level item. The item's own page comes first, since its button
 * only opens the submenu, unless a child already links there.
 */
export function SubmenuLinks({ item, id, hidden }: { item: NavItem; id: string; hidden: boolean }) {
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

/** Crisis and emergency numbers: always in view, because some visitors need them right now. */
export function UrgentLinks({ nav, className }: { nav: Pick<Nav, 'crisis' | 'emergency'>; className: string }) {
  const links = [
    { link: nav.crisis, modifier: 'cs-urgent-link--crisis' },
    { link: nav.emergency, modifier: 'cs-urgent-link--emergency' },
  ].filter(({ link }) => isUsableLink(link));
  if (!links.length) return null;
  return (
    <ul className={className}>
      {links.map(({ link, modifier }) => (
        <li key={modifier}>
          <SiteLink link={link} className={`cs-urgent-link ${modifier}`}>
            <PhoneIcon />
            <span>{link.text}</span>
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
