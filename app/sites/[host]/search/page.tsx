import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SearchView, type SearchForm } from '@/components/search/search-view';
import { searchPublishedSite } from '@/api-handlers/search-service';
import { BUILD_PLACEHOLDER } from '@/lib/content/build-placeholder';
import { cleanHostname } from '@/lib/content/domains/hostname';
import { resolveDomain } from '@/lib/content/domains/resolve-domain';
import { loadSiteChrome } from '@/lib/content/site/load-site-chrome';
import { getStore } from '@/lib/db';
import { MAX_QUERY_LENGTH } from '@/lib/search/site-search';
import { MAX_PAGE_NUMBER } from '@/lib/api/inputs';

type Props = { params: Promise<{ host: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

// Rendered for each request, whole, and never cached: the results are in the HTML (the page works without its
// scripts) and no search is kept anywhere as a cached page.
export const instant = false;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** The form as the address gives it; anything out of shape is read as its default. */
function formOf(query: Record<string, string | string[] | undefined>): SearchForm {
  const page = Number(first(query.page));
  return {
    q: first(query.q).slice(0, MAX_QUERY_LENGTH),
    section: first(query.section).slice(0, 60),
    upcoming: first(query.upcoming) === 'true',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE_NUMBER ? page : 1,
  };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { q } = formOf(await searchParams);
  return { title: q.trim() ? `Search results for ‘${q.trim()}’` : 'Search', robots: { index: false, follow: true } };
}

/** /search?q=…&section=…&upcoming=true&page=2: the site search (lib/search/), for visitors. */
export default async function SearchPage({ params, searchParams }: Props) {
  const { host } = await params;
  if (host === BUILD_PLACEHOLDER) notFound();
  const domain = await resolveDomain(cleanHostname(host));
  if (!domain?.published) notFound();
  const form = formOf(await searchParams);
  const chrome = await loadSiteChrome(domain._id);
  const answer = await searchPublishedSite(await getStore(), domain._id, form, new Date(), chrome);
  return (
    <div id="page-content">
      <SearchView answer={answer} form={form} nav={chrome.nav} register={chrome.settings.crisisContacts} />
    </div>
  );
}
