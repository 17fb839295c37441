import { useId } from 'react';
import { cardView } from '@/lib/hub/card';
import type { HubPageItem } from '@/lib/hub/types';
import { cx } from '@/components/ui/class-names';
import styles from './hub-card.styles';

type HubCardProps = {
  item: Pick<HubPageItem, '_id' | 'slug' | 'header' | 'tags'>;
  /** The title's heading level: one below the heading of the list the card sits in. */
  headingLevel?: 2 | 3 | 4;
};

/**
 * A page as a card (SPEC.md §2): date line on the card type's colour, title, description clamped to 4 lines and
 * at most 2 badges, the whole card one link to the page. The link is the title in the card's heading, so its name
 * is the words it shows (WCAG 2.5.3, label in name); it covers the whole card (hub-card.module.css), and the date and
 * badges describe it. No client code: the card costs a visitor no JavaScript unless a client list renders it.
 */
export function HubCard({ item, headingLevel = 3 }: HubCardProps) {
  const card = cardView(item);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const dateId = `${id}-date`;
  const badgesId = `${id}-badges`;
  const describedBy = [card.dateLine && dateId, card.badges.length && badgesId].filter(Boolean).join(' ');
  return (
    <div className={styles.card}>
      <div className={cx(styles.band, `cs-bg-${card.colour}`)} data-card-colour={card.colour}>
        {card.dateLine ? (
          <p id={dateId} className={styles.date}>
            {card.dateLine}
          </p>
        ) : null}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <a href={card.href} className={styles.link} aria-describedby={describedBy || undefined}>
            {card.title}
          </a>
        </Heading>
        {card.description ? <p className={styles.description}>{card.description}</p> : null}
        {card.badges.length ? (
          <span id={badgesId} className={styles.badges}>
            {card.badges.map((badge) => (
              <span key={badge} className={styles.badge}>
                {badge}
              </span>
            ))}
          </span>
        ) : null}
      </div>
    </div>
  );
}
