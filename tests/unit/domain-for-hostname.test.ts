// Which domain serves a host: the one rule behind pages, sitemap.xml, robots.txt, redirects and config/loadDomain.
import { describe, expect, it } from 'vitest';
import { domainForHostname } from '@/lib/content/domains/domain-for-hostname';
import { cleanHostname, isHostname, normaliseHostname } from '@/lib/content/domains/hostname';

const main = { _id: 'default', hostnames: ['127.0.0.1'], published: true, isDefault: true };
const hub = { _id: 'hub', hostnames: ['second.localhost', '127.0.0.2'], published: true, isDefault: false };
const draft = { _id: 'draft', hostnames: ['127.0.0.3'], published: false, isDefault: false };
const domains = [hub, draft, main];
const site = 'www.charity.example';

describe('domainForHostname', () => {
  it('gives a host name to the domain that lists it, published or not', () => {
    expect(domainForHostname(domains, '127.0.0.2', site)).toBe(hub);
    expect(domainForHostname(domains, '127.0.0.1', site)).toBe(main);
    expect(domainForHostname(domains, '127.0.0.3', site)?.published).toBe(false);
  });

  it('gives localhost and the host of SITE_URL to the default domain when no domain lists them', () => {
    expect(domainForHostname(domains, 'localhost', site)).toBe(main);
    expect(domainForHostname(domains, site, site)).toBe(main);
  });

  it('gives any other host no domain at all, rather than the default', () => {
    expect(domainForHostname(domains, 'unknown.example.org', site)).toBeNull();
    expect(domainForHostname(domains, 'charity.example', site)).toBeNull();
    expect(domainForHostname([hub], 'localhost', site)).toBeNull();
  });

  it('lets a domain that lists localhost take it from the default', () => {
    const listing = { ...draft, hostnames: ['localhost'] };
    expect(domainForHostname([main, listing], 'localhost', site)).toBe(listing);
  });

  it('prefers the published domain when two list one name (data from before names were unique)', () => {
    const twin = { ...draft, hostnames: ['127.0.0.2'] };
    expect(domainForHostname([twin, hub], '127.0.0.2', site)).toBe(hub);
  });
});

describe('host names', () => {
  it.each([
    ['second.localhost', 'second.localhost'],
    ['  Second.LOCALHOST:3000 ', 'second.localhost'],
    ['https://www.Example.org:443/about?x=1#top', 'www.example.org'],
    ['http://user:pass@example.org/', 'example.org'],
    ['example.org.', 'example.org'],
    ['127.0.0.2:3210', '127.0.0.2'],
  ])('normalises %j to %j', (raw, host) => {
    expect(normaliseHostname(raw)).toBe(host);
    expect(isHostname(normaliseHostname(raw))).toBe(true);
  });

  it.each(['', 'under_score.org', 'a..b', '-start.org', 'end-.org', 'space here', '[::1]', `${'a'.repeat(64)}.org`, `${'abcdefghi.'.repeat(26)}org`])(
    'refuses %j',
    (raw) => expect(isHostname(normaliseHostname(raw))).toBe(false),
  );

  it('reads a visitor request’s host like the pages do: port dropped, anything odd as localhost', () => {
    expect(cleanHostname('Second.Localhost:3000')).toBe('second.localhost');
    expect(cleanHostname('evil.example/../x')).toBe('localhost');
  });
});
