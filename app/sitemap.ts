import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { headers } from 'next/headers';
import { cleanHostname } from '@/lib/content/domains/hostname';
import { resolveDomain } from '@/lib/content/domains/resolve-domain';
import { listPublishedPages } from '@/lib/content/pages/list-published-pages';
import { siteOrigin } from '@/lib/content/domains/site-origin';
import { sitemapUrl } from '@/lib/content/pages/slug';

type Frequency = NonNullable<MetadataRoute.Sitemap[number]['changeFrequency']>;

/** The published pages of the domain serving the request's host, on that host; empty where no published domain does. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const host = (await headers()).get('host');
  const domain = await resolveDomain(cleanHostname(host ?? 'localhost'));
  if (!domain?.published) return [];
  const origin = siteOrigin(host);
  const rows = await listPublishedPages(domain._id);
  return rows.map((row) => ({
    url: sitemapUrl(origin, row.slug),
    lastModified: row.lastPublished ?? undefined,
    changeFrequency: row.frequency as Frequency,
    priority: row.priority,
  }));
}
