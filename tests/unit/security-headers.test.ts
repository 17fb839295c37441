import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '@/lib/security-headers';
import { headerRules, headerValues } from '../support/header-rules';

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe('content security policy', () => {
  const captcha = 'https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/';

  it('allows no Google Maps or tag manager script, calls or images without their keys; only the captcha script', () => {
    const policy = contentSecurityPolicy({ https: false });
    expect(policy).not.toContain('googleapis.com');
    expect(policy).not.toContain('maps.gstatic.com');
    expect(policy).not.toContain('googletagmanager');
    expect(policy).not.toContain('google-analytics');
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' 'unsafe-inline' ${captcha}`);
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
  });

  it('with GTM_ID allows the tag manager script and the analytics calls it makes', () => {
    const policy = contentSecurityPolicy({ https: false, tagManager: true });
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' 'unsafe-inline' ${captcha} https://www.googletagmanager.com`);
    expect(directive(policy, 'connect-src')).toContain('https://*.google-analytics.com');
  });

  it('with a Maps key allows exactly the Maps script, its calls and its images', () => {
    const policy = contentSecurityPolicy({ https: false, googleMaps: true });
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' 'unsafe-inline' ${captcha} https://maps.googleapis.com`);
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://maps.googleapis.com https://places.googleapis.com");
    expect(directive(policy, 'img-src')).toContain('https://maps.gstatic.com');
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
  });
});

describe('caching headers of visitor pages (next.config.ts)', async () => {
  const { visitorCacheControl } = await import('@/lib/visitor-cache-control');
  const rules = await headerRules();
  // What Cache-Control each rule that applies sets, in order (a rule that sets none is left out).
  const cacheControlFor = (path: string, signedIn: boolean) => headerValues(rules, path, 'Cache-Control', { signedIn });

  it('lets shared caches keep a published page for a minute at most before asking again, browsers not at all', () => {
    expect(visitorCacheControl).toMatch(/^public, max-age=0, s-maxage=60, stale-while-revalidate=\d+/);
    for (const path of ['/', '/about', '/training/asist', '/login']) expect(cacheControlFor(path, false), path).toEqual([visitorCacheControl]);
  });

  it('never lets anyone store what a signed-in editor is sent', () => {
    for (const path of ['/', '/about']) expect(cacheControlFor(path, true), path).toEqual(['private, no-store']);
  });

  it('leaves the API, the health check, Next files and static files to their own headers', () => {
    for (const path of ['/api/user/me', '/api/image/abc', '/api', '/health', '/_next/static/chunk.js', '/robots.txt', '/icon.svg']) {
      expect(cacheControlFor(path, false), path).toEqual([]);
    }
  });
});
