// The pre-publish rules one by one, on pages made for each case, and every seeded demo page passing without blockers.
import { describe, expect, it } from 'vitest';
import { PageSchema, type Component, type Page } from '@/lib/content/schemas';
import { runPublishChecks, type SiteLookup } from '@/lib/content/pages/publish-checks';
import { crisisSignpost, sensitiveTopicOf } from '@/lib/content/pages/publish-checks/crisis-signpost';
import { headingLevels } from '@/lib/content/pages/publish-checks/heading-levels';
import { imageAlt } from '@/lib/content/pages/publish-checks/image-alt';
import { pageLinks } from '@/lib/content/pages/publish-checks/page-links';
import { isVagueLinkText, vagueLinkText } from '@/lib/content/pages/publish-checks/vague-link-text';
import { buildDemoSite } from '@/lib/seed/demo-content';
import { buildSecondDemoSite } from '@/lib/seed/second-site';

const site: SiteLookup = {
  publishedSlugs: new Set(['', 'contact', 'get-help', 'get-help/crisis-line']),
  pageSlugs: new Set(['', 'contact', 'get-help', 'get-help/crisis-line', 'news/winter-appeal', 'about']),
  redirects: [
    { from: '/old-contact', to: '/contact' },
    { from: '/old-news', to: '/news/winter-appeal' },
    { from: '/donate', to: 'https://give.example.org/' },
    { from: '/a', to: '/b' },
    { from: '/b', to: '/get-help?from=a' },
  ],
};

const page = (contents: Partial<Component>[], fields: Partial<Page> = {}): Page =>
  PageSchema.parse({ _id: 'page-about', domainId: 'default', slug: 'about', header: { title: 'About us' }, contents: contents.map((c, i) => ({ key: `k${i}`, ...c })), ...fields });
const input = (p: Page, sensitiveTopics: string[] = ['suicide', 'self-harm']) => ({ page: p, sensitiveTopics, site });
const rich = (text: string): Partial<Component> => ({ componentType: 'RichText', text });
const link = (href: string, text: string, type = 'page'): Partial<Component> => ({ componentType: 'Link', link: { type, href, text } });
const picture = (alt: string, extra: Record<string, unknown> = {}) => ({ desktop: { imageId: 'img-1', alt: '', ...extra }, alt });

describe('heading levels (warning)', () => {
  it('accepts headings that step down one level at a time and climb back freely', () => {
    const p = page([rich('<h2>Who we are</h2><h3>Our team</h3><h4>Volunteers</h4><h2>Our history</h2>'), { componentType: 'TitledArea', title: 'Contact', contents: [rich('<h3>By phone</h3>')] }]);
    expect(headingLevels(input(p))).toEqual([]);
  });

  it('warns when rich text jumps from level 2 to level 4, naming the block and the heading', () => {
    const [problem, ...rest] = headingLevels(input(page([rich('<h2>Who we are</h2><h4>Volunteers</h4>')])));
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ rule: 'heading-levels', severity: 'warning', path: 'contents.0.text' });
    expect(problem.message).toContain("'Volunteers' in the Rich Text block is level 4");
  });

  it('warns about a level 3 heading straight after the page title', () => {
    expect(headingLevels(input(page([rich('<h3>Our team</h3>')])))).toHaveLength(1);
  });

  it('counts block headings as level 2 and reads nested contents after their block, column by column', () => {
    const details = { componentType: 'ExpandableDetails', key: 'e', header: 'Details', contents: [rich('<h3>More</h3>')] };
    // h2 (details), h3 (inside), then h4 in the right column: one level at a time.
    expect(headingLevels(input(page([{ componentType: 'SplitContent', left: [details], right: [rich('<h4>Deep</h4>')] }])))).toEqual([]);
    const skipped = headingLevels(input(page([{ componentType: 'TitledArea', title: 'Contact', contents: [] }, rich('<h4>Deep</h4>')])));
    expect(skipped.map((p) => p.path)).toEqual(['contents.1.text']);
    expect(skipped[0].message).toContain('after a level 2 heading');
  });

  it('ignores headings without text, and accordion headers count as level 2', () => {
    const p = page([
      { componentType: 'TitledArea', title: '   ', contents: [] },
      { componentType: 'ListAccordion', items: [{ header: 'Question', contents: [rich('<h3>Answer</h3>')] }] },
      rich('<h3></h3>'),
    ]);
    expect(headingLevels(input(p))).toEqual([]);
  });
});

