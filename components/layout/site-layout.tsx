import { Suspense, type ReactNode } from 'react';
import type { SiteChrome } from '@/lib/content/schemas';
import { HashScroll } from './hash-scroll';
import { LoadingBar } from './loading-bar';
import { LinkRouting } from './link-routing';
import { QuickExit } from './quick-exit';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SiteRoot } from './site-root';

type SiteLayoutProps = { chrome: SiteChrome; children: ReactNode; overlay?: ReactNode };

/** The frame around every visitor page: skip link, header, main content and footer. */
export function SiteLayout({ chrome, children, overlay }: SiteLayoutProps) {
  return (
    <SiteRoot>
      <a href="#main-content" className="cs-skip-link">
        Skip to main content
      </a>
      <QuickExit settings={chrome.settings.quickExit} />
      {/* These read the pathname, which is only known per request; the boundary keeps the
          rest of the layout in the static shell. */}
      <Suspense fallback={null}>
        <LoadingBar />
        <HashScroll />
      </Suspense>
      <LinkRouting />
      <SiteHeader nav={chrome.nav} siteName={chrome.settings.siteName} crisisContacts={chrome.settings.crisisContacts} quickExit={chrome.settings.quickExit} />
      <main id="main-content" tabIndex={-1} className="cs-main">
        {children}
      </main>
      <SiteFooter footer={chrome.footer} />
      {overlay}
    </SiteRoot>
  );
}
