import { CardGrid } from '@/components/hub/card-grid';
import { cx } from '@/components/ui/class-names';
import { FEATURED_CARDS, type HubPageItem } from '@/lib/hub/types';
import { domId } from '../shared/dom-id';
import { editAttributes } from '../shared/edit-attributes';
import { showsText, textOrPlaceholder } from '../shared/edit-placeholder';
import { featuredContentCopy as copy } from './featured-content-copy';
import styles from './featured-content.styles';

type Props = { path: string; heading: string; pages: readonly HubPageItem[]; editing: boolean; status?: string };

/**
 * The heading and up to 3 cards (SPEC.md §2). No client code: visitors get it rendered on the server with the
 * cards loaded for the page; the editor renders it around the cards it asked for. Visitors never meet a heading
 * without cards.
 */
export function FeaturedView({ path, heading, pages, editing, status = '' }: Props) {
  const cards = pages.slice(0, FEATURED_CARDS);
  if (!editing && cards.length === 0) return null;
  const headingId = domId(path, 'heading');
  const named = Boolean(heading.trim());
  return (
    <section className={cx('cs-featured-content', styles.block)} aria-labelledby={named ? headingId : undefined}>
      {showsText(heading, editing) ? (
        <h2 id={headingId} className={styles.heading} {...editAttributes(`${path}.heading`, 'text')}>
          {textOrPlaceholder(heading, editing)}
        </h2>
      ) : null}
      {editing ? (
        <div className={styles.editorNotes}>
          <button type="button" className={styles.addFilters} {...editAttributes(`${path}.tagFilter`, 'select')}>
            {copy.addFilters}
          </button>
          <p className={styles.status} role="status">
            {status}
          </p>
        </div>
      ) : null}
      <CardGrid items={cards} aria-labelledby={named ? headingId : undefined} />
    </section>
  );
}
