import type { KeyboardEvent } from 'react';
import { ChevronIcon } from '@/components/ui/icons';
import { tagOf } from '@/lib/hub/tags';
import { hubCopy } from './hub-copy';
import { HUB_CATEGORY } from './hub-start';
import type { HubCategory } from './hub-requests';
import styles from './page-hub.styles';

type Props = {
  category: HubCategory;
  /** The filters ticked, 'category:value'. */
  filters: readonly string[];
  open: boolean;
  panelId: string;
  /** Absent on the server's rendering (nothing acts until the hub's code arrives). */
  actions?: {
    onToggleOpen: () => void;
    onToggleValue: (tag: string) => void;
    onToggleAll: () => void;
    /** Escape inside the open list: close it and return to its button. */
    onClose: () => void;
  };
};

/**
 * One category of 'Explore By' (SPEC.md §2): a button that opens its list, 'All' and one checkbox per value.
 * The list is a group named after the category, so each checkbox is heard with it. The server's rendering (no
 * actions) is a native disclosure that opens without script, its boxes sent with the hub's form as `filter`;
 * 'All' needs the script, so it waits for it.
 */
export function CategoryFilter({ category, filters, open, panelId, actions }: Props) {
  const tags = category.values.map((value) => tagOf(category.id, value.id));
  const chosen = tags.filter((tag) => filters.includes(tag)).length;
  const buttonId = `${panelId}-button`;
  const onKeyDown =
    actions &&
    ((event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      actions.onClose();
      document.getElementById(buttonId)?.focus();
    });
  // The server's rendering holds no handlers: its boxes are uncontrolled until the live hub replaces them.
  const box = (checked: boolean, onChange?: () => void) => (onChange ? { checked, onChange } : { defaultChecked: checked });
  const heading = (
    <>
      <span>{category.id}</span>
      {chosen > 0 ? <span className={styles.chosenCount}>{`(${chosen})`}</span> : null}
      <ChevronIcon className={styles.chevron} />
    </>
  );
  const values = category.values.map((value, index) => (
    <label key={value.id} className={styles.choice}>
      <input
        type="checkbox"
        name="filter"
        value={tags[index]}
        className={styles.checkbox}
        {...box(filters.includes(tags[index]), actions && (() => actions.onToggleValue(tags[index])))}
      />
      {value.id}
    </label>
  ));
  if (!actions) {
    return (
      <details className={styles.category} open={chosen > 0} {...{ [HUB_CATEGORY]: category.id }}>
        <summary className={styles.categoryButton}>{heading}</summary>
        <div id={panelId} className={styles.categoryPanel}>
          <fieldset className={styles.choices}>
            <legend className="cs-visually-hidden">{category.id}</legend>
            {values}
          </fieldset>
        </div>
      </details>
    );
  }
  return (
    <div className={styles.category}>
      <button id={buttonId} type="button" className={styles.categoryButton} aria-expanded={open} aria-controls={panelId} onClick={actions?.onToggleOpen}>
        {heading}
      </button>
      <div id={panelId} className={styles.categoryPanel} hidden={!open} onKeyDown={onKeyDown}>
        <fieldset className={styles.choices}>
          <legend className="cs-visually-hidden">{category.id}</legend>
          <label className={styles.choice}>
            <input type="checkbox" className={styles.checkbox} {...box(tags.length > 0 && chosen === tags.length, actions.onToggleAll)} />
            {hubCopy.all}
          </label>
          {values}
        </fieldset>
      </div>
    </div>
  );
}

type ListProps = {
  categories: readonly HubCategory[];
  filters: readonly string[];
  /** A line above the categories (why some are missing), or nothing. */
  note?: string | null;
  isOpen: (category: HubCategory) => boolean;
  panelIdOf: (index: number) => string;
  actionsFor: (category: HubCategory) => Props['actions'];
};

/** Every category of 'Explore By', as the sidebar and the phone's filter panel both list them. */
export function CategoryFilters({ categories, filters, note, isOpen, panelIdOf, actionsFor }: ListProps) {
  return (
    <>
      {note ? <p className={styles.note}>{note}</p> : null}
      <ul className={styles.categories}>
        {categories.map((category, index) => (
          <li key={category.id}>
            <CategoryFilter category={category} filters={filters} open={isOpen(category)} panelId={panelIdOf(index)} actions={actionsFor(category)} />
          </li>
        ))}
      </ul>
    </>
  );
}
