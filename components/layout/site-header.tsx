import NextLink from 'next/link';
import type { Nav } from '@/lib/content/schemas';
import { LogoMark } from '@/components/ui/icons';
import { SiteLink } from '@/components/ui/site-link';
import { DesktopNav } from './desktop-nav';
import { MobileNav } from './mobile-nav';
import { UrgentLinks } from './nav-links';
import { TextSizeControl } from './text-size-control';

export function SiteHeader({ nav, siteName }: { nav: Nav; siteName: string }) {
  return (
    <header className="cs-site-header">
      <div className="cs-utility-bar">
        <div className="cs-container cs-utility-bar__inner">
          <UrgentLinks nav={nav} className="cs-utility-bar__urgent" />
          <TextSizeControl />
        </div>
      </div>
      <div className="cs-container cs-site-header__main">
        <NextLink href="/" prefetch={false} className="cs-site-header__home">
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
        </NextLink>
        <DesktopNav items={nav.tierOneItems} />
        <SiteLink link={nav.donate} className="cs-button cs-site-header__donate" />
        <MobileNav nav={nav} />
      </div>
    </header>
  );
}
