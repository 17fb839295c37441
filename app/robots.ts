import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { headers } from 'next/headers';
import { cleanHostname } from '@/lib/content/domains/hostname';
import { resolveDomain } from '@/lib/content/domains/resolve-domain';
import { siteOrigin } from '@/lib/content/domains/site-origin';

export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  const host = (await headers()).get('host');
  const domain = await resolveDomain(cleanHostname(host ?? 'localhost'));
  // A host no published domain serves has nothing to index (an unpublished domain is a site being built).
  if (!domain?.published) return { rules: [{ userAgent: '*', disallow: '/' }] };
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/login'] }],
    sitemap: `${siteOrigin(host)}/sitemap.xml`,
  };
}
