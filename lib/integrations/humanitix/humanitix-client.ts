// The ticketing provider's public API (HUMANITIX_API_KEY): every upcoming event session of the account.
import { eventsOfPage, eventsPageQuery, sessionsOf } from './humanitix-fields';
import type { EventProvider, EventSession } from './types';

export type HumanitixClientOptions = {
  apiKey: string;
  /** The API's address, e.g. https://api.humanitix.com/v1/ (HUMANITIX_API_URL). */
  baseUrl: string;
  /** A visitor may be waiting: a page slower than this fails the whole list (the cache then serves the last one). */
  timeoutMs?: number;
  /** Events asked for per page; the provider allows up to 100. */
  pageSize?: number;
};

/** Far more events than one charity lists: a provider that keeps answering full pages is not believed past this. */
const MAX_PAGES = 50;

export function createHumanitixClient({ apiKey, baseUrl, timeoutMs = 8_000, pageSize = 100 }: HumanitixClientOptions): EventProvider {
  const eventsUrl = new URL('events', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);

  async function fetchPage(page: number): Promise<unknown[]> {
    const url = new URL(eventsUrl);
    url.search = eventsPageQuery(page, pageSize).toString();
    const response = await fetch(url, {
      headers: { 'x-api-key': apiKey, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    });
    if (!response.ok) throw new Error(`The event provider answered ${response.status} for page ${page}`);
    return eventsOfPage(await response.json());
  }

  return {
    name: 'Humanitix',
    async listSessions() {
      const sessions: EventSession[] = [];
      // A short page is the last one.
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const events = await fetchPage(page);
        sessions.push(...events.flatMap(sessionsOf));
        if (events.length < pageSize) break;
      }
      return sessions;
    },
  };
}
