import { describe, expect, it } from 'vitest';
import { normalizeSlug, sitemapUrl } from '@/lib/content/pages/slug';
import { getAtPath, setAtPath } from '@/lib/content/value-at-path';
import { sanitizeRichText } from '@/lib/content/rich-text';

describe('normalizeSlug', () => {
  it.each([
    ['/About/', 'about'],
    ['//training//asist//', 'training/asist'],
    ['Get Help?', 'get-help'],
    ['a"b\'c#d', 'abcd'],
    // Control characters are never part of an address (a NUL could not even be looked up on every store).
    ['about\u0000', 'about'],
    ['a\u0007b\u007f', 'ab'],
    ['a\tb', 'a-b'],
    ['/', ''],
    ['', ''],
  ])('%j -> %j', (raw, slug) => expect(normalizeSlug(raw)).toBe(slug));
});

describe('sitemapUrl', () => {
  it('percent-encodes each part, so an old address with & or < cannot break the XML', () => {
    expect(sitemapUrl('https://example.org', 'get-help/crisis-line')).toBe('https://example.org/get-help/crisis-line');
    expect(sitemapUrl('https://example.org', 'help&support/<x>')).toBe('https://example.org/help%26support/%3Cx%3E');
    expect(sitemapUrl('https://example.org', '')).toBe('https://example.org/');
  });
});

describe('value at path', () => {
  const doc = { header: { title: 'T' }, contents: [{ text: 'a' }, { text: 'b' }] };
  it('reads dotted paths through objects and arrays', () => {
    expect(getAtPath(doc, 'contents.1.text')).toBe('b');
    expect(getAtPath(doc, 'header.missing.deep')).toBeUndefined();
  });
  it('writes without touching the original and keeps arrays arrays', () => {
    const next = setAtPath(doc, 'contents.1.text', 'B');
    expect(next.contents[1].text).toBe('B');
    expect(Array.isArray(next.contents)).toBe(true);
    expect(doc.contents[1].text).toBe('b');
    expect(next.contents[0]).toBe(doc.contents[0]);
  });
});

describe('rich text allow-list', () => {
  it('keeps headings, emphasis, lists and safe links; drops scripts, handlers and javascript: links', () => {
    const html = sanitizeRichText('<h2 style="x">Hi</h2><p onclick="x()"><strong>b</strong> <a href="javascript:alert(1)">x</a> <a href="https://example.org" target="_blank">ok</a></p><script>alert(1)</script><ul><li>i</li></ul>');
    expect(html).toBe('<h2>Hi</h2><p><strong>b</strong> <a>x</a> <a href="https://example.org" target="_blank" rel="noopener noreferrer">ok</a></p><ul><li>i</li></ul>');
  });
});
