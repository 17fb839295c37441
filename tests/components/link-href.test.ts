import { describe, expect, it } from 'vitest';
import { isUsableLink, linkHref, opensNewTab } from '@/components/ui/link-href';
import { safeHref } from '@/components/ui/safe-href';

describe('link addresses', () => {
  it('complete page slugs and anchors typed without their slash or hash', () => {
    expect(linkHref({ type: 'page', href: 'about-us' })).toBe('/about-us');
    expect(linkHref({ type: 'page', href: '/about-us' })).toBe('/about-us');
    expect(linkHref({ type: 'anchor', href: 'opening-hours' })).toBe('#opening-hours');
    expect(linkHref({ type: 'anchor', href: '#opening-hours' })).toBe('#opening-hours');
    expect(linkHref({ type: 'file', href: '/files/annual-report.pdf' })).toBe('/files/annual-report.pdf');
    expect(linkHref({ type: 'external', href: 'https://example.org' })).toBe('https://example.org');
  });

  it('refuse script and data URLs however they are disguised', () => {
    for (const href of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', 'vbscript:x']) {
      expect(safeHref(href), href).toBeUndefined();
      expect(linkHref({ type: 'external', href }), href).toBeUndefined();
    }
  });

  it('send page and anchor links nowhere when a browser would take the visitor to another host', () => {
    for (const href of ['//evil.example', '//evil.example/x', '/\\evil.example', '\\\\evil.example', '/..//evil.example/x', '/%2e//evil.example/x', 'https://evil.example', 'javascript:alert(1)']) {
      expect(linkHref({ type: 'page', href }), `page ${href}`).toBeUndefined();
      expect(linkHref({ type: 'anchor', href }), `anchor ${href}`).toBeUndefined();
    }
    expect(linkHref({ type: 'page', href: '/a/../contact?x=1#form' })).toBe('/a/../contact?x=1#form');
    expect(linkHref({ type: 'anchor', href: '/contact#form' })).toBe('/contact#form');
    // External links are meant to leave: their addresses are judged by scheme alone.
    expect(linkHref({ type: 'external', href: 'https://evil.example/' })).toBe('https://evil.example/');
  });

  it('allow web, mail, phone and relative addresses', () => {
    for (const href of ['https://a.org', 'http://a.org', 'mailto:help@a.org', 'tel:131114', '/contact', '#top', '?q=1']) {
      expect(safeHref(href), href).toBe(href);
    }
  });

  it('open only external web links in a new tab, never phone or mail links', () => {
    expect(opensNewTab({ type: 'external' }, 'https://a.org')).toBe(true);
    expect(opensNewTab({ type: 'external' }, 'tel:000')).toBe(false);
    expect(opensNewTab({ type: 'page' }, '/about')).toBe(false);
  });

  it('treat a link without words or without a safe address as nothing to show', () => {
    expect(isUsableLink({ type: 'page', href: '/a', text: 'About' })).toBe(true);
    expect(isUsableLink({ type: 'page', href: '/a', text: '  ' })).toBe(false);
    expect(isUsableLink({ type: 'page', href: '', text: 'About' })).toBe(false);
    expect(isUsableLink({ type: 'external', href: 'javascript:x', text: 'Bad' })).toBe(false);
  });
});
