// The sections a visitor may narrow a search to: the navigation's first level (Get help, Training, Events, …). A page
// belongs to a section its links name, or lies under one of their addresses (/training/asist under /training). Pure.
import type { Link, Nav } from '@/lib/content/schemas';

export type SearchSection = { id: string; label: string; paths: string[] };

/** A page link's address as a slug ('/training/asist?x#y' → 'training/asist'); null for other links. */
function pathOf(link: Pick<Link, 'type' | 'href'>): string | null {
  if (link.type !== 'page') return null;
  const path = link.href.split(/[?#]/)[0].trim();
  if (!path.startsWith('/')) return null;
  return path.replace(/^\/+|\/+$/g, '').toLowerCase();
}

const idOf = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

/** The navigation's first-level items that lead somewhere, each with the addresses of its links. */
export function searchSections(nav: Pick<Nav, 'tierOneItems'>): SearchSection[] {
  const sections: SearchSection[] = [];
  for (const item of nav.tierOneItems) {
    const label = item.text.trim();
    const paths = [item, ...item.children].map(pathOf).filter((path): path is string => path !== null);
    const base = idOf(label);
    if (!label || !base || paths.length === 0) continue;
    let id = base;
    for (let n = 2; sections.some((section) => section.id === id); n += 1) id = `${base}-${n}`;
    sections.push({ id, label, paths: [...new Set(paths)] });
  }
  return sections;
}

/** How closely a section holds a page: 2 when a link names it, 1 when it lies under a link's address, else 0. */
function closeness(section: SearchSection, slug: string): number {
  if (section.paths.includes(slug)) return 2;
  return section.paths.some((path) => path !== '' && slug.startsWith(`${path}/`)) ? 1 : 0;
}

/** Whether a page (by slug) belongs to a section. */
export const inSection = (section: SearchSection, slug: string) => closeness(section, slug.toLowerCase()) > 0;

/** The section a result is shown under: the first that links the page, else the first it lies under; '' for none. */
export function sectionLabelOf(sections: readonly SearchSection[], slug: string): string {
  const lower = slug.toLowerCase();
  return (sections.find((section) => closeness(section, lower) === 2) ?? sections.find((section) => closeness(section, lower) === 1))?.label ?? '';
}
