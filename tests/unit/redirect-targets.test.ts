// Redirect targets: paths of this site, or https addresses on the hosts REDIRECT_HOSTS lists (DESIGN.md §7), and
// how a visitor is sent to each from an address with no page.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reloadEnv } from '@/lib/config/env';
import { checkRedirects, RedirectSchema, storedRedirects, type Redirect } from '@/lib/content/site/redirects';
import { redirectLocation } from '@/lib/content/site/redirect-location';
import { redirectTarget } from '@/lib/content/site/follow-redirect';


const parse = (to: string) => RedirectSchema.safeParse({ from: '/a', to });
const r = (from: string, to: string): Redirect => ({ from, to, type: 301 });

beforeEach(() => {
  process.env.REDIRECT_HOSTS = 'donate.example.org, Shop.Example.org';
  reloadEnv();
});
afterEach(() => {
  delete process.env.REDIRECT_HOSTS;
  reloadEnv();
});

describe('redirect targets', () => {
  it('accepts https addresses on an allow-listed host, as given', () => {
    for (const to of ['https://donate.example.org/winter', 'https://shop.example.org', 'https://donate.example.org/give?fund=crisis#top']) {
      expect(parse(to).data?.to, to).toBe(to);
    }
  });

  it('refuses other hosts, http, ports, credentials and look-alikes, naming REDIRECT_HOSTS', () => {
    for (const to of [
      'https://elsewhere.example/x',
      'http://donate.example.org/winter',
      'https://donate.example.org:8443/',
      'https://user@donate.example.org/',
      'https://donate.example.org.evil.example/',
      'https://evil.example/?https://donate.example.org/',
      '//donate.example.org/winter',
      'https://donate.example.org/a b',
      'javascript:alert(1)',
      // Paths that a browser resolves to another host, or that become one when written back as a path.
      '/..//evil.example/x',
      '/.//evil.example/x',
      '/%2e//evil.example/x',
      '/%2E%2e//evil.example/x',
      '/a/../..//evil.example/x',
      '/\t/evil.example/x',
      '/\\evil.example/x',
    ]) {
      const result = parse(to);
      expect(result.success, to).toBe(false);
      expect(result.error?.issues[0].message, to).toBe(
        "The new address must start with '/' (an address on this site) or be an https:// address on a host listed in REDIRECT_HOSTS (one of donate.example.org, shop.example.org)",
      );
    }
  });

  it('refuses every absolute address while REDIRECT_HOSTS is empty', () => {
    delete process.env.REDIRECT_HOSTS;
    reloadEnv();
    expect(parse('https://donate.example.org/winter').error?.issues[0].message).toContain('REDIRECT_HOSTS (none is listed now)');
    expect(parse('/still-fine').success).toBe(true);
  });

  it('drops a stored redirect whose host has left the list, keeping the others', () => {
    const list = [r('/give', 'https://donate.example.org/'), r('/help', '/get-help')];
    expect(storedRedirects(list)).toEqual(list);
    process.env.REDIRECT_HOSTS = 'shop.example.org';
    reloadEnv();
    expect(storedRedirects(list)).toEqual([r('/help', '/get-help')]);
  });

  it('looks for loops among paths of this site only; an address elsewhere ends a chain', () => {
    expect(() => checkRedirects([r('/a', 'https://donate.example.org/a'), r('/b', '/a')])).not.toThrow();
    expect(() => checkRedirects([r('/a', '/b'), r('/b', '/a')])).toThrow('These redirects go round in a loop: /a → /b → /a.');
    expect(() => checkRedirects([r('/a', 'https://donate.example.org/'), r('/a', '/b')])).toThrow('There are two redirects from /a. Keep one.');
  });
});

describe('where a redirect sends the visitor', () => {
  const request = new URL('http://second.localhost:3000/old?utm_source=mail');
  it('keeps the host they asked for on a path of this site, with their query unless the target has its own', () => {
    expect(redirectLocation('/new', request)?.href).toBe('http://second.localhost:3000/new?utm_source=mail');
    expect(redirectLocation('/new?tab=2', request)?.href).toBe('http://second.localhost:3000/new?tab=2');
    expect(redirectLocation('/new#top', request)?.href).toBe('http://second.localhost:3000/new#top');
  });
  it('resolves dot segments as the browser will, and never sends a visitor to another host by a path', () => {
    expect(redirectLocation('/a/./b/../new', request)?.href).toBe('http://second.localhost:3000/a/new?utm_source=mail');
    for (const to of ['/..//evil.example/x', '/%2e//evil.example/x', '//evil.example/x', '/\\evil.example/x']) {
      expect(redirectLocation(to, request), to).toBeNull();
    }
  });
  it('uses an address on another host as it is, with their query unless the target has its own', () => {
    expect(redirectLocation('https://donate.example.org/give', request)?.href).toBe('https://donate.example.org/give?utm_source=mail');
    expect(redirectLocation('https://donate.example.org/give?fund=crisis', request)?.href).toBe('https://donate.example.org/give?fund=crisis');
  });
});

describe('an address with no page', () => {
  it('sends the visitor to an allow-listed address as stored', () => {
    expect(redirectTarget(r('/give', 'https://donate.example.org/winter?fund=crisis'), '127.0.0.2', '/give')).toBe('https://donate.example.org/winter?fund=crisis');
  });

  it('sends the visitor to a path of their own host, relative, with the target’s own query and anchor', () => {
    expect(redirectTarget({ from: '/old', to: '/new', type: 302 }, 'second.localhost', '/old')).toBe('/new');
    expect(redirectTarget(r('/old', '/new?from=old#top'), 'localhost', '/old')).toBe('/new?from=old#top');
  });

  it('never sends a stored path that leaves the site anywhere', () => {
    expect(redirectTarget(r('/old', '/..//evil.example/x'), 'localhost', '/old')).toBeNull();
  });
});
