import type { BlockProps } from '../types';
import { editAttributes } from '../shared/edit-attributes';
import { textOrPlaceholder } from '../shared/edit-placeholder';
import { eventListCopy } from './event-list-copy';
import { EventListLoader } from '../block-parts';
import { EventListLoading } from './event-list-status';
import type { EventListData } from './schema';
import styles from './event-list.styles';

/**
 * The event list (SPEC.md 'Humanitix (filter)'): upcoming events from the ticketing provider, soonest first, each
 * with its date, time, address and a 'Book Now' link. The page is served with a spinner and the list is asked for
 * from the browser, so a cached page never shows stale events. In the editor the filter shows above the list, and
 * the list reloads as it changes.
 */
export function EventListBlock({ data, path, editing }: BlockProps<EventListData>) {
  return (
    <div className={`cs-event-list ${styles.block}`}>
      {editing ? (
        <p className={styles.editorNote}>
          {eventListCopy.filterLabel} <span {...editAttributes(`${path}.filter`, 'text')}>{textOrPlaceholder(data.filter, true)}</span>
        </p>
      ) : null}
      <EventListLoader filter={data.filter}>
        <EventListLoading />
      </EventListLoader>
    </div>
  );
}
