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

/** What the editor and the visitor see of a page, without its words: the header's parts and every block type, nested ones too. */
export function layoutOf(page: Shape): string {
  const types = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(types)
      : value && typeof value === 'object'
        ? Object.entries(value as Record<string, unknown>)
            .filter(([key, child]) => key === 'componentType' || (child && typeof child === 'object'))
            .map(([key, child]) => (key === 'componentType' ? child : [key, types(child)]))
        : null;
  const header = (page.header ?? {}) as Record<string, unknown>;
  return JSON.stringify([page.headerType, Object.keys(header).filter((key) => header[key] !== '' && header[key] !== undefined).sort(), types(page.contents ?? [])]);
}

/**
 * One published page per layout: the course, group and event pages are many pages of a few layouts. Checks that
 * are the same for every page of a layout (the editor's outlines and sidebar, outside requests with the tag
 * manager configured) run on these.
 */
export const onePathPerLayout: string[] = (() => {
  const seen = new Set<string>();
  const chosen: string[] = [];
  for (const page of site.pages as Shape[]) {
    const layout = layoutOf(page);
    if (seen.has(layout)) continue;
    seen.add(layout);
    chosen.push(pathOf(page.slug));
  }
  return chosen;
})();
