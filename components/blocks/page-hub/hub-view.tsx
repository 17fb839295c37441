import type { ChangeEvent, MouseEvent, Ref } from 'react';
import { CardGrid } from '@/components/hub/card-grid';
import { CloseIcon, FilterIcon } from '@/components/ui/icons';
import { parseTag } from '@/lib/hub/tags';
import { HUB_PAGE_SIZE, HUB_SORT_LABELS, hubSorts, type HubFilterResult, type HubQuery, type HubSort } from '@/lib/hub/types';
import { domId } from '../shared/dom-id';
import { searchFor } from './hub-address';
import { CategoryFilters } from './hub-category-filter';
import { chipText, filtersAppliedNote, hubCopy } from './hub-copy';
import type { HubCategory } from './hub-requests';
import styles from './page-hub.styles';
import controls from '../shared/form-control.styles';

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
  /** The hub's own order (the address leaves it out); the server's rendering links with it. */
  baseSort?: HubSort;
  result: HubFilterResult | null;
  pageIndex: number;
  loading: boolean;
  failed: boolean;
  /** What the polite live region says. */
  announcement: string;
  panelOpen: boolean;
  /** True once the hub's code has taken over (its controls act); tests wait for it. */
  live: boolean;
  /**
   * Absent on the server's rendering, which holds no handlers: a plain GET form (the boxes and the order are sent
   * as the address's filter and sort, page buttons and chips are links), so the hub works before and without its
   * script; the live hub replaces it with the same controls acting at once.
   */
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
  const sidebarId = domId(path, 'filters');
  const resultsHeadingId = domId(path, 'results');
  const sortId = domId(path, 'sort');
  const hasFilters = categories.length > 0;
  // The server's rendering: where each link goes (this page, with the hub's state in its address).
  const shown: HubQuery = { filters: [...filters], sort, page: pageIndex };
  const hrefFor = (query: HubQuery) => `${searchFor(query, props.baseSort ?? sort, '') || '?'}#${hubAnchorId(path)}`;
  const Root = actions ? 'div' : 'form';
  const formProps = actions ? {} : { method: 'get', action: `#${hubAnchorId(path)}` };
  return (
    <Root className={hasFilters ? styles.layout : undefined} data-live={props.live || undefined} {...formProps}>
      {hasFilters ? (
        <div id={sidebarId} className={styles.sidebar} role="group" aria-labelledby={headingId}>
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
          {actions ? (
            <button type="button" className={styles.textButton} onClick={actions.clear}>
              {hubCopy.clearFilters}
            </button>
          ) : (
            <>
              <a className={styles.textButton} href={hrefFor({ filters: [], sort, page: 0 })}>
                {hubCopy.clearFilters}
              </a>
              <button type="submit" className={styles.primaryButton}>
                {hubCopy.applyFilters}
              </button>
            </>
          )}
        </div>
      ) : null}
      <div className={styles.main}>
        <div className={styles.toolbar}>
          {hasFilters ? (
            <div className={styles.phoneFilter}>
              {actions ? (
                <button ref={props.filterButtonRef} type="button" className={styles.filterButton} aria-haspopup="dialog" aria-expanded={props.panelOpen} onClick={actions.openPanel}>
                  <FilterIcon />
                  {hubCopy.filter}
                </button>
              ) : (
                // Without script, 'Explore By' itself shows on a phone when this link targets it (page-hub.module.css).
                <a className={styles.filterButton} href={`#${sidebarId}`}>
                  <FilterIcon />
                  {hubCopy.filter}
                </a>
              )}
              {note ? <p className={styles.note}>{note}</p> : null}
            </div>
          ) : null}
          <div className={styles.sort}>
            <label htmlFor={sortId}>{hubCopy.sortBy}</label>
            <select
              id={sortId}
              name="sort"
              className={controls.control}
              {...(actions ? { value: sort, onChange: (event: ChangeEvent<HTMLSelectElement>) => actions.setSort(event.target.value as HubSort) } : { defaultValue: sort })}
            >
              {hubSorts.map((value) => (
                <option key={value} value={value}>
                  {HUB_SORT_LABELS[value]}
                </option>
              ))}
            </select>
            {actions ? null : (
              // Only without script: with it, the live hub applies a new order as soon as it is chosen.
              <noscript>
                <button type="submit" className={styles.secondaryButton}>
                  {hubCopy.sort}
                </button>
              </noscript>
            )}
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
          {result && result.count === 0 ? (
            <EmptyResult
              filters={props.resultFilters}
              onRemove={actions?.removeFilter}
              hrefWithout={(tag) => hrefFor({ ...shown, filters: shown.filters.filter((filter) => filter !== tag), page: 0 })}
            />
          ) : null}
        </div>
        <p className="cs-visually-hidden" aria-live="polite">
          {props.announcement}
        </p>
        {pageCount > 1 ? (
          <nav className={styles.pagination} aria-label={hubCopy.pages}>
            <ul>
              {Array.from({ length: pageCount }, (_, index) => (
                <li key={index}>
                  {actions ? (
                    <button
                      type="button"
                      className={styles.pageButton}
                      aria-label={`Page ${index + 1}`}
                      aria-current={index === pageIndex ? 'page' : undefined}
                      onClick={() => actions.goToPage(index)}
                    >
                      {index + 1}
                    </button>
                  ) : (
                    <a className={styles.pageButton} href={hrefFor({ ...shown, page: index })} aria-label={`Page ${index + 1}`} aria-current={index === pageIndex ? 'page' : undefined}>
                      {index + 1}
                    </a>
                  )}
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
    </Root>
  );
}

type EmptyResultProps = {
  filters: readonly string[];
  onRemove?: (tag: string) => void;
  /** The server's rendering: the address without that filter. */
  hrefWithout: (tag: string) => string;
};

function EmptyResult({ filters, onRemove, hrefWithout }: EmptyResultProps) {
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
                {onRemove ? (
                  <button type="button" className={styles.chip} aria-label={`Remove ${text}`} onClick={() => onRemove(tag)}>
                    {text}
                    <CloseIcon />
                  </button>
                ) : (
                  <a className={styles.chip} href={hrefWithout(tag)} aria-label={`Remove ${text}`}>
                    {text}
                    <CloseIcon />
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
