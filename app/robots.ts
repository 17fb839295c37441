import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { headers } from 'next/headers';
import { siteOrigin } from '@/lib/content/site-origin';

export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  const origin = siteOrigin((await headers()).get('host'));
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/login'] }],
    sitemap: `${origin}/sitemap.xml`,
  };
}
