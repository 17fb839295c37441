'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toggleAll, toggleFilter } from '@/lib/hub/tags';
import { HUB_FILTER_DEBOUNCE_MS, type HubFilterResult, type HubSort } from '@/lib/hub/types';
import { domId } from '../shared/dom-id';
import { queryFromAddress, sameFilters, sameQuery, searchFor, type HubQuery } from './hub-address';
import { resultsAnnouncement } from './hub-copy';
import { HubFilterPanel } from './hub-filter-panel';
import type { LiveHubProps } from './hub-types';
import { fetchEditedDomainId, fetchFilterCategories, fetchHubPage, type HubCategory } from './hub-requests';
import { HubView, hubAnchorId, pageCountOf, type HubActions } from './hub-view';

/**
 * Only one hub on a page keeps its state in the address (?filter=…&sort=…&page=…): the first to arrive. Two
 * hubs writing the same parameters would undo each other, so any other hub on the page keeps its state to itself.
 */
let addressOwner: string | null = null;

type History = 'push' | 'replace';

/**
 * The hub once its code has arrived (SPEC.md §4): ticking filters applies them after a 500 ms pause, and that or
 * a new sort order goes back to page one; a page button loads that page. Every change is a new address, so the
 * back button returns to the previous filters and the address can be shared; opening such an address shows its
 * state. The base filters always apply on top of the visitor's.
 */
