// The demo site's published pages, read from the seed itself: what the sweeps visit. A fixed list, so that pages
// other tests publish never lengthen a sweep.
import { buildDemoSite } from '../lib/seed/demo-content';

type Shape = { slug: string; headerType?: string; header?: object; contents?: unknown[] };

const site = buildDemoSite(new Date());

const pathOf = (slug: string) => (slug === '' ? '/' : `/${slug}`);

/** Every published page of the first demo site, in the seed's order (home first). */
export const seededPaths: string[] = site.pages.map((page) => pathOf(page.slug));

/** The address of the page that is saved but never published. */
export const seededDraftPath = pathOf(site.draftOnlyPage.slug);

/**
 * What of a page the editor and the visitor's page code treat differently: the header's kind and the parts it
 * has, and each block type with the block it sits in ('page' at the top). The words, the order of blocks and how
 * many there are make no difference to them.
 */
export function featuresOf(page: Shape): Set<string> {
  const features = new Set<string>();
  const header = (page.header ?? {}) as Record<string, unknown>;
  const parts = Object.keys(header).filter((key) => header[key] !== '' && header[key] !== undefined);
  features.add(`header ${page.headerType} ${parts.sort().join(',')}`);
  const visit = (value: unknown, parent: string) => {
    if (Array.isArray(value)) return value.forEach((item) => visit(item, parent));
    if (!value || typeof value !== 'object') return;
    const fields = value as Record<string, unknown>;
    const type = typeof fields.componentType === 'string' ? fields.componentType : null;
    if (type) features.add(`${parent} > ${type}`);
    for (const child of Object.values(fields)) visit(child, type ?? parent);
  };
  visit(page.contents ?? [], 'page');
  return features;
}

/**
 * The fewest published pages (chosen greedily, the most new features first, the seed's order breaking ties) that
 * together have every feature of every published page: every kind of header and every block in every block it is
 * nested in. Checks that are the same for every page with the same features (the editor's outlines and sidebar,
 * outside requests with the tag manager configured, axe at phone width) run on these: 14 of the demo's 55 pages.
 */
export const coveringPaths: string[] = (() => {
  const pages = (site.pages as Shape[]).map((page) => ({ path: pathOf(page.slug), features: featuresOf(page) }));
  const missing = new Set(pages.flatMap((page) => [...page.features]));
  const chosen: string[] = [];
  while (missing.size) {
    const gain = (page: (typeof pages)[number]) => [...page.features].filter((feature) => missing.has(feature)).length;
    const best = pages.reduce((a, b) => (gain(b) > gain(a) ? b : a));
    chosen.push(best.path);
    for (const feature of best.features) missing.delete(feature);
  }
  return chosen;
})();
