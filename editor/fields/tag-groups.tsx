'use client';
// Tags to tick, one fieldset per category (the Featured Content filters, the hub's base filters): each editor
// decides which groups and labels it offers; this draws them the same way.
import styles from '../ui/panel.styles';

export type TagGroup = { name: string; tags: readonly { tag: string; label: string }[] };

type Props = {
  groups: readonly TagGroup[];
  isChosen: (tag: string) => boolean;
  onToggle: (tag: string, on: boolean) => void;
  /** The first checkbox's id: the sidebar focuses the field there. */
  firstId?: string;
};

export function TagGroups({ groups, isChosen, onToggle, firstId }: Props) {
  const first = groups.find((group) => group.tags.length > 0)?.tags[0]?.tag;
  return (
    <>
      {groups
        .filter((group) => group.tags.length > 0)
        .map((group) => (
          <fieldset key={group.name} className={styles.tagCategory}>
            <legend className={styles.tagCategoryLegend}>{group.name}</legend>
            <ul className={styles.tagChoices}>
              {group.tags.map(({ tag, label }) => (
                <li key={tag}>
                  <label className={styles.checkbox}>
                    <input id={tag === first ? firstId : undefined} type="checkbox" checked={isChosen(tag)} onChange={(event) => onToggle(tag, event.target.checked)} />
                    <span>{label}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
    </>
  );
}
