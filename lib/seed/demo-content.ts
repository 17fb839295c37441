// The demo site for a fresh install: pure data, no I/O. `npm run seed` stores it through seed-store.ts.
import type { Domain, Footer, Nav, Page, SiteSettings } from '../content/schemas';
import { buildPage } from './blocks';
import { aboutPages } from './pages/about';
import { eventsAndInvolvementPages } from './pages/events-and-involvement';
import { getHelpPages } from './pages/get-help';
import { homePage } from './pages/home';
import { winterAppealDraft } from './pages/news';
import { trainingEnquiry } from './pages/forms';
import { trainingPages } from './pages/training';
import { buildDomain, buildFooter, buildNav, buildSettings } from './site-chrome';

export type DemoSite = {
  domain: Domain;
  nav: Nav;
  footer: Footer;
  settings: SiteSettings;
  /** Published pages, in navigation order; header types alternate full width / half width. */
  pages: Page[];
  /** Saved but never published (slug 'news/winter-appeal'). */
  draftOnlyPage: Page;
};

export function buildDemoSite(now: Date): DemoSite {
  // The training enquiry page comes last so that the header types keep alternating.
  const drafts = [homePage, ...getHelpPages, ...trainingPages, ...eventsAndInvolvementPages, ...aboutPages, trainingEnquiry];
  return {
    domain: buildDomain(),
    nav: buildNav(),
    footer: buildFooter(),
    settings: buildSettings(),
    pages: drafts.map((draft) => buildPage(draft, now)),
    draftOnlyPage: buildPage(winterAppealDraft, now, false),
  };
}

export { DEMO_DOMAIN_ID } from './blocks';