describe('image alternative text (blocker)', () => {
  it('accepts images with alt text on the image or on its reference, and images marked decorative', () => {
    const p = page(
      [
        { componentType: 'Media', image: picture('A boat at sea') },
        { componentType: 'Media', image: { desktop: { imageId: 'img-2', alt: 'Hills' }, alt: '' } },
        { componentType: 'Media', image: picture('', { decorative: true }) },
        { componentType: 'Media', image: { alt: '' } },
      ],
      { header: { title: 'About', description: '', quickLinks: [], image: picture('', { decorative: true }) } },
    );
    expect(imageAlt(input(p))).toEqual([]);
  });

  it('blocks an image with no alt that is not decorative, in a nested block', () => {
    const p = page([{ componentType: 'ContentPanel', contents: [{ componentType: 'Media', key: 'm', image: picture('  ') }] }]);
    const problems = imageAlt(input(p));
    expect(problems).toEqual([expect.objectContaining({ rule: 'image-alt', severity: 'blocker', path: 'contents.0.contents.0.image' })]);
    expect(problems[0].message).toContain('Media block has no alternative text');
  });

  it('checks the page header image', () => {
    const p = page([], { header: { title: 'About', description: '', quickLinks: [], image: picture('') } });
    expect(imageAlt(input(p))).toEqual([expect.objectContaining({ path: 'header.image', message: expect.stringContaining('the page header') })]);
  });

  it('reads a lone mobile image and the flat { imageId } form of a block image', () => {
    const p = page([
      { componentType: 'Media', image: { mobile: { imageId: 'img-3', alt: '' }, alt: '' } },
      { componentType: 'Testimonials', items: [{ quote: 'Q', quoteBy: 'Sam', image: { imageId: 'img-4', alt: '' } }] },
    ]);
    expect(imageAlt(input(p)).map((p) => p.path)).toEqual(['contents.0.image', 'contents.1.items.0.image']);
  });
});

describe('vague link text (warning)', () => {
  it('recognises the vague texts whatever their case, spaces and punctuation', () => {
    for (const text of ['Click here', ' here ', 'Read more…', 'MORE', 'Learn more!', 'link', 'read  more']) expect(isVagueLinkText(text), text).toBe(true);
    for (const text of ['Read more about our crisis line', 'Contact us', 'Here to help', '']) expect(isVagueLinkText(text), text).toBe(false);
  });

  it('warns about link fields and rich-text anchors, and leaves good text alone', () => {
    const p = page([link('/contact', 'Click here'), rich('<p>Call us, <a href="/contact">read more</a> or <a href="/get-help">get help now</a></p>'), link('/contact', 'Contact us')]);
    const problems = vagueLinkText(input(p));
    expect(problems.map((p) => [p.path, p.severity])).toEqual([
      ['contents.0.link', 'warning'],
      ['contents.1.text', 'warning'],
    ]);
    expect(problems[0].message).toContain("'Click here' in the Link block");
  });

  it('ignores an empty link, which visitors never see', () => {
    expect(vagueLinkText(input(page([link('', 'Read more')])))).toEqual([]);
  });

  it('checks the page header quick links', () => {
    const p = page([], { header: { title: 'About', description: '', quickLinks: [{ type: 'page', href: '/contact', text: 'More' }] } });
    expect(vagueLinkText(input(p))).toEqual([expect.objectContaining({ path: 'header.quickLinks.0' })]);
  });
});

