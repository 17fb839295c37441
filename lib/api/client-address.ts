import crypto from 'node:crypto';
import http from 'node:http';
import net from 'node:net';

// Who is asking, for the per-address limits (sign-in, password reset, forms, new image sizes). A request's
// X-Forwarded-For is whatever its sender wrote, so it says nothing until a proxy we trust has added to it:
//
// - The server records the address of the socket each request came in on (installPeerAddress), in a header
//   only this process can write: its value carries a key made at start-up, so a sender cannot forge it.
// - From that peer, walking back along X-Forwarded-For, an entry is believed only while the hop that added it
//   is a trusted proxy (TRUSTED_PROXIES: addresses or ranges of the proxies in front, e.g. the shipped nginx).
//   With none configured, the client is the socket's peer, and a forged header changes nothing.
//
// Where no server of this process records peers (the API tests call the dispatcher directly), the last
// X-Forwarded-For entry stands for the peer.

type Registry = { key: string };
const REGISTRY = Symbol.for('crisis-support-site.peer-address');
const PEER_HEADER = 'x-site-peer-address';

const registry = (): Registry | undefined => (globalThis as { [REGISTRY]?: Registry })[REGISTRY];

/** '::ffff:10.0.0.1' (an IPv4 peer on a dual-stack socket) is 10.0.0.1. */
export const plainAddress = (address: string): string => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** Records the socket's peer on the request, replacing anything the sender put in that header. */
export function recordPeer(request: http.IncomingMessage, key: string): void {
  const peer = request.socket?.remoteAddress;
  if (peer) request.headers[PEER_HEADER] = `${key} ${plainAddress(peer)}`;
  else delete request.headers[PEER_HEADER];
}

/**
 * Makes every HTTP server of this process record the peer before anything reads the request (called once at
 * start-up, before Next handles a request; idempotent). Next creates its server itself, so this hooks the one
 * place every server hands a request over.
 */
export function installPeerAddress(): void {
  if (registry()) return;
  const key = crypto.randomUUID();
  (globalThis as { [REGISTRY]?: Registry })[REGISTRY] = { key };
  const emit = http.Server.prototype.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  http.Server.prototype.emit = function emitWithPeer(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') recordPeer(args[0] as http.IncomingMessage, key);
    return emit.call(this, event, ...args);
  } as typeof http.Server.prototype.emit;
}

/** An address ('10.0.0.5', '::1') or a range ('10.0.0.0/8', 'fd00::/8'); the error names what is wrong. */
export function parseProxyEntry(entry: string): { address: string; prefix?: number; family: 'ipv4' | 'ipv6' } | null {
  const [address, prefixText, ...rest] = entry.trim().split('/');
  const version = net.isIP(address ?? '');
  if (!version || rest.length) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  if (prefixText === undefined) return { address: address!, family };
  const prefix = Number(prefixText);
  if (!/^\d{1,3}$/.test(prefixText) || prefix > (version === 4 ? 32 : 128)) return null;
  return { address: address!, prefix, family };
}

/** The trusted proxies as a list that answers "is this address one of them?". */
export function trustedProxyList(entries: readonly string[]): net.BlockList {
  const list = new net.BlockList();
  for (const entry of entries) {
    const parsed = parseProxyEntry(entry);
    if (!parsed) continue;
    if (parsed.prefix === undefined) list.addAddress(parsed.address, parsed.family);
    else list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  return list;
}

function isTrusted(list: net.BlockList, address: string): boolean {
  const version = net.isIP(address);
  if (!version) return false;
  if (list.check(address, version === 4 ? 'ipv4' : 'ipv6')) return true;
  // An IPv4 proxy seen on a dual-stack socket, or listed as IPv4-mapped.
  return version === 4 && list.check(`::ffff:${address}`, 'ipv6');
}

/**
 * The client's address: the socket's peer, or, while that hop is a trusted proxy, the X-Forwarded-For entry it
 * added (and so on back). 'unknown' when the peer is not known (a request that arrived before start-up finished).
 */
export function clientAddress(headers: Headers, trusted: net.BlockList): string {
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => plainAddress(hop.trim()))
    .filter(Boolean);
  const recorded = registry();
  let peer: string | undefined;
  if (recorded) {
    const [key, address] = (headers.get(PEER_HEADER) ?? '').split(' ');
    peer = key === recorded.key && address ? address : undefined;
  } else {
    peer = forwarded.pop();
  }
  if (!peer) return 'unknown';
  let client = peer;
  while (isTrusted(trusted, client) && forwarded.length) client = forwarded.pop()!;
  return client;
}
