// The hand-off from the hub's server rendering to its live code (hub-loader.tsx): what a visitor did before the
// code arrived. No React, so that the server's rendering can mark its parts.
import { isHubSort, type HubQuery, type HubSort } from '@/lib/hub/types';
import { queryFromAddress, sameFilters } from './hub-address';
import type { HubStart } from './hub-types';

/** Marks each category's disclosure in the server's rendering, so the live hub can open the one a visitor opened. */
export const HUB_CATEGORY = 'data-category';

/** A press on the server's rendering that the live hub carries out when it arrives. */
export type HubPress = { kind: 'apply' } | { kind: 'link'; search: string } | { kind: 'panel' };

/**
 * The press a click on the server's rendering is, or null for one the browser should carry out itself (a card,
 * 'Back to top', a box or a category). Page buttons, chips and 'Clear Filters' are links to this page with the
 * hub's state in the address; the phone's 'Filter' links to 'Explore By'.
 */
export function pressOf(target: Element, sidebarId: string): HubPress | null {
  const link = target.closest('a[href]');
  const href = link?.getAttribute('href') ?? '';
  if (href.startsWith('?')) return { kind: 'link', search: href.split('#')[0] };
  if (href === `#${sidebarId}`) return { kind: 'panel' };
  return null;
}

/**
 * Reads the server's rendering in the render that swaps it for the live hub (the boxes, the order, the open
 * category), with the presses made meanwhile: what differs from `rendered`, the state the server rendered.
 * `lastOpened` is the category the visitor opened last.
 */
export function readHubStart(
  root: HTMLElement | null,
  rendered: HubQuery,
  presses: readonly HubPress[],
  lastOpened: string | null,
  defaults: { sort: HubSort; categories: readonly string[] },
): HubStart {
  const form = root?.querySelector('form');
  const filters = form ? Array.from(form.querySelectorAll<HTMLInputElement>('input[name="filter"]:checked'), (box) => box.value) : [];
  const chosenSort = form?.querySelector<HTMLSelectElement>('select[name="sort"]')?.value ?? null;
  const sort = isHubSort(chosenSort) ? chosenSort : defaults.sort;
  const open = lastOpened === null ? null : Array.from(root?.querySelectorAll<HTMLDetailsElement>(`details[${HUB_CATEGORY}]`) ?? []).find((details) => details.getAttribute(HUB_CATEGORY) === lastOpened);
  let go: HubQuery | null = null;
  for (const press of presses) {
    if (press.kind === 'apply') go = { filters, sort, page: 0 };
    else if (press.kind === 'link') go = queryFromAddress(press.search, defaults);
  }
  return {
    filters: sameFilters(filters, rendered.filters) ? null : filters,
    sort: sort === rendered.sort ? null : sort,
    openCategory: open?.open ? lastOpened : null,
    panelOpen: presses.some((press) => press.kind === 'panel'),
    go,
  };
}
