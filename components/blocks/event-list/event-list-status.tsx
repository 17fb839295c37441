import { eventListCopy } from './event-list-copy';
import styles from './event-list.styles';

/** The spinner while events load: the server renders it, and the live list shows it again on every reload. */
export function EventListLoading() {
  return (
    <div role="status" className={styles.loading}>
      <span className={styles.spinner} aria-hidden="true" />
      {eventListCopy.loading}
    </div>
  );
}
