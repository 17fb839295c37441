'use client';

import { useEffect, useState } from 'react';
import { cx } from '@/components/ui/class-names';
import { callApi } from '@/lib/api/client';
import type { ListedEvent } from '@/lib/integrations/humanitix/types';
import { eventListCopy as copy } from './event-list-copy';
import { EventListLoading } from './event-list-status';
import styles from './event-list.styles';

/** The events for one filter; null when they could not be loaded. */
type Answer = { filter: string; events: ListedEvent[] | null };

async function fetchEvents(filter: string, signal: AbortSignal): Promise<ListedEvent[]> {
  const events = await callApi<unknown>('humanitix/list', { body: { filter }, signal });
  if (!Array.isArray(events)) throw new Error('The event list answered without a list');
  return events as ListedEvent[];
}

function EventItem({ event }: { event: ListedEvent }) {
  return (
    <li className={styles.event}>
      <div className={styles.details}>
        <h3 className={styles.name}>{event.name}</h3>
        {event.sample ? <p className={styles.sample}>{copy.sample}</p> : null}
        <p className={styles.when}>
          <time dateTime={event.startDate}>
            <span className={styles.date}>{event.date}</span> <span className={styles.time}>{event.time}</span>
          </time>
        </p>
        {event.address ? <p className={styles.address}>{event.address}</p> : null}
      </div>
      {event.url ? (
        // Names the event too: a page of 'Book Now' links read out of context must still say which is which.
        <a
          className={cx('cs-button', styles.book)}
          href={event.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${copy.bookNow}: ${event.name} ${copy.opensNewTab}`}
        >
          {copy.bookNow}
        </a>
      ) : null}
    </li>
  );
}

/**
 * The upcoming events whose name holds `filter`, as the server lists and dates them. A spinner while they load,
 * and again whenever the filter changes (in the editor); a plain sentence when there are none or they cannot load.
 */
export function EventListLive({ filter }: { filter: string }) {
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchEvents(filter, controller.signal).then(
      (events) => setAnswer({ filter, events }),
      () => {
        // A request given up because the filter changed again is not a failure.
        if (!controller.signal.aborted) setAnswer({ filter, events: null });
      },
    );
    return () => controller.abort();
  }, [filter]);

  if (answer?.filter !== filter) return <EventListLoading />;
  if (!answer.events) return <p className={styles.message}>{copy.failed}</p>;
  if (!answer.events.length) return <p className={styles.message}>{copy.empty}</p>;
  return (
    <ul className={styles.list}>
      {answer.events.map((event) => (
        <EventItem key={event._id} event={event} />
      ))}
    </ul>
  );
}
