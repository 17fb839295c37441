// The event list's data: sessions as a ticketing provider gives them, and events as the `humanitix/list` call answers them.

/** One bookable session of an event (an event with several dates has one session per date). */
export type EventSession = {
  _id: string;
  name: string;
  slug: string;
  /** ISO 8601 instants. */
  startDate: string;
  endDate: string;
  eventLocation: { address: string };
  /** The provider's page where visitors book this event; null when it has none that is safe to link to. */
  url: string | null;
  /** A made-up event from the sample provider, shown (and labelled) while no ticketing account is configured. */
  sample?: boolean;
};

/** Where event sessions come from: the ticketing provider's API, or the sample provider. */
export interface EventProvider {
  /** Names the provider in logs. */
  readonly name: string;
  /** Every published session that has not ended (the list keeps those still to start). Throws when it cannot answer. */
  listSessions(): Promise<EventSession[]>;
}

/**
 * One event as the `humanitix/list` call answers it: only what the event list shows, with its dates already
 * formatted in the site's time zone, so a visitor's browser needs no date code.
 */
export type ListedEvent = {
  _id: string;
  name: string;
  /** ISO 8601 instant of the start, for a machine-readable <time>. */
  startDate: string;
  /** The start's date, 'do MMMM yyyy' (e.g. '14th March 2026'). */
  date: string;
  /** The start's day and time, 'EEEE h:mm aaa' (e.g. 'Saturday 9:30 am'). */
  time: string;
  address: string;
  url: string | null;
  sample: boolean;
};
