import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '@/lib/security-headers';

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe('content security policy', () => {
  it('allows no Google Maps script, calls or images without a Maps key', () => {
    const policy = contentSecurityPolicy({ https: false });
    expect(policy).not.toContain('googleapis.com');
    expect(policy).not.toContain('gstatic.com');
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'unsafe-inline'");
  });

  it('with a Maps key allows exactly the Maps script, its calls and its images', () => {
    const policy = contentSecurityPolicy({ https: false, googleMaps: true });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'unsafe-inline' https://maps.googleapis.com");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://maps.googleapis.com https://places.googleapis.com");
    expect(directive(policy, 'img-src')).toContain('https://maps.gstatic.com');
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
  });
});
