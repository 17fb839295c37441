// Blocker: a link to a page of this site that visitors cannot open (not published yet, or no page at that address).
// They would land on 'This page could not be found'. A redirect that ends at a published page (or off the site)
// is fine, and so is a link to the page being published.
import { normalizeSlug } from '../slug';
import type { PublishCheck, PublishRule, SiteLookup } from './types';
import { isRichText, richTextAnchors, visitPage, where } from './walk';

/** The slug a link leads to when it is an address on this site ('/get-help#call', '/' for home); null otherwise. */
export function siteSlugOf(href: string, type?: unknown): string | null {
  const trimmed = href.trim();
  if (!trimmed || trimmed.startsWith('#')) return null;
  const onSite = trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.startsWith('/\\');
  // A page link stored without its leading slash ('contact') still means a page of this site.
  const bareSlug = type === 'page' && !/^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !trimmed.startsWith('/');
  if (!onSite && !bareSlug) return null;
  return normalizeSlug(trimmed.replace(/[?#].*$/, ''));
}

type Status = 'published' | 'unpublished' | 'missing';

/** Where visitors end up: the page at the slug, or at the end of the redirects from it. */
export function statusOf(slug: string, site: SiteLookup): Status {
  const redirects = new Map(site.redirects.map((r) => [r.from, r.to]));
  let at = slug;
  for (let hop = 0; hop <= 10; hop += 1) {
    if (site.publishedSlugs.has(at)) return 'published';
    const to = redirects.get(`/${at}`);
    if (to === undefined) break;
    // A redirect off the site (an allow-listed host) leads somewhere real.
    if (!to.startsWith('/')) return 'published';
    at = normalizeSlug(to.replace(/[?#].*$/, ''));
  }
  return site.pageSlugs.has(slug) ? 'unpublished' : 'missing';
}

const message = (slug: string, status: Status, text: string, place: string) => {
  const link = text.trim() ? `The link '${text.trim()}' in ${place}` : `A link in ${place}`;
  return status === 'unpublished'
    ? `${link} goes to /${slug}, a page that is not published yet. Publish that page first, or change the link.`
    : `${link} goes to /${slug}, where there is no page. Change the link, or create and publish that page.`;
};

export const pageLinks: PublishRule = ({ page, site }) => {
  const problems: PublishCheck[] = [];
  const self = normalizeSlug(page.slug);
  const check = (href: string, type: unknown, text: string, path: string, block: string) => {
    const slug = siteSlugOf(href, type);
    if (slug === null || slug === self) return;
    const status = statusOf(slug, site);
    if (status !== 'published') problems.push({ rule: 'page-links', severity: 'blocker', message: message(slug, status, text, where(block)), path });
  };
  visitPage(page, ({ value, path, block }) => {
    if (isRichText(value)) {
      for (const anchor of richTextAnchors(value.text)) check(anchor.href, undefined, anchor.text, `${path}.text`, block);
      return;
    }
    // Anchor, file and external links are judged elsewhere; only page links (and bare site addresses) lead to pages.
    if (typeof value.href === 'string' && (value.type === 'page' || value.type === undefined)) {
      check(value.href, value.type, typeof value.text === 'string' ? value.text : '', path, block);
    }
  });
  return problems;
};
