import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockRegistry, blocks } from '@/components/blocks/registry';
import { isValidVideoId } from '@/components/layout/video-overlay-url';
import { mapDefaults } from '@/components/blocks/map-content/schema';
import { demoImageId as serviceDemoImageId } from '@/lib/images/seed-images';
import { buildDemoSite } from '@/lib/seed/demo-content';
import { demoImageId, demoImageNames } from '@/lib/seed/demo-images';
import { imageIdsIn } from '@/lib/seed/seed-store';
import { componentListsOf, componentsOf, imagesOf } from './demo-walk';

const now = new Date('2025-03-04T05:06:07.000Z');
const site = buildDemoSite(now);
const everyPage = [...site.pages, site.draftOnlyPage];
const svgNames = readdirSync(path.join(process.cwd(), 'public/images/demo'))
  .filter((file) => file.endsWith('.svg'))
  .map((file) => file.replace(/\.svg$/, ''))
  .sort();
const richTextTags = ['p', 'h2', 'h3', 'strong', 'em', 'ul', 'ol', 'li', 'a'];

const ofType = (type: string) => site.pages.flatMap((page) => componentsOf(page).filter((c) => c.value.componentType === type));

describe('demo content blocks', () => {
  it('shows every registered block type at least once on a published page', () => {
    const used = new Set(site.pages.flatMap((page) => componentsOf(page).map((c) => c.value.componentType)));
    const missing = blocks.map((block) => block.componentType).filter((type) => !used.has(type));
    expect(missing).toEqual([]);
  });

  it('parses every component with its own block schema, to exactly what is stored (no defaults relied on)', () => {
    for (const page of everyPage) {
      for (const { value: component, where } of componentsOf(page)) {
        const block = blockRegistry.get(component.componentType);
        expect(block, `${where}: ${component.componentType} is not a registered block`).toBeDefined();
        const parsed = block!.schema.safeParse(component);
        expect(parsed.error?.issues ?? [], where).toEqual([]);
        expect(parsed.data, where).toEqual(component);
      }
    }
  });

  it('gives every component a key unique in its list, and fills the fields each block shows', () => {
    for (const page of everyPage) {
      for (const { value: list, where } of componentListsOf(page)) {
        const keys = list.map((c) => c.key);
        expect(new Set(keys).size, where).toBe(keys.length);
      }
      for (const { value: c, where } of componentsOf(page)) {
        if (['Text', 'RichText', 'FormattedText'].includes(c.componentType)) expect((c.text as string).trim(), where).not.toBe('');
        if (c.componentType === 'Anchor') expect(c.id, where).toMatch(/^[a-z0-9-]+$/);
        if (c.componentType === 'RichText') {
          const tags = [...(c.text as string).matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]);
          expect(tags.filter((tag) => !richTextTags.includes(tag)), where).toEqual([]);
        }
      }
    }
  });

  it('names only pictures that seeding stores: one demo SVG each, under the id the image service gives it', () => {
    expect([...demoImageNames].sort()).toEqual(svgNames);
    for (const name of demoImageNames) expect(demoImageId(name)).toBe(serviceDemoImageId(name));
    const seededIds = new Set(svgNames.map(serviceDemoImageId));
    const used = imageIdsIn(everyPage);
    expect([...used].filter((id) => !seededIds.has(id))).toEqual([]);
    // Enough variety that the carousels and testimonials do not repeat one picture.
    expect(used.size).toBeGreaterThanOrEqual(10);
  });

  it('serves block pictures from the image service, described where they carry meaning', () => {
    for (const page of site.pages) {
      for (const { value: image, where } of imagesOf(page)) {
        expect(image.desktop?.imageId, where).toMatch(/^demo-[a-z-]+$/);
        expect(image.desktop?.src, `${where}: block pictures come from the image service only`).toBeUndefined();
        expect(image.desktop?.alt, where).toBe(image.alt);
      }
    }
    // Carousel slides are nothing but the picture, so each must say what it shows.
    for (const { value: carousel, where } of ofType('OneActiveCarousel')) {
      for (const slide of carousel.slides as { image: { alt: string } }[]) expect(slide.image.alt.length, where).toBeGreaterThan(10);
    }
    // A picture without a video is the content; with one, the caption names the play button instead.
    for (const { value: media, where } of ofType('Media')) {
      const { image, video, caption } = media as unknown as { image: { alt: string }; video: { videoId: string }; caption: { text: string } };
      if (video.videoId) expect(caption.text, where).not.toBe('');
      else expect(image.alt, where).not.toBe('');
    }
  });

  it('plays one YouTube and one Vimeo demo video, with ids the overlay accepts', () => {
    const videos = ofType('Media').map((m) => m.value.video as { type: 'Youtube' | 'Vimeo'; videoId: string; isVimeo: boolean });
    const playable = videos.filter((video) => video.videoId);
    expect(playable.map((video) => video.type).sort()).toEqual(['Vimeo', 'Youtube']);
    for (const video of playable) {
      expect(isValidVideoId(video.type, video.videoId)).toBe(true);
      expect(video.isVimeo).toBe(video.type === 'Vimeo');
    }
    expect(playable.find((video) => video.type === 'Youtube')?.videoId).toBe('aqz-KE-bpKQ');
  });

  it('puts the contact page map at the block defaults, with an address', () => {
    const contact = site.pages.find((page) => page.slug === 'contact')!;
    const map = componentsOf(contact).find((c) => c.value.componentType === 'MapContent')?.value;
    expect(map).toMatchObject({ lat: mapDefaults.lat, lng: mapDefaults.lng, address: expect.stringContaining('Adelaide') });
  });

  it('keeps the slugs, headings and anchors that other code and tests rely on', () => {
    const bySlug = new Map(site.pages.map((page) => [page.slug, page]));
    for (const slug of ['', 'about', 'contact', 'privacy', 'get-help', 'training', 'training/asist']) expect(bySlug.has(slug), slug).toBe(true);
    const about = bySlug.get('about')!;
    expect(about.header.title).toBe('About us');
    const anchors = componentsOf(about).filter((c) => c.value.componentType === 'Anchor').map((c) => c.value.id);
    expect(anchors).toEqual(expect.arrayContaining(['our-story', 'our-values']));
  });
});
