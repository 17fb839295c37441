import { demoDocumentHref, demoDocuments } from '@/lib/seed/demo-documents';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DomainSchema, FooterSchema, NavSchema, PageSchema, SiteSettingsSchema, type Page } from '@/lib/content/schemas';
import { buildDemoSite } from '@/lib/seed/demo-content';
import { componentsOf, linksOf } from './demo-walk';

const now = new Date('2025-03-04T05:06:07.000Z');
const site = buildDemoSite(now);
const publishedSlugs = new Set(site.pages.map((p) => p.slug));

const demoDocumentHrefs = new Set(demoDocuments.map((document) => demoDocumentHref(document.name)));

function expectInternalOrExternal(link: { href: string }, where: string) {
  // A document the seed puts in the library.
  if (link.href.startsWith('/api/file/')) expect(demoDocumentHrefs.has(link.href), `${where}: ${link.href}`).toBe(true);
  else if (link.href.startsWith('/')) expect(publishedSlugs.has(link.href.slice(1)), `${where}: ${link.href}`).toBe(true);
  // A crisis-contact reference dials the register's number.
  else if (link.href.startsWith('tel:')) expect(link.href, where).toMatch(/^tel:\d+$/);
  else expect(link.href, where).toMatch(/^https:\/\//);
}

function anchorIds(page: Page): Set<string> {
  return new Set(componentsOf(page).filter((c) => c.value.componentType === 'Anchor').map((c) => c.value.id as string));
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
      expect(page).toMatchObject({ domainId: 'default', pageType: 'page', template: 'generic', version: 0, roles: [], published: true });
      expect([page.lastPublished, page.updatedAt, page.createdAt]).toEqual([now.toISOString(), now.toISOString(), now.toISOString()]);
    }
  });

  it('keeps the winter appeal as a never-published draft', () => {
    expect(site.draftOnlyPage).toMatchObject({ slug: 'news/winter-appeal', published: false, lastPublished: null });
    expect(publishedSlugs.has('news/winter-appeal')).toBe(false);
  });

  it('points every page, anchor and rich-text link at something that exists, however deeply nested', () => {
    for (const page of site.pages) {
      const ids = anchorIds(page);
      expect(page.header.quickLinks.length, page._id).toBeGreaterThan(0);
      for (const { value: link, where } of linksOf(page)) {
        // An empty href is a link left unset ('no link'); the blocks draw nothing for it.
        if (!link.href) continue;
        if (link.type === 'anchor') expect(ids.has(link.href.replace(/^#/, '')), `${where}: ${link.href}`).toBe(true);
        else expectInternalOrExternal(link, where);
      }
      for (const { value: c, where } of componentsOf(page).filter((c) => c.value.componentType === 'RichText')) {
        for (const [, href] of (c.text as string).matchAll(/href="([^"]*)"/g)) expectInternalOrExternal({ href }, where);
      }
    }
  });

  it('alternates header types, each with a demo illustration of the matching shape from the image service', () => {
    site.pages.forEach((page, i) => {
      expect(page.headerType).toBe(i % 2 === 0 ? 'FullWidthImageCustomHeader' : 'HalfWidthImageCustomHeader');
      const { imageId = '', src = '', alt } = page.header.image?.desktop ?? {};
      const name = imageId.replace(/^demo-/, '');
      // The static file is the same picture, for the header until it reads image ids.
      expect([imageId, src, alt], page._id).toEqual([`demo-${name}`, `/images/demo/${name}.svg`, '']);
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
    // Typed in the register, and dialled (tel:1800000000) by the references that name it.
    expect(new Set(numbers)).toEqual(new Set(['1800 000 000', '1800000000']));
    expect(everything).toMatch(/call 000/i);
    expect(everything).toMatch(/demo/i);
  });

  it('names a helpline in page text only through the register, so a changed number changes everywhere', () => {
    const register = JSON.stringify(site.settings.crisisContacts);
    expect(register).toContain('1800 000 000');
    for (const page of [...site.pages, site.draftOnlyPage]) {
      // Rich text refers to the entry; only a block's fallback beside its register id may type the number. A form's
      // success email is sent as written; a phone field's placeholder is a made-up mobile number.
      const text = JSON.stringify({ ...page, contents: componentsOf(page).map(({ value }) => (value.contactId ? { ...value, phoneNumber: '' } : value)) }, (key, value) =>
        key === 'successEmailText' || key === 'placeholder' ? undefined : value,
      );
      // Plain text refers to it with {{crisis:…}}.
      const typed = text.replace(/<a [^>]*data-crisis-contact=\\"[a-z-]+\\"[^>]*>[^<]*<\/a>/g, '').replace(/\{\{crisis:[a-z-]+(:[a-z]+)?\}\}/g, '');
      expect(typed, page._id).not.toMatch(/1800 ?000 ?000/);
      expect(typed, page._id).not.toMatch(/(?<![\d,])000\b/);
    }
    const richTexts = site.pages.flatMap((page) => componentsOf(page).map(({ value }) => value)).filter((value) => value.componentType === 'RichText');
    expect(richTexts.some((value) => String(value.text).includes('data-crisis-contact="crisis-line"'))).toBe(true);
    expect(site.pages.some((page) => JSON.stringify(page.contents).includes('{{crisis:emergency}}'))).toBe(true);
  });

  it('builds independent copies on every call', () => {
    const first = buildDemoSite(now);
    first.pages[0].header.title = 'changed';
    first.pages[0].contents.length = 0;
    expect(buildDemoSite(now).pages[0]).toEqual(site.pages[0]);
  });
});
