import 'server-only';
import { env } from '@/lib/config/env';
import { createEventCache, type EventCache } from './event-cache';
import { createHumanitixClient } from './humanitix-client';
import { listEvents } from './list-events';
import { createSampleProvider } from './sample-events';
import type { ListedEvent } from './types';

export { EventsUnavailableError } from './event-cache';

// One cache per server process (kept on globalThis so that reloading modules in development does not drop it).
const holder = globalThis as typeof globalThis & { __eventCache?: EventCache };

/** The ticketing provider's events when HUMANITIX_API_KEY is set, the labelled sample events otherwise. */
function eventCache(): EventCache {
  if (!holder.__eventCache) {
    const { HUMANITIX_API_KEY: apiKey, HUMANITIX_API_URL: baseUrl, SITE_TIME_ZONE: timeZone } = env();
    const provider = apiKey ? createHumanitixClient({ apiKey, baseUrl }) : createSampleProvider({ timeZone });
    holder.__eventCache = createEventCache(provider);
  }
  return holder.__eventCache;
}

/** Forgets the cached events and the provider choice (tests that change the configuration). */
export function resetEventCache(): void {
  holder.__eventCache = undefined;
}

/** Upcoming events for the event list. Throws EventsUnavailableError when the provider fails with nothing cached. */
export async function listUpcomingEvents({ filter, now }: { filter?: string; now: Date }): Promise<ListedEvent[]> {
  return listEvents(await eventCache().sessions(), { filter, now, timeZone: env().SITE_TIME_ZONE });
}
