// Small builders for the seeded demo content: links, content components and pages.
// Pure data only (no I/O), so the seed, tests and fixtures can all share them.
import type { Component, Header, Link, Page } from '../content/schemas';

export const DEMO_DOMAIN_ID = 'default';

export function pageLink(href: string, text: string): Link {
  return { type: 'page', href, text };
}

export function anchorLink(id: string, text: string): Link {
  return { type: 'anchor', href: `#${id}`, text };
}

export function externalLink(href: string, text: string): Link {
  return { type: 'external', href, text };
}

/** Plain text, shown as one paragraph. */
export function text(key: string, value: string): Component {
  return { componentType: 'Text', key, text: value };
}

/** HTML limited to p, h2, h3, strong, em, ul, ol, li and a. */
export function richText(key: string, html: string): Component {
  return { componentType: 'RichText', key, text: html };
}

/** Plain text: blank lines separate paragraphs, lines starting '## ' are headings. */
export function formattedText(key: string, value: string): Component {
  return { componentType: 'FormattedText', key, text: value };
}

/** A jump target: `id` is what an anchor link's '#id' points at. */
export function anchor(key: string, id: string): Component {
  return { componentType: 'Anchor', key, id };
}

export function linkBlock(key: string, link: Link): Component {
  return { componentType: 'Link', key, link };
}

export function button(key: string, link: Link, style: 'primary' | 'secondary' | 'plain' = 'primary'): Component {
  return { componentType: 'Button', key, link, notPrimary: style !== 'primary', secondary: style === 'secondary' };
}

export type PageDraft = {
  id: string;
  slug: string;
  headerType: Page['headerType'];
  header: Header;
  contents: Component[];
  /** 'category:value' tags, each offered by a seeded tag category (tag-categories.ts). */
  tags?: string[];
  frequency?: Page['frequency'];
  priority?: number;
  /** Page settings' 'Search keywords'. */
  searchKeywords?: string;
};

/** Turns a page's content into a complete, published `pages` document of a domain, stamped with `now`. */
export function buildPage(draft: PageDraft, now: Date, published = true, domainId = DEMO_DOMAIN_ID): Page {
  const at = now.toISOString();
  return {
    _id: draft.id,
    domainId,
    pageType: 'page',
    template: 'generic',
    slug: draft.slug,
    headerType: draft.headerType,
    // Copies, so a caller that edits one built site never changes the next.
    header: structuredClone(draft.header),
    contents: structuredClone(draft.contents),
    tags: [...(draft.tags ?? [])],
    roles: [],
    frequency: draft.frequency ?? 'monthly',
    priority: draft.priority ?? 0.6,
    searchKeywords: draft.searchKeywords ?? '',
    hideFromSearch: false,
    published,
    lastPublished: published ? at : null,
    updatedAt: at,
    createdAt: at,
    version: 0,
  };
}
