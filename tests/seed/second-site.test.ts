// The second demo domain (the Tidewell Training Hub): complete data that parses without relying on defaults,
// links only to its own pages, and never shares a page address with the first site but the home page.
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '@/components/blocks/registry';
import { DomainSchema, FooterSchema, NavSchema, PageSchema, SiteSettingsSchema } from '@/lib/content/schemas';
import { buildDemoSite } from '@/lib/seed/demo-content';
import { buildSecondDemoSite } from '@/lib/seed/second-site';
import { componentsOf, linksOf } from './demo-walk';

const now = new Date('2025-03-04T05:06:07.000Z');
const first = buildDemoSite(now);
const second = buildSecondDemoSite(now);
const ownSlugs = new Set(second.pages.map((p) => p.slug));

describe('second demo site', () => {
  it('is a published, non-default domain on second.localhost and 127.0.0.2', () => {
    expect(DomainSchema.parse(second.domain)).toEqual({
      _id: 'second-site', name: 'Tidewell Training Hub', hostnames: ['second.localhost', '127.0.0.2'], published: true, isDefault: false,
    });
    expect(first.domain.hostnames.some((h) => second.domain.hostnames.includes(h))).toBe(false);
  });

  it('has its own published home page and one more page, each parsing to exactly what is stored', () => {
    expect(second.pages.map((p) => p.slug)).toEqual(['', 'workshop-calendar']);
    for (const page of second.pages) {
      expect(PageSchema.parse(page), page._id).toEqual(page);
      expect(page).toMatchObject({ domainId: 'second-site', published: true, lastPublished: now.toISOString() });
      expect(page.header.quickLinks.length).toBeGreaterThan(0);
      for (const { value: component, where } of componentsOf(page)) {
        const parsed = blockRegistry.get(component.componentType)?.schema.safeParse(component);
        expect(parsed?.data, where).toEqual(component);
      }
    }
    const firstIds = new Set([...first.pages, first.draftOnlyPage].map((p) => p._id));
    expect(second.pages.filter((p) => firstIds.has(p._id))).toEqual([]);
    const firstSlugs = new Set(first.pages.map((p) => p.slug));
    expect(second.pages.filter((p) => p.slug && firstSlugs.has(p.slug))).toEqual([]);
  });

  it('has its own navigation, footer and settings, with a site name of its own', () => {
    expect(NavSchema.parse(second.nav)).toEqual(second.nav);
    expect(FooterSchema.parse(second.footer)).toEqual(second.footer);
    expect(SiteSettingsSchema.parse(second.settings)).toEqual(second.settings);
    expect(second.settings).toMatchObject({ domainId: 'second-site', siteName: 'Tidewell Training Hub' });
    expect(second.settings.siteName).not.toBe(first.settings.siteName);
    expect(second.nav).not.toEqual(first.nav);
    expect(second.footer.acknowledgement).not.toBe(first.footer.acknowledgement);
  });

  it('links only to its own pages (or leaves a link unset)', () => {
    const f = second.footer;
    const chromeLinks = [
      ...second.nav.tierOneItems.flatMap((item) => [item, ...item.children]),
      second.nav.donate, second.nav.crisis, second.nav.emergency,
      f.privacy, f.events, f.services, f.about, f.contact, f.facebook, f.instagram, f.youtube, ...f.groupLinks, ...f.getInvolvedLinks,
    ];
    const pageLinks = second.pages.flatMap((page) => linksOf(page).map(({ value }) => value));
    for (const link of [...chromeLinks, ...pageLinks]) {
      if (!link.href || link.href.startsWith('#')) continue;
      expect(ownSlugs.has(link.href.replace(/^\//, '').replace(/#.*$/, '')), link.href).toBe(true);
    }
  });
});
