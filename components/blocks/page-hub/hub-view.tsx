import type { ChangeEvent, MouseEvent, Ref } from 'react';
import { CardGrid } from '@/components/hub/card-grid';
import { CloseIcon, FilterIcon } from '@/components/ui/icons';
import { parseTag } from '@/lib/hub/tags';
import { HUB_PAGE_SIZE, HUB_SORT_LABELS, hubSorts, type HubFilterResult, type HubSort } from '@/lib/hub/types';
import { domId } from '../shared/dom-id';
import { CategoryFilters } from './hub-category-filter';
import { chipText, filtersAppliedNote, hubCopy } from './hub-copy';
import type { HubCategory } from './hub-requests';
import styles from './page-hub.module.css';
import controls from '../shared/form-control.module.css';

export type HubActions = {
  toggleOpen: (categoryId: string) => void;
  closeCategory: () => void;
  toggleValue: (tag: string) => void;
  toggleAll: (category: HubCategory) => void;
  clear: () => void;
  setSort: (sort: HubSort) => void;
  goToPage: (pageIndex: number) => void;
  removeFilter: (tag: string) => void;
  openPanel: () => void;
};

export type HubViewProps = {
  /** The component's path in the page: the prefix of every id in the hub. */
  path: string;
  categories: readonly HubCategory[];
  /** The filters ticked (they apply after a short pause). */
  filters: readonly string[];
  /** The filters the results shown were found with (the chips of an empty result). */
  resultFilters: readonly string[];
  openCategory: string | null;
  sort: HubSort;
  result: HubFilterResult | null;
  pageIndex: number;
  loading: boolean;
  failed: boolean;
  /** What the polite live region says. */
  announcement: string;
  panelOpen: boolean;
  /** True once the hub's code has taken over (its controls act); tests wait for it. */
  live: boolean;
  /** Absent on the server's rendering: every control in place, none acting (nor holding a handler) until the hub's code arrives. */
  actions?: HubActions;
  filterButtonRef?: Ref<HTMLButtonElement>;
  resultsRef?: Ref<HTMLDivElement>;
};

/** The hub's id: 'Back to top' links to it. */
export const hubAnchorId = (path: string) => domId(path, 'hub');

/**
 * 'Back to top' goes to the hub's own top without a #fragment in the address (that would be one more step for
 * the back button, and one the site's router does not know); without script the link itself does it.
 */
function backToTop(event: MouseEvent<HTMLAnchorElement>) {
  const top = document.getElementById(decodeURIComponent(event.currentTarget.hash.slice(1)));
  if (!top) return;
  event.preventDefault();
  top.scrollIntoView?.({ block: 'start' });
  top.focus({ preventScroll: true });
}

export const pageCountOf = (result: HubFilterResult | null) => (result ? Math.ceil(result.count / HUB_PAGE_SIZE) : 0);

/**
 * The hub screen (SPEC.md §2): 'Explore By' beside the results on wide screens, a 'Filter' button on phones, the
 * sort order, the card grid, numbered page buttons and 'Back to top'; an empty result names the filters that
 * found nothing, each removable. Pure: the same markup from the server's first page and from the live hub.
 */
export function HubView(props: HubViewProps) {
  const { path, categories, filters, openCategory, sort, result, pageIndex, loading, failed, actions } = props;
  const note = filtersAppliedNote(filters.length);
  const pageCount = pageCountOf(result);
  const headingId = domId(path, 'explore');
  const resultsHeadingId = domId(path, 'results');
  const sortId = domId(path, 'sort');
  const hasFilters = categories.length > 0;
  return (
    <div className={hasFilters ? styles.layout : undefined} data-live={props.live || undefined}>
      {hasFilters ? (
        <div className={styles.sidebar} role="group" aria-labelledby={headingId}>
          <h2 id={headingId} className={styles.exploreHeading}>
            {hubCopy.exploreBy}
          </h2>
          <CategoryFilters
            categories={categories}
            filters={filters}
            note={note}
            isOpen={(category) => openCategory === category.id}
            panelIdOf={(index) => domId(path, `category-${index}`)}
            actionsFor={(category) =>
              actions && {
                onToggleOpen: () => actions.toggleOpen(category.id),
                onToggleValue: actions.toggleValue,
                onToggleAll: () => actions.toggleAll(category),
                onClose: actions.closeCategory,
              }
            }
          />
          <button type="button" className={styles.textButton} onClick={actions?.clear}>
            {hubCopy.clearFilters}
          </button>
        </div>
      ) : null}
      <div className={styles.main}>
        <div className={styles.toolbar}>
          {hasFilters ? (
            <div className={styles.phoneFilter}>
              <button ref={props.filterButtonRef} type="button" className={styles.filterButton} aria-haspopup="dialog" aria-expanded={props.panelOpen} onClick={actions?.openPanel}>
                <FilterIcon />
                {hubCopy.filter}
              </button>
              {note ? <p className={styles.note}>{note}</p> : null}
            </div>
          ) : null}
          <div className={styles.sort}>
            <label htmlFor={sortId}>{hubCopy.sortBy}</label>
            <select
              id={sortId}
              className={controls.control}
              {...(actions ? { value: sort, onChange: (event: ChangeEvent<HTMLSelectElement>) => actions.setSort(event.target.value as HubSort) } : { defaultValue: sort })}
            >
              {hubSorts.map((value) => (
                <option key={value} value={value}>
                  {HUB_SORT_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <h2 id={resultsHeadingId} className="cs-visually-hidden">
          {hubCopy.results}
        </h2>
        <div ref={props.resultsRef} className={styles.results} aria-busy={loading} tabIndex={-1} aria-labelledby={resultsHeadingId} role="region">
          {failed ? (
            <p role="alert" className={styles.failure}>
              {hubCopy.loadFailed}
            </p>
          ) : null}
          {result && result.pages.length > 0 ? <CardGrid items={result.pages} headingLevel={3} aria-labelledby={resultsHeadingId} /> : null}
          {result && result.count === 0 ? <EmptyResult filters={props.resultFilters} onRemove={actions?.removeFilter} /> : null}
        </div>
        <p className="cs-visually-hidden" aria-live="polite">
          {props.announcement}
        </p>
        {pageCount > 1 ? (
          <nav className={styles.pagination} aria-label={hubCopy.pages}>
            <ul>
              {Array.from({ length: pageCount }, (_, index) => (
                <li key={index}>
                  <button
                    type="button"
                    className={styles.pageButton}
                    aria-label={`Page ${index + 1}`}
                    aria-current={index === pageIndex ? 'page' : undefined}
                    onClick={actions && (() => actions.goToPage(index))}
                  >
                    {index + 1}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {result && result.pages.length > 0 ? (
          <a className={styles.backToTop} href={`#${hubAnchorId(path)}`} onClick={actions && backToTop}>
            {hubCopy.backToTop}
          </a>
        ) : null}
      </div>
    </div>
  );
}

function EmptyResult({ filters, onRemove }: { filters: readonly string[]; onRemove?: (tag: string) => void }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyMessage}>{hubCopy.noResults}</p>
      {filters.length ? (
        <ul className={styles.chips}>
          {filters.map((tag) => {
            const parsed = parseTag(tag);
            const text = parsed ? chipText(parsed.category, parsed.value) : tag;
            return (
              <li key={tag}>
                <button type="button" className={styles.chip} aria-label={`Remove ${text}`} onClick={onRemove && (() => onRemove(tag))}>
                  {text}
                  <CloseIcon />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
