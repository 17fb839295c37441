import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAllowedHref, sanitizePage } from '@/lib/content/pages/sanitize-page';
import { PageSchema } from '@/lib/content/schemas';
import { hasUsableImage } from '@/components/ui/responsive-image';
import { harnessWithAdmin, type Harness } from '../support/api-harness';

let h: Harness;
let admin: string;
beforeAll(async () => {
  ({ h, admin } = await harnessWithAdmin());
});
afterAll(() => h.close());

const hostile = '<p>Help<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">call</a></p>';
const split = {
  componentType: 'SplitContent',
  key: 'split-1',
  left: [
    {
      componentType: 'ContentPanel',
      key: 'panel-1',
      contents: [{ componentType: 'RichText', key: 'deep-rt', text: hostile }],
    },
  ],
  right: [{ componentType: 'ListAccordion', key: 'acc-1', items: [{ header: 'Q', link: { type: 'external', href: 'data:text/html,x', text: 'x' }, contents: [{ componentType: 'RichText', key: 'acc-rt', text: hostile }] }] }],
};

describe('a page is made safe at every depth when saved', () => {
  it('cleans a RichText three levels deep (split content column → content panel → rich text) and nested link addresses', async () => {
    const page = (await h.call('page/load', { query: { slug: 'about', domainId: 'default' }, cookie: admin })).body;
    const header = { ...page.header, quickLinks: [{ type: 'external', href: ' vbscript:msgbox(1)', text: 'Bad' }, { type: 'page', href: 'contact', text: 'Good' }] };
    const saved = await h.call('page/save', { body: { page: { ...page, header, contents: [...page.contents, split] } }, cookie: admin });
    expect(saved.status).toBe(200);

    const stored = (await h.store.collection('pages').findOne({ _id: page._id }))!;
    const storedSplit = (stored.contents as any[]).find((c) => c.key === 'split-1');
    expect(storedSplit.left[0].contents[0].text).toBe('<p>Help<a>call</a></p>');
    expect(storedSplit.right[0].items[0].contents[0].text).toBe('<p>Help<a>call</a></p>');
    expect(storedSplit.right[0].items[0].link.href).toBe('');
    expect((stored.header as any).quickLinks.map((l: { href: string }) => l.href)).toEqual(['', 'contact']);
    expect(JSON.stringify(stored)).not.toMatch(/<script|onerror|javascript:|vbscript:|data:text/i);
  });

  it('empties page and anchor links that a browser would follow to another host, keeping on-site ones', () => {
    const link = (type: string, href: string) => ({ componentType: 'ButtonCta', key: `b-${type}-${href}`, link: { type, href, text: 'Go' } });
    const leaving = ['//evil.example/x', '/\\evil.example', '/..//evil.example/x', '/%2e//evil.example/x', 'https://evil.example/'];
    const staying = ['/contact', 'contact', '/a/../contact#form', '?q=1'];
    const page = PageSchema.parse({
      _id: 'p',
      domainId: 'default',
      slug: 'x',
      contents: [...leaving.map((href) => link('page', href)), ...leaving.map((href) => link('anchor', href)), ...staying.map((href) => link('page', href))],
    });
    const hrefs = (sanitizePage(page).contents as unknown as { link: { href: string } }[]).map((c) => c.link.href);
    expect(hrefs).toEqual([...leaving.map(() => ''), ...leaving.map(() => ''), ...staying]);
  });

  it("keeps an image's src only when it is one of the site's own pictures, on save and when read", async () => {
    const page = (await h.call('page/load', { query: { slug: 'about', domainId: 'default' }, cookie: admin })).body;
    const image = (key: string, src: string) => ({ componentType: 'Media', key, image: { desktop: { src, alt: 'A picture' }, alt: 'A picture' } });
    const sources = ['/images/demo/calm-sail.svg', '/api/backup/download', '/api/forms/getSubmissions?domainId=default', 'https://evil.example/x.png', '/images/../api/x.png'];
    const saved = await h.call('page/save', { body: { page: { ...page, contents: sources.map((src, i) => image(`img-${i}`, src)) } }, cookie: admin });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const stored = (await h.store.collection('pages').findOne({ _id: page._id }))!;
    expect((stored.contents as { image: { desktop: { src?: string } } }[]).map((c) => c.image.desktop.src)).toEqual(['/images/demo/calm-sail.svg', undefined, undefined, undefined, undefined]);
    // An address stored before the rule is never drawn (so never fetched).
    expect(hasUsableImage({ desktop: { src: '/api/backup/download', alt: '' }, alt: '' })).toBe(false);
    expect(hasUsableImage({ desktop: { src: '/images/demo/calm-sail.svg', alt: '' }, alt: '' })).toBe(true);
  });

  it('keeps safe links and markup as they are', () => {
    const contents = [
      { componentType: 'RichText', key: 'r', text: '<p><strong>Call</strong> <a href="tel:131114">13 11 14</a></p>' },
      { componentType: 'ButtonCta', key: 'b', link: { type: 'external', href: 'https://example.org/a?b=1&c=2', text: 'Go' } },
    ];
    const page = PageSchema.parse({ _id: 'p', domainId: 'default', slug: 'x', contents });
    expect(sanitizePage(page)).toEqual(page);
  });

  it('refuses script, data and vbscript addresses however they are disguised', () => {
    const unsafe = [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'VBScript:msgbox(1)',
      'javascript&colon;alert(1)',
      '&#106;avascript:alert(1)',
      '&#x6A;avascript:alert(1)',
      '&#0000106avascript:alert(1)',
      'javascript&#58;alert(1)',
      'javascript&amp;colon;alert(1)',
      'jav&Tab;ascript:alert(1)',
    ];
    for (const href of unsafe) expect(isAllowedHref(href), JSON.stringify(href)).toBe(false);
    for (const href of ['https://a.org', 'http://a.org', 'mailto:help@a.org', 'tel:131114', '/contact', '#top', 'about-us', '?q=a:b', '']) {
      expect(isAllowedHref(href), href).toBe(true);
    }
  });

  it('refuses a page nested absurdly deep with 400 instead of failing', async () => {
    const page = (await h.call('page/load', { query: { slug: 'about', domainId: 'default' }, cookie: admin })).body;
    let nested: Record<string, unknown> = { componentType: 'RichText', key: 'bottom', text: 'x' };
    for (let i = 0; i < 100; i++) nested = { componentType: 'ContentPanel', key: `p${i}`, contents: [nested] };
    const result = await h.call('page/save', { body: { page: { ...page, contents: [nested] } }, cookie: admin });
    expect(result.status).toBe(400);
    expect(result.body.error.message).toBe('The page is nested too deeply to be saved.');
  });

  it('refuses, on save and on publish, a block at any depth that does not fit its own schema, naming where, and stores nothing', async () => {
    const page = (await h.call('page/load', { query: { slug: 'about', domainId: 'default' }, cookie: admin })).body;
    const before = await h.store.collection('pages').findOne({ _id: page._id });
    const badPanel = { componentType: 'ContentPanel', key: 'panel-x', contents: [{ componentType: 'Quote', key: 'q-x', quote: { words: 'not text' } }] };
    const unknown = { componentType: 'NoSuchBlock', key: 'nope' };
    const contents = [...page.contents, { ...split, left: [badPanel] }, unknown];
    for (const call of ['page/save', 'page/publishPage'] as const) {
      const result = await h.call(call, { body: { page: { ...page, contents } }, cookie: admin });
      expect(result.status, call).toBe(400);
      expect(result.body.error.code).toBe('invalid_input');
      const at = page.contents.length;
      expect(Object.keys(result.body.error.fields)).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^contents\\.${at}\\.left\\.0\\.contents\\.0\\.`)), `contents.${at + 1}`]));
      expect(result.body.error.fields[`contents.${at + 1}`]).toBe("There is no block of type 'NoSuchBlock'.");
    }
    expect(await h.store.collection('pages').findOne({ _id: page._id })).toEqual(before);
  });
});
