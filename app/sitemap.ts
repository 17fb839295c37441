import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { headers } from 'next/headers';
import { cleanHostname, resolveDomainId } from '@/lib/content/resolve-domain';
import { listPublishedPages } from '@/lib/content/list-published-pages';
import { siteOrigin } from '@/lib/content/site-origin';

type Frequency = NonNullable<MetadataRoute.Sitemap[number]['changeFrequency']>;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const host = (await headers()).get('host');
  const domainId = await resolveDomainId(cleanHostname(host ?? 'localhost'));
  if (!domainId) return [];
  const origin = siteOrigin(host);
  const rows = await listPublishedPages(domainId);
  return rows.map((row) => ({
    url: `${origin}/${row.slug}`,
    lastModified: row.lastPublished ?? undefined,
    changeFrequency: row.frequency as Frequency,
    priority: row.priority,
  }));
}
