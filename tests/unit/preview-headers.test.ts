import { describe, expect, it } from 'vitest';
import { visitorCacheControl } from '@/lib/visitor-cache-control';

// Next applies every header rule whose source matches, in order: for a key set twice, the last one wins.
describe('headers of preview addresses (next.config.ts)', async () => {
  const { default: config } = await import('@/next.config');
  const rules = await config.headers!();
  const matching = (path: string, signedIn: boolean) =>
    rules.filter((rule) => {
      if (rule.source === '/') return path === '/';
      const pattern = /^\/:path\((.*)\)$/.exec(rule.source)?.[1];
      if (pattern === undefined) return rule.source === '/:path*';
      if (!new RegExp(`^/${pattern}$`).test(path)) return false;
      const cookie = (list?: { type: string; key?: string }[]) => list?.some((c) => c.type === 'cookie' && c.key === 'authToken');
      if (rule.missing && cookie(rule.missing)) return !signedIn;
      if (rule.has && cookie(rule.has)) return signedIn;
      return true;
    });
  const finalHeader = (path: string, key: string, signedIn = false) =>
    matching(path, signedIn)
      .flatMap((rule) => rule.headers)
      .filter((h) => h.key === key)
      .at(-1)?.value;

  it('are never stored by a browser or shared cache, and never indexed', () => {
    for (const signedIn of [false, true]) {
      expect(finalHeader('/preview/aaa.bbb.ccc', 'Cache-Control', signedIn)).toBe('private, no-store');
      expect(finalHeader('/preview/aaa.bbb.ccc', 'X-Robots-Tag', signedIn)).toBe('noindex, nofollow');
      expect(finalHeader('/preview/aaa.bbb.ccc', 'Referrer-Policy', signedIn)).toBe('no-referrer');
    }
  });

  it('leave visitor pages, including a page called preview, to the visitor rule', () => {
    expect(finalHeader('/about', 'Cache-Control')).toBe(visitorCacheControl);
    expect(finalHeader('/preview', 'Cache-Control')).toBe(visitorCacheControl);
    expect(finalHeader('/about', 'X-Robots-Tag')).toBeUndefined();
  });
});
