import type { HubPageItem } from '@/lib/hub/types';
import { HubCard } from './hub-card';
import styles from './hub-card.styles';

type CardGridProps = {
  items: readonly Pick<HubPageItem, '_id' | 'slug' | 'header' | 'tags'>[];
  /** The cards' title level: one below the heading the grid sits under. */
  headingLevel?: 2 | 3 | 4;
  /** Names the list for assistive technology when no heading labels it. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
};

/** Cards in a list: one column on phones, two on tablets, three on desktops. Nothing at all for no cards. */
export function CardGrid({ items, headingLevel, ...aria }: CardGridProps) {
  if (!items.length) return null;
  return (
    <ul className={styles.grid} {...aria}>
      {items.map((item) => (
        <li key={item._id} className={styles.cell}>
          <HubCard item={item} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
