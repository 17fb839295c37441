import type { Metadata } from 'next';
import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import SiteNotFound from '../not-found';
import { PageView } from '@/components/page/page-view';
import { BUILD_PLACEHOLDER } from '@/lib/content/build-placeholder';
import { loadPublishedPage } from '@/lib/content/pages/load-published-page';
import { cleanHostname } from '@/lib/content/domains/hostname';
import { resolveDomain } from '@/lib/content/domains/resolve-domain';
import { loadSiteChrome } from '@/lib/content/site/load-site-chrome';
import { normalizeSlug } from '@/lib/content/pages/slug';
import { pageMetadata } from '@/lib/content/pages/page-metadata';
import { preloadBlockData } from '@/components/blocks/server-data';
import { withPublishedCrisisTokens } from '@/lib/content/site/load-crisis-contacts';
import { redirectIfMoved } from '@/lib/content/site/follow-redirect';
import { splitHubState } from '@/lib/hub/hub-state-path';
import { withImageRevisions } from '@/lib/images/image-revisions';

type Props = { params: Promise<{ host: string; slug?: string[] }> };

export function generateStaticParams() {
  return [{ slug: [BUILD_PLACEHOLDER] }];
}

/** The page's host and slug, and the hub state the proxy put in front of the slug (proxy.ts), as a query string. */
async function addressOf(params: Props['params']) {
  const { host, slug: parts = [] } = await params;
  // Both are still as in the address (percent-encoded): the state's parts never need escaping.
  const { slug, search } = splitHubState(parts);
  return { host, slug, search };
}

async function resolve(params: Props['params']) {
  const { host, slug, search } = await addressOf(params);
  if (host === BUILD_PLACEHOLDER || slug[0] === BUILD_PLACEHOLDER) return null;
  const domain = await resolveDomain(cleanHostname(host));
  // No domain, or one not published yet: visitors get 'not found' on every address.
  if (!domain?.published) return null;
  const domainId = domain._id;
  const page = await loadPublishedPage(domainId, normalizeSlug(slug.map(decodeURIComponent).join('/')));
  // Plain-text crisis references show the published register's words, in the page and in its metadata.
  // Replaced pictures show at their new addresses (lib/images/image-revisions.ts).
  return page ? { domainId, search, page: await withImageRevisions(await withPublishedCrisisTokens(domainId, page)) } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await resolve(params);
  // A 404 answer also gets Next's own robots 'noindex'.
  if (!found) return { title: 'This page could not be found' };
  const { settings } = await loadSiteChrome(found.domainId);
  return pageMetadata(found.page, settings);
}

export default async function ContentPage({ params }: Props) {
  const found = await resolve(params);
  if (!found) {
    // No page here: an address that moved sends the visitor on (a redirect never stands in front of a page).
    const { host, slug } = await addressOf(params);
    if (host !== BUILD_PLACEHOLDER) await redirectIfMoved(host, slug);
    return <PageNotFound />;
  }
  const blockData = await withImageRevisions(await preloadBlockData(found.domainId, found.page, found.search));
  return (
    <div id="page-content">
      <PageView page={found.page} blockData={blockData} />
    </div>
  );
}

async function MarkNotFound(): Promise<null> {
  notFound();
}

/**
 * The not-found page, rendered in full on the server. A bare `notFound()` in a page that uses cached components
 * answers with an empty error shell (no lang, no title, nothing readable until the scripts arrive). Thrown inside
 * a boundary instead, it still sets the 404 status, while the page's own copy of the not-found view, the site's
 * header and footer and the metadata's title are already in the HTML. The boundary sits in a <noscript>, whose
 * children React renders only on the server: in the browser nothing renders the failed part again, so nothing
 * reports it (a failed boundary the browser hydrated was reported as two React errors #419 at the next part it
 * mounted: the page a visitor opened next, or the editor), and the page's own not-found view stays. Without
 * scripts, the noscript holds only an empty template.
 */
function PageNotFound() {
  return (
    <>
      <SiteNotFound />
      <noscript>
        <Suspense fallback={null}>
          <MarkNotFound />
        </Suspense>
      </noscript>
    </>
  );
}
