import { describe, expect, it } from 'vitest';
import { visitorCacheControl } from '@/lib/visitor-cache-control';
import { headerRules, headerValues } from '../support/header-rules';

// Next applies every header rule whose source matches, in order: for a key set twice, the last one wins.
describe('headers of preview addresses (next.config.ts)', async () => {
  const rules = await headerRules();
  const finalHeader = (path: string, key: string, signedIn = false, headers: Record<string, string> = {}) =>
    headerValues(rules, path, key, { signedIn, headers }).at(-1);

  it('are never stored by a browser or shared cache, and never indexed', () => {
    for (const signedIn of [false, true]) {
      expect(finalHeader('/preview/aaa.bbb.ccc', 'Cache-Control', signedIn)).toBe('private, no-store');
      expect(finalHeader('/preview/aaa.bbb.ccc', 'X-Robots-Tag', signedIn)).toBe('noindex, nofollow');
      expect(finalHeader('/preview/aaa.bbb.ccc', 'Referrer-Policy', signedIn)).toBe('no-referrer');
    }
  });

  it('leave visitor pages, including ones whose address begins like a preview link, to the visitor rule', () => {
    expect(finalHeader('/about', 'Cache-Control')).toBe(visitorCacheControl);
    expect(finalHeader('/', 'Cache-Control')).toBe(visitorCacheControl);
    expect(finalHeader('/preview-days', 'Cache-Control')).toBe(visitorCacheControl);
    expect(finalHeader('/previews/spring', 'Cache-Control')).toBe(visitorCacheControl);
    expect(finalHeader('/about', 'X-Robots-Tag')).toBeUndefined();
  });

  it("give the preview route's own address (never a page's: 'preview' is reserved) the preview headers", () => {
    expect(finalHeader('/preview', 'Cache-Control')).toBe('private, no-store');
    expect(finalHeader('/preview', 'X-Robots-Tag')).toBe('noindex, nofollow');
  });

  it('send the security headers on every address', () => {
    for (const path of ['/', '/about', '/api/page/getPage', '/_next/static/chunks/a.js', '/sitemap.xml', '/preview/aaa.bbb.ccc']) {
      expect(finalHeader(path, 'Content-Security-Policy')).toContain("default-src 'self'");
      expect(finalHeader(path, 'X-Content-Type-Options')).toBe('nosniff');
    }
  });

  it("keep the redirect that adds Next's _rsc parameter out of shared caches", () => {
    expect(finalHeader('/about', 'Cache-Control', false, { rsc: '1' })).toBe('private, no-store');
    expect(finalHeader('/', 'Cache-Control', false, { rsc: '1' })).toBe('private, no-store');
  });
});
