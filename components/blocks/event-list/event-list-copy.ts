// What the event list says (SPEC.md §4 spinner, §9 'Book Now'), in one place.
export const eventListCopy = {
  /** The spinner's name while events load. */
  loading: 'Loading events',
  bookNow: 'Book Now',
  /** Read after the event's name on each 'Book Now' link, like every link that opens a new tab. */
  opensNewTab: '(opens in a new tab)',
  empty: 'There are no upcoming events right now.',
  failed: 'Events cannot be shown right now. Please try again later.',
  /** On each made-up event the site lists while no ticketing account is configured. */
  sample: 'Sample event',
  /** Editor only: before the filter's value. */
  filterLabel: 'Filter events by name:',
} as const;
