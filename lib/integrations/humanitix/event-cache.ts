// Keeps the provider's answer for a few minutes, asks it once at a time, and rides out its outages on the last good list.
import type { EventProvider, EventSession } from './types';
import { errorFields, log as serverLog, type LogFields } from '@/lib/log';

/** The provider failed and there is no earlier list to show instead. */
export class EventsUnavailableError extends Error {
  constructor(providerName: string) {
    super(`Events from ${providerName} are not available`);
    this.name = 'EventsUnavailableError';
  }
}

export type EventCacheOptions = {
  /** How long an answer is served before the provider is asked again. */
  freshForMs?: number;
  /** After a failure, how long the provider is left alone (the last good list, or the error, is served meanwhile). */
  retryAfterMs?: number;
  clock?: () => number;
  /** Where the one line about an outage goes (the server's log by default). */
  log?: (fields: LogFields) => void;
};

export type EventCache = {
  /** The provider's sessions, at most `freshForMs` old, or the last good ones while it fails. */
  sessions(): Promise<EventSession[]>;
};

export function createEventCache(provider: EventProvider, options: EventCacheOptions = {}): EventCache {
  const { freshForMs = 5 * 60_000, retryAfterMs = 30_000, clock = Date.now, log = (fields: LogFields) => serverLog.warn('events.providerFailed', fields) } = options;
  let good: { sessions: EventSession[]; at: number } | null = null;
  let failedAt: number | null = null;
  let inFlight: Promise<void> | null = null;

  async function refresh(): Promise<void> {
    try {
      good = { sessions: await provider.listSessions(), at: clock() };
      failedAt = null;
    } catch (error) {
      // One line per outage, not one per visitor: a provider that is down stays down for a while.
      if (failedAt === null) {
        log({ provider: provider.name, ...errorFields(error), showingListFrom: good ? new Date(good.at).toISOString() : null });
      }
      failedAt = clock();
    }
  }

  return {
    async sessions() {
      const now = clock();
      const fresh = good !== null && now - good.at < freshForMs;
      const restingAfterFailure = failedAt !== null && now - failedAt < retryAfterMs;
      if (!fresh && !restingAfterFailure) {
        // Everyone who asks while a request is out waits for that one request.
        inFlight ??= refresh().finally(() => {
          inFlight = null;
        });
        await inFlight;
      }
      if (good) return good.sessions;
      throw new EventsUnavailableError(provider.name);
    },
  };
}
