// Cache tag names, built in one place so that writers invalidate exactly what readers cached.
export const cacheTags = {
  domains: () => 'domains',
  page: (domainId: string, slug: string) => `page:${domainId}:${slug}`,
  nav: (domainId: string) => `nav:${domainId}`,
  footer: (domainId: string) => `footer:${domainId}`,
  settings: (domainId: string) => `settings:${domainId}`,
  sitemap: (domainId: string) => `sitemap:${domainId}`,
  /** The library's pictures as pages show them (which were replaced): every page that shows one carries it. */
  media: () => 'media',
};
