// vitest-isolate: installs the peer-address hook on Node's HTTP server for the whole module graph.
// The client's address for the per-address limits: the socket's peer, believed further back along
// X-Forwarded-For only through proxies listed in TRUSTED_PROXIES.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvSchema } from '@/lib/config/env';
import { clientAddress, installPeerAddress, trustedProxyList } from '@/lib/api/client-address';

const none = trustedProxyList([]);
const headers = (init: Record<string, string>) => new Headers(init);

describe('where no server records peers (the API tests)', () => {
  it('takes the last X-Forwarded-For entry as the peer, and earlier ones only through trusted proxies', () => {
    expect(clientAddress(headers({ 'x-forwarded-for': '203.0.113.9' }), none)).toBe('203.0.113.9');
    expect(clientAddress(headers({ 'x-forwarded-for': '198.51.100.1, 203.0.113.9' }), none)).toBe('203.0.113.9');
    const nginx = trustedProxyList(['10.0.0.0/8']);
    expect(clientAddress(headers({ 'x-forwarded-for': '198.51.100.1, 203.0.113.9, 10.1.2.3' }), nginx)).toBe('203.0.113.9');
    expect(clientAddress(headers({ 'x-forwarded-for': '::ffff:203.0.113.9, 10.1.2.3' }), nginx)).toBe('203.0.113.9');
    expect(clientAddress(headers({}), none)).toBe('unknown');
  });
});

describe('TRUSTED_PROXIES', () => {
  it('takes addresses and ranges of both families, and names the variable for anything else', () => {
    expect(EnvSchema.parse({ TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8' }).TRUSTED_PROXIES).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8']);
    expect(EnvSchema.parse({}).TRUSTED_PROXIES).toEqual([]);
    for (const bad of ['nginx', '10.0.0.0/33', '10.0.0.1/8/1', '*', '10.0.0']) {
      const result = EnvSchema.safeParse({ TRUSTED_PROXIES: bad });
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0].message).toContain('IP addresses or ranges');
    }
  });
});

describe('a server of this process', () => {
  let server: http.Server;
  let seen: Headers;
  let url: string;
  beforeAll(async () => {
    installPeerAddress();
    server = http.createServer((request, response) => {
      seen = new Headers();
      for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') seen.set(name, value);
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const ask = async (sent: Record<string, string>) => {
    await fetch(url, { headers: sent });
    return seen;
  };

  it('ignores a forged X-Forwarded-For, and a forged peer header, when no proxy is trusted', async () => {
    for (const forged of ['203.0.113.9', '198.51.100.1, 203.0.113.9']) {
      expect(clientAddress(await ask({ 'x-forwarded-for': forged, 'x-site-peer-address': 'guess 203.0.113.7' }), none), forged).toBe('127.0.0.1');
    }
    expect(clientAddress(await ask({}), none)).toBe('127.0.0.1');
  });

  it('believes the entry a trusted proxy added, and no further back than the proxies go', async () => {
    const loopback = trustedProxyList(['127.0.0.1']);
    expect(clientAddress(await ask({ 'x-forwarded-for': '203.0.113.9' }), loopback)).toBe('203.0.113.9');
    expect(clientAddress(await ask({ 'x-forwarded-for': '198.51.100.1, 203.0.113.9' }), loopback)).toBe('203.0.113.9');
    const chain = trustedProxyList(['127.0.0.1', '10.0.0.0/8']);
    expect(clientAddress(await ask({ 'x-forwarded-for': '198.51.100.1, 203.0.113.9, 10.0.0.7' }), chain)).toBe('203.0.113.9');
    // With nothing forwarded, a trusted proxy's own requests count as its own.
    expect(clientAddress(await ask({}), loopback)).toBe('127.0.0.1');
  });
});
