// A stand-in for the ticketing provider's events API on 127.0.0.1: answers GET /v1/events page by page from a
// list of events, or as told (an error status, a slow answer), and records every request.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ProviderRequest = { path: string; query: URLSearchParams; apiKey: string | undefined };

export type HumanitixStandIn = {
  /** The API base address to configure (HUMANITIX_API_URL). */
  baseUrl: string;
  requests: ProviderRequest[];
  /** The account's events, served `pageSize` at a time. */
  events: unknown[];
  /** When set, every request gets this status (and no events). */
  failWith: number | null;
  /** Milliseconds to wait before answering. */
  delayMs: number;
  close: () => Promise<void>;
};

export async function startHumanitixStandIn(events: unknown[] = []): Promise<HumanitixStandIn> {
  const standIn: HumanitixStandIn = { baseUrl: '', requests: [], events, failWith: null, delayMs: 0, close: async () => {} };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const header = request.headers['x-api-key'];
    standIn.requests.push({ path: url.pathname, query: url.searchParams, apiKey: Array.isArray(header) ? header[0] : header });
    const answer = () => {
      if (response.destroyed) return;
      if (standIn.failWith) {
        response.writeHead(standIn.failWith, { 'content-type': 'application/json' });
        return response.end(JSON.stringify({ statusCode: standIn.failWith, error: 'Service Unavailable', message: 'Try again later' }));
      }
      if (url.pathname !== '/v1/events') {
        response.writeHead(404, { 'content-type': 'application/json' });
        return response.end('{}');
      }
      const page = Number(url.searchParams.get('page') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 100);
      const slice = standIn.events.slice((page - 1) * pageSize, page * pageSize);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ total: standIn.events.length, page, pageSize, events: slice }));
    };
    if (standIn.delayMs) setTimeout(answer, standIn.delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
  standIn.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return standIn;
}

/** An event as the provider's API describes it, with a single date unless `dates` are given. */
export function providerEvent(id: string, name: string, startDate: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    _id: id,
    name,
    slug: `${id}-slug`,
    url: `https://events.humanitix.com/${id}-slug`,
    public: true,
    published: true,
    startDate,
    endDate: new Date(Date.parse(startDate) + 3 * 3_600_000).toISOString(),
    timezone: 'Australia/Adelaide',
    eventLocation: { type: 'address', venueName: 'Tidewell Hall', address: `${id} Example Street, Adelaide SA 5000` },
    ticketTypes: [{ _id: `${id}-ticket`, name: 'General admission', price: 0 }],
    ...extra,
  };
}
