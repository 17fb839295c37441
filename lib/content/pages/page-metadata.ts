import type { Metadata } from 'next';
import type { Page, SiteSettings } from '../schemas';
import { slugToPath } from './slug';
import { socialImageMeta } from '../site/social-image';
import { env } from '@/lib/config/env';

/** The keywords of both social settings, each once (the two lists often say the same), in their first spelling. */
function keywordsOf(settings: SiteSettings): string | undefined {
  const unique = new Map<string, string>();
  for (const keyword of [settings.og.keywords, settings.twitter.keywords].join(',').split(',')) {
    const trimmed = keyword.trim();
    if (trimmed && !unique.has(trimmed.toLowerCase())) unique.set(trimmed.toLowerCase(), trimmed);
  }
  return [...unique.values()].join(', ') || undefined;
}

/** Title, description and Open Graph / Twitter tags from the page header and the site settings. */
export function pageMetadata(page: Page, settings: SiteSettings): Metadata {
  const siteName = settings.siteName || settings.og.title;
  const pageTitle = page.header.title || siteName;
  const title = page.slug === '' || !siteName ? pageTitle : `${pageTitle} | ${siteName}`;
  const description = page.header.description || undefined;
  const ogImage = socialImageMeta(settings.og.image);
  const twitterImage = socialImageMeta(settings.twitter.image);
  const keywords = keywordsOf(settings);
  return {
    metadataBase: new URL(env().SITE_URL),
    title,
    description,
    keywords,
    alternates: { canonical: slugToPath(page.slug) },
    openGraph: {
      title: page.slug === '' && settings.og.title ? settings.og.title : pageTitle,
      description,
      siteName: siteName || undefined,
      url: slugToPath(page.slug),
      type: 'website',
      images: ogImage ? [ogImage] : undefined,
    },
    twitter: {
      card: twitterImage ? 'summary_large_image' : 'summary',
      title: page.slug === '' && settings.twitter.title ? settings.twitter.title : pageTitle,
      description,
      images: twitterImage ? [twitterImage] : undefined,
    },
  };
}
