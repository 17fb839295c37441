// The demo site for a fresh install: pure data, no I/O. `npm run seed` stores it through seed-store.ts.
import type { Domain, Footer, Nav, Page, SiteSettings } from '../content/schemas';
import { buildPage } from './blocks';
import { aboutPages } from './pages/about';
import { eventsAndInvolvementPages } from './pages/events-and-involvement';
import { getHelpPages, stayingSafeOnline } from './pages/get-help';
import { homePage } from './pages/home';
import { winterAppealDraft } from './pages/news';
import { trainingEnquiry } from './pages/forms';
import { trainingPages } from './pages/training';
import { buildDomain, buildFooter, buildNav, buildSettings } from './site-chrome';
import { coursesHub } from './pages/courses-hub';
import { courseSessionDrafts } from './pages/course-sessions';
import { eventDrafts } from './pages/event-pages';
import { withAlternatingHeaders } from './pages/listing-page';
import { supportGroupDrafts } from './pages/support-group-pages';
import { buildTagCategories, type SeedTagCategory } from './tag-categories';

export type DemoSite = {
  domain: Domain;
  nav: Nav;
  footer: Footer;
  settings: SiteSettings;
  /** The tag categories of the site settings (`categories:<domainId>`), published. */
  categories: SeedTagCategory[];
  /**
   * Published pages, in navigation order, then the courses hub and the tagged course, support group and event
   * pages it lists; header types alternate full width / half width.
   */
  pages: Page[];
  /** Saved but never published (slug 'news/winter-appeal'). */
  draftOnlyPage: Page;
};

export function buildDemoSite(now: Date): DemoSite {
  // The training enquiry page comes after the navigation's pages, and the hub (half width) after it, so that the
  // header types keep alternating; the tagged pages continue from there, full width first.
  const listings = withAlternatingHeaders([...courseSessionDrafts, ...supportGroupDrafts, ...eventDrafts], 'FullWidthImageCustomHeader');
  // 'Staying safe online' was added last, so it comes last (half width, as the 54th page).
  const drafts = [homePage, ...getHelpPages, ...trainingPages, ...eventsAndInvolvementPages, ...aboutPages, trainingEnquiry, coursesHub, ...listings, stayingSafeOnline];
  return {
    domain: buildDomain(),
    nav: buildNav(),
    footer: buildFooter(),
    settings: buildSettings(),
    categories: buildTagCategories(),
    pages: drafts.map((draft) => buildPage(draft, now)),
    draftOnlyPage: buildPage(winterAppealDraft, now, false),
  };
}

export { DEMO_DOMAIN_ID } from './blocks';
