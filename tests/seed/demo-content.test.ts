import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DomainSchema, FooterSchema, LinkSchema, NavSchema, PageSchema, SiteSettingsSchema, type Link, type Page } from '@/lib/content/schemas';
import { buildDemoSite } from '@/lib/seed/demo-content';

const now = new Date('2025-03-04T05:06:07.000Z');
const site = buildDemoSite(now);
const publishedSlugs = new Set(site.pages.map((p) => p.slug));
const allowedTypes = new Set(['Text', 'RichText', 'FormattedText', 'Anchor', 'Link', 'Button']);

function expectInternalOrExternal(link: { href: string }, where: string) {
  if (link.href.startsWith('/')) expect(publishedSlugs.has(link.href.slice(1)), `${where}: ${link.href}`).toBe(true);
  else expect(link.href, where).toMatch(/^https:\/\//);
}

function anchorIds(page: Page): Set<string> {
  return new Set(page.contents.filter((c) => c.componentType === 'Anchor').map((c) => c.id as string));
}

function pageLinks(page: Page): Link[] {
  const fromBlocks = page.contents.filter((c) => c.componentType === 'Link' || c.componentType === 'Button').map((c) => LinkSchema.parse(c.link));
  return [...page.header.quickLinks, ...fromBlocks];
}

describe('demo content', () => {
  it('parses every page, the draft, nav, footer, settings and domain without relying on defaults', () => {
    for (const page of [...site.pages, site.draftOnlyPage]) expect(PageSchema.parse(page), page._id).toEqual(page);
    expect(NavSchema.parse(site.nav)).toEqual(site.nav);
    expect(FooterSchema.parse(site.footer)).toEqual(site.footer);
    expect(SiteSettingsSchema.parse(site.settings)).toEqual(site.settings);
    expect(DomainSchema.parse(site.domain)).toEqual({ _id: 'default', name: expect.any(String), hostnames: ['localhost', '127.0.0.1'], published: true, isDefault: true });
  });

  it('has a home page and at least seven more published pages with unique slugs and ids', () => {
    const all = [...site.pages, site.draftOnlyPage];
    expect(site.pages.length).toBeGreaterThanOrEqual(8);
    expect(publishedSlugs.has('')).toBe(true);
    expect(new Set(all.map((p) => p.slug)).size).toBe(all.length);
    expect(new Set(all.map((p) => p._id)).size).toBe(all.length);
    for (const page of site.pages) {
      expect(page).toMatchObject({ domainId: 'default', pageType: 'page', template: 'generic', version: 0, roles: [], tags: [], published: true });
      expect([page.lastPublished, page.updatedAt, page.createdAt]).toEqual([now.toISOString(), now.toISOString(), now.toISOString()]);
    }
  });

  it('keeps the winter appeal as a never-published draft', () => {
    expect(site.draftOnlyPage).toMatchObject({ slug: 'news/winter-appeal', published: false, lastPublished: null });
    expect(publishedSlugs.has('news/winter-appeal')).toBe(false);
  });

  it('uses only the first block types, each with a unique key and its fields', () => {
    for (const page of [...site.pages, site.draftOnlyPage]) {
      const keys = page.contents.map((c) => c.key);
      expect(new Set(keys).size, page._id).toBe(keys.length);
      for (const c of page.contents) {
        expect(allowedTypes.has(c.componentType), `${page._id}/${c.key}`).toBe(true);
        if (c.componentType === 'Anchor') expect(c.id).toMatch(/^[a-z0-9-]+$/);
        else if (c.componentType === 'Link' || c.componentType === 'Button') expect(LinkSchema.safeParse(c.link).success).toBe(true);
        else expect(typeof c.text === 'string' && c.text.length > 0, `${page._id}/${c.key}`).toBe(true);
        if (c.componentType === 'Button') expect([typeof c.notPrimary, typeof c.secondary]).toEqual(['boolean', 'boolean']);
        if (c.componentType === 'RichText') {
          const tags = [...(c.text as string).matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]);
          expect(tags.every((t) => ['p', 'h2', 'h3', 'strong', 'em', 'ul', 'ol', 'li', 'a'].includes(t)), `${page._id}/${c.key}`).toBe(true);
        }
      }
    }
  });

  it('points every page, anchor and rich-text link at something that exists', () => {
    for (const page of site.pages) {
      const ids = anchorIds(page);
      expect(page.header.quickLinks.length, page._id).toBeGreaterThan(0);
      for (const link of pageLinks(page)) {
        if (link.type === 'anchor') expect(ids.has(link.href.replace(/^#/, '')), `${page._id}: ${link.href}`).toBe(true);
        else expectInternalOrExternal(link, page._id);
      }
      for (const c of page.contents.filter((c) => c.componentType === 'RichText')) {
        for (const [, href] of (c.text as string).matchAll(/href="([^"]*)"/g)) expectInternalOrExternal({ href }, `${page._id}/${c.key}`);
      }
    }
  });

  it('alternates header types, each with a demo illustration of the matching shape', () => {
    site.pages.forEach((page, i) => {
      expect(page.headerType).toBe(i % 2 === 0 ? 'FullWidthImageCustomHeader' : 'HalfWidthImageCustomHeader');
      const src = page.header.image?.desktop?.src ?? '';
      expect(src).toMatch(/^\/images\/demo\/[a-z-]+\.svg$/);
      const svg = readFileSync(path.join(process.cwd(), 'public', src), 'utf8');
      expect(svg).toContain(page.headerType === 'FullWidthImageCustomHeader' ? 'viewBox="0 0 1920 1080"' : 'viewBox="0 0 1000 1000"');
    });
  });

  it('links navigation and footer only to published pages or external sites', () => {
    expect(site.nav.tierOneItems.length).toBeGreaterThanOrEqual(4);
    expect(site.nav.tierOneItems.length).toBeLessThanOrEqual(5);
    for (const item of site.nav.tierOneItems) {
      expect(item.children.length).toBeGreaterThanOrEqual(2);
      expect(item.children.length).toBeLessThanOrEqual(4);
      for (const link of [item, ...item.children]) expectInternalOrExternal(link, `nav ${item.text}`);
    }
    for (const link of [site.nav.donate, site.nav.crisis, site.nav.emergency]) expectInternalOrExternal(link, 'nav');
    const f = site.footer;
    const footerLinks = [f.privacy, f.events, f.services, f.about, f.contact, f.facebook, f.instagram, f.youtube, ...f.groupLinks, ...f.getInvolvedLinks];
    for (const link of footerLinks) expectInternalOrExternal(link, `footer ${link.text}`);
    expect(f.acknowledgement).toMatch(/Traditional Custodians/);
    expect([f.groupsPagesTitle, f.getInvolvedPagesTitle].every(Boolean)).toBe(true);
    expect(f.groupLinks.length && f.getInvolvedLinks.length).toBeTruthy();
  });

  it('mentions no crisis number but 000 and the demo line', () => {
    const everything = JSON.stringify(site) + JSON.stringify(site.draftOnlyPage);
    const numbers = everything.match(/\b1[38]00 ?\d{3} ?\d{3}\b|\b13 ?\d{2} ?\d{2}\b/g) ?? [];
    expect(new Set(numbers)).toEqual(new Set(['1800 000 000']));
    expect(everything).toMatch(/call 000/i);
    expect(everything).toMatch(/demo/i);
  });

  it('builds independent copies on every call', () => {
    const first = buildDemoSite(now);
    first.pages[0].header.title = 'changed';
    first.pages[0].contents.length = 0;
    expect(buildDemoSite(now).pages[0]).toEqual(site.pages[0]);
  });
});