describe('links to pages of the site (blocker)', () => {
  it('accepts published pages, the home page, the page itself, redirects to published pages and off-site links', () => {
    const p = page([
      link('/contact', 'Contact us'),
      link('/', 'Home'),
      link('/About', 'This page'),
      link('/old-contact', 'Old contact'),
      link('/donate', 'Donate'),
      link('/a', 'Chain'),
      link('/get-help/crisis-line#call', 'Crisis line'),
      link('https://example.org/', 'Elsewhere', 'external'),
      link('#top', 'Top', 'anchor'),
      rich('<p><a href="/get-help?x=1">Get help</a> <a href="mailto:hi@example.org">Email</a> <a href="https://example.org/nope">Out</a></p>'),
    ]);
    expect(pageLinks(input(p))).toEqual([]);
  });

  it('blocks a link to a page that is not published, saying so', () => {
    const [problem] = pageLinks(input(page([link('/news/winter-appeal', 'Winter appeal')])));
    expect(problem).toMatchObject({ rule: 'page-links', severity: 'blocker', path: 'contents.0.link' });
    expect(problem.message).toContain('/news/winter-appeal, a page that is not published yet');
  });

  it('blocks links to addresses with no page, in link fields and rich text, and redirects to unpublished pages', () => {
    const p = page([rich('<p><a href="/no-such-page">Gone</a></p>'), link('/old-news', 'Old news'), { componentType: 'Media', caption: { text: 'Watch', href: '/missing-video', type: 'page', icon: '' } }]);
    const problems = pageLinks(input(p));
    expect(problems.map((p) => p.path)).toEqual(['contents.0.text', 'contents.1.link', 'contents.2.caption']);
    expect(problems[0].message).toContain('/no-such-page, where there is no page');
  });
});

describe('crisis signpost on sensitive pages (blocker)', () => {
  const emergency: Partial<Component> = { componentType: 'EmergencyContact', header: 'Need help now?', phoneNumber: '13 11 14' };

  it('matches a topic against whole tags and values after a category, in any case', () => {
    expect(sensitiveTopicOf(['Suicide'], ['suicide'])).toBe('suicide');
    expect(sensitiveTopicOf(['Topic: Self-Harm'], ['suicide', 'self-harm'])).toBe('self-harm');
    expect(sensitiveTopicOf(['event:Suicide Protect', 'suicide-prevention'], ['suicide'])).toBeNull();
    expect(sensitiveTopicOf(['suicide'], [])).toBeNull();
  });

  it('blocks a sensitive page without an Emergency Contact block or a crisis contact', () => {
    const problems = crisisSignpost(input(page([rich('<p>Words</p>')], { tags: ['topic:suicide'] })));
    expect(problems).toEqual([expect.objectContaining({ rule: 'crisis-signpost', severity: 'blocker', path: 'tags' })]);
    expect(problems[0].message).toContain("tagged 'suicide'");
  });

  it('accepts an Emergency Contact block anywhere, even nested', () => {
    const p = page([{ componentType: 'SplitContent', left: [], right: [{ ...emergency, key: 'e' }] }], { tags: ['suicide'] });
    expect(crisisSignpost(input(p))).toEqual([]);
  });

  it('accepts a reference to the crisis-contact register, but not an empty one', () => {
    const withRef = page([{ componentType: 'CrisisContactCard', contactId: 'lifeline' }], { tags: ['self-harm'] });
    expect(crisisSignpost(input(withRef))).toEqual([]);
    const fieldRef = page([{ componentType: 'TitledArea', title: 'Help', helpline: { contactId: 'lifeline' }, contents: [] }], { tags: ['self-harm'] });
    expect(crisisSignpost(input(fieldRef))).toEqual([]);
    const empty = page([{ componentType: 'CrisisContactCard', contactId: '  ' }], { tags: ['self-harm'] });
    expect(crisisSignpost(input(empty))).toHaveLength(1);
  });

  it('leaves pages on other topics alone, and follows the site settings topics', () => {
    expect(crisisSignpost(input(page([], { tags: ['location:Adelaide'] })))).toEqual([]);
    expect(crisisSignpost(input(page([], { tags: ['grief'] }), ['Grief']))).toHaveLength(1);
  });
});

describe('all checks together', () => {
  it('lists blockers before warnings', () => {
    const checks = runPublishChecks(input(page([link('/contact', 'here'), { componentType: 'Media', image: picture('') }])));
    expect(checks.map((c) => c.severity)).toEqual(['blocker', 'warning']);
  });

  it('finds no blockers on any seeded demo page', () => {
    const now = new Date('2025-03-04T05:06:07.000Z');
    for (const demo of [buildDemoSite(now), buildSecondDemoSite(now)]) {
      const lookup: SiteLookup = { publishedSlugs: new Set(demo.pages.map((p) => p.slug)), pageSlugs: new Set(demo.pages.map((p) => p.slug)), redirects: [] };
      for (const seeded of demo.pages) {
        const blockers = runPublishChecks({ page: seeded, sensitiveTopics: demo.settings.sensitiveTopics, site: lookup }).filter((c) => c.severity === 'blocker');
        expect(blockers, seeded.slug).toEqual([]);
      }
    }
  });
});