export function LiveHub({ componentKey, path, editing, preload, pageDomainId, hubFilters, sideFiltersToShow, sortBy, start }: LiveHubProps) {
  const [ownsAddress] = useState(() => {
    // Only a visitor's page (the one the server preloaded); never the editor's or a preview inside it.
    if (editing || !preload || (addressOwner !== null && addressOwner !== componentKey)) return false;
    addressOwner = componentKey;
    return true;
  });
  const defaults = useMemo<HubQuery>(() => ({ filters: [], sort: sortBy, page: 0 }), [sortBy]);
  const [initial] = useState<HubQuery>(() =>
    ownsAddress ? queryFromAddress(window.location.search, { sort: sortBy, categories: sideFiltersToShow }) : defaults,
  );
  const [query, setQuery] = useState<HubQuery>(initial);
  // The boxes a visitor ticked on the server's rendering before this code arrived stay ticked (HubStart).
  const [filters, setFilters] = useState<string[]>(() => start?.go?.filters ?? start?.filters ?? initial.filters);
  const [result, setResult] = useState<HubFilterResult | null>(preload?.result ?? null);
  const [resultFilters, setResultFilters] = useState<string[]>(preload?.query.filters ?? []);
  const [categories, setCategories] = useState<HubCategory[]>(preload?.categories ?? []);
  const [domainId, setDomainId] = useState<string | null>(preload?.domainId ?? pageDomainId ?? null);
  const [loading, setLoading] = useState(() => !preload || !sameQuery(initial, preload.query));
  const [failed, setFailed] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [openCategory, setOpenCategory] = useState<string | null>(start?.openCategory ?? null);
  const [panelOpen, setPanelOpen] = useState(false);

  const latest = useRef({ query, filters });
  latest.current = { query, filters };
  const timer = useRef<number | null>(null);
  const requestCount = useRef(0);
  const firstFetch = useRef(true);
  const focusResults = useRef(false);
  const filterButton = useRef<HTMLButtonElement>(null);
  const results = useRef<HTMLDivElement>(null);
  // What the editor may change under a live hub: any change starts it afresh.
  const base = JSON.stringify([hubFilters, sideFiltersToShow, sortBy]);
  const appliedBase = useRef(base);

  const cancelPending = useCallback(() => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  }, []);

  useEffect(() => {
    if (ownsAddress) addressOwner = componentKey;
    return () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
      if (ownsAddress && addressOwner === componentKey) addressOwner = null;
    };
  }, [ownsAddress, componentKey]);

  /** Shows `next`, writing it into the address; nothing happens when it is what is shown already. */
  const apply = useCallback(
    (next: HubQuery, history: History = 'push') => {
      cancelPending();
      setQuery((current) => (sameQuery(current, next) ? current : next));
      if (!ownsAddress) return;
      const url = `${window.location.pathname}${searchFor(next, sortBy, window.location.search)}`;
      if (url === `${window.location.pathname}${window.location.search}`) return;
      if (history === 'push') window.history.pushState(null, '', url);
      else window.history.replaceState(null, '', url);
    },
    [cancelPending, ownsAddress, sortBy],
  );

  // Without preloaded data or a page that names its domain (a preview), ask which domain serves this address.
  useEffect(() => {
    if (domainId) return;
    let current = true;
    fetchEditedDomainId().then(
      (id) => current && setDomainId(id),
      () => {
        if (!current) return;
        setLoading(false);
        setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [domainId]);

  // The editor changed the base filters, the categories or the sort order: start again from page one.
  useEffect(() => {
    if (appliedBase.current === base) return;
    appliedBase.current = base;
    cancelPending();
    setFilters([]);
    setOpenCategory(null);
    setQuery({ filters: [], sort: sortBy, page: 0 });
  }, [base, sortBy, cancelPending]);

  const sideKey = sideFiltersToShow.join('\n');
  useEffect(() => {
    if (preload || !domainId) return;
    let current = true;
    fetchFilterCategories(domainId, sideFiltersToShow).then(
      (answer) => current && setCategories(answer),
      () => current && setCategories([]),
    );
    return () => {
      current = false;
    };
    // sideKey stands for sideFiltersToShow, a new array on every render in the editor.
  }, [preload, domainId, sideKey]);

  useEffect(() => {
    if (!domainId) return;
    const first = firstFetch.current;
    firstFetch.current = false;
    const request = ++requestCount.current;
    const announce = (answer: HubFilterResult) => setAnnouncement(resultsAnnouncement(answer.count, query.page, pageCountOf(answer)));
    setFailed(false);
    if (preload && sameQuery(query, preload.query)) {
      // The server loaded this very page with the rest of the page (the address's filters, order and page).
      setResult(preload.result);
      setResultFilters(preload.query.filters);
      setLoading(false);
      if (!first) announce(preload.result);
      return;
    }
    setLoading(true);
    fetchHubPage({ domainId, pageIndex: query.page, hubFilters, userFilters: query.filters, sortBy: query.sort }).then(
      (answer) => {
        if (request !== requestCount.current) return;
        // An address past the last page (results have gone since it was shared): the first page instead.
        if (answer.pages.length === 0 && answer.count > 0 && query.page > 0) return apply({ ...query, page: 0 }, 'replace');
        setResult(answer);
        setResultFilters(query.filters);
        setLoading(false);
        announce(answer);
        if (focusResults.current) {
          focusResults.current = false;
          document.getElementById(hubAnchorId(path))?.scrollIntoView?.({ block: 'start' });
          results.current?.focus({ preventScroll: true });
        }
      },
      () => {
        if (request !== requestCount.current) return;
        setLoading(false);
        setFailed(true);
      },
    );
    // A change of the base filters or sort order always comes with a new query (the effect above).
  }, [domainId, query, preload]);

  // Back and forward: the address says what to show.
  useEffect(() => {
    if (!ownsAddress) return;
    const onPopState = () => {
      const next = queryFromAddress(window.location.search, { sort: sortBy, categories: sideFiltersToShow });
      cancelPending();
      latest.current.filters = next.filters;
      setFilters(next.filters);
      setQuery((current) => (sameQuery(current, next) ? current : next));
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [ownsAddress, sortBy, sideKey, cancelPending]);

  // One category open at a time on wide screens; a click anywhere else closes it.
  useEffect(() => {
    if (openCategory === null) return;
    const panelId = domId(path, `category-${categories.findIndex((category) => category.id === openCategory)}`);
    // On click, not pointerdown: closing first would move what is below the open list (Clear Filters, the next
    // category) away under the pointer before the click lands.
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      const inside = [document.getElementById(panelId), document.getElementById(`${panelId}-button`)].some((element) => element?.contains(target));
      // Another category's button opens that one itself (one open at a time).
      const otherCategory = target.closest?.('[aria-controls]')?.getAttribute('aria-controls')?.startsWith(domId(path, 'category-'));
      if (!inside && !otherCategory) setOpenCategory(null);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [openCategory, categories, path]);

  /** Ticks change at once; the results follow after a pause, so several quick ticks make one request. */
  const changeFilters = useCallback(
    (next: string[]) => {
      latest.current.filters = next;
      setFilters(next);
      cancelPending();
      timer.current = window.setTimeout(() => {
        timer.current = null;
        const { query: shown } = latest.current;
        if (!sameFilters(next, shown.filters)) apply({ filters: next, sort: shown.sort, page: 0 });
      }, HUB_FILTER_DEBOUNCE_MS);
    },
    [apply, cancelPending],
  );

  // Carries on from what the visitor did before this code arrived: a press goes where it was sent; a new order
  // applies at once, new ticks after the usual pause.
  useEffect(() => {
    if (!start) return;
    // Opened once the 'Filter' button is on the page, for focus to return to it.
    if (start.panelOpen) setPanelOpen(true);
    if (start.go) {
      if (start.go.page !== initial.page) focusResults.current = true;
      apply(start.go);
    } else if (start.sort) apply({ filters: start.filters ?? initial.filters, sort: start.sort, page: 0 });
    else if (start.filters) changeFilters(start.filters);
    // Once, on arrival.
  }, []);

  const actions: HubActions = {
    toggleOpen: (id) => setOpenCategory((current) => (current === id ? null : id)),
    closeCategory: () => setOpenCategory(null),
    toggleValue: (tag) => changeFilters(toggleFilter(latest.current.filters, tag)),
    toggleAll: (category) => changeFilters(toggleAll(latest.current.filters, category)),
    clear: () => changeFilters([]),
    removeFilter: (tag) => changeFilters(latest.current.filters.filter((filter) => filter !== tag)),
    setSort: (sort: HubSort) => apply({ filters: latest.current.filters, sort, page: 0 }),
    goToPage: (page) => {
      const { query: shown, filters: ticked } = latest.current;
      // Filters ticked but not applied yet go first, from page one.
      const unchanged = sameFilters(ticked, shown.filters);
      if (unchanged && page === shown.page) return;
      focusResults.current = true;
      apply({ filters: ticked, sort: shown.sort, page: unchanged ? page : 0 });
    },
    openPanel: () => setPanelOpen(true),
  };

  return (
    <>
      <HubView
        path={path}
        categories={categories}
        filters={filters}
        resultFilters={resultFilters}
        openCategory={openCategory}
        sort={query.sort}
        result={result}
        pageIndex={query.page}
        loading={loading}
        failed={failed}
        announcement={announcement}
        panelOpen={panelOpen}
        live
        actions={actions}
        filterButtonRef={filterButton}
        resultsRef={results}
      />
      {panelOpen ? (
        <HubFilterPanel
          path={path}
          categories={categories}
          initialFilters={filters}
          returnFocusTo={filterButton.current}
          onClose={() => setPanelOpen(false)}
          onApply={(next) => {
            setPanelOpen(false);
            latest.current.filters = next;
            setFilters(next);
            const shown = latest.current.query;
            apply({ filters: next, sort: shown.sort, page: sameFilters(next, shown.filters) ? shown.page : 0 });
          }}
        />
      ) : null}
    </>
  );
}
