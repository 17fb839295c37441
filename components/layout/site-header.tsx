import type { CrisisContact, Nav, QuickExit } from '@/lib/content/schemas';
import { LogoMark } from '@/components/ui/icons';
import { SiteLink } from '@/components/ui/site-link';
import { DesktopNav } from './desktop-nav';
import { MobileNav, NoScriptNav } from './mobile-nav';
import { UrgentLinks } from './nav-links';
import { TextSizeControl } from './text-size-control';
import { SiteSearchForm } from '@/components/search/site-search-form';

type SiteHeaderProps = {
  nav: Nav;
  siteName: string;
  /** In the editor: every value of the navigation is marked for selection (paths in the navigation document). */
  editing?: boolean;
  /** In the editor: adds an empty submenu link under a first-level item. */
  onAddSubmenuLink?: (index: number) => void;
  /** The published crisis-contact register, which the crisis and emergency links may name. */
  crisisContacts?: readonly CrisisContact[];
  /** Repeated in the phone menu, which covers the page's quick exit strip. */
  quickExit?: QuickExit;
};

export function SiteHeader({ nav, siteName, editing = false, crisisContacts, quickExit, onAddSubmenuLink }: SiteHeaderProps) {
  // Only the entries the links name travel to the mobile menu's script.
  const contacts = crisisContacts?.filter((contact) => contact.id === nav.crisis.contactId || contact.id === nav.emergency.contactId);
  return (
    <header className={editing ? 'cs-site-header cs-site-header--editing' : 'cs-site-header'}>
      <div className="cs-utility-bar">
        <div className="cs-container cs-utility-bar__inner">
          <UrgentLinks nav={nav} className="cs-utility-bar__urgent" editing={editing} contacts={contacts} />
          {!editing && <SiteSearchForm place="header" className="cs-site-search--bar" />}
          <TextSizeControl />
        </div>
      </div>
      <div className="cs-container cs-site-header__main">
        <a href="/" className="cs-site-header__home">
          <LogoMark className="cs-site-header__logo" />
          {/* Says where the logo leads; without a configured name the link still needs words. */}
          {siteName ? (
            <span>
              {siteName}
              <span className="cs-visually-hidden"> home</span>
            </span>
          ) : (
            <span>Home</span>
          )}
        </a>
        <DesktopNav items={nav.tierOneItems} editing={editing} onAddLink={editing ? onAddSubmenuLink : undefined} />
        <SiteLink link={nav.donate} className="cs-button cs-site-header__donate" editPath={editing ? 'donate' : undefined} editing={editing} />
        <MobileNav nav={nav} crisisContacts={contacts} quickExit={quickExit} />
        {!editing && <NoScriptNav nav={nav} />}
      </div>
    </header>
  );
}
