// A hub's data for the PageHub tests: 30 tagged pages, a stand-in for POST /api/hub/filter that filters, sorts
// and pages them as the server does, and the block rendered with the server's first page (or without it).
import { act, fireEvent, render } from '@testing-library/react';
import { vi } from 'vitest';
import * as pageHub from '@/components/blocks/page-hub';
import { matchesFilters } from '@/lib/hub/tags';
import { HUB_PAGE_SIZE, type HubFilterResult, type HubPageItem, type HubQuery } from '@/lib/hub/types';
import { blockProps } from './block-props';

const locations = ['Adelaide', 'Brisbane', 'Darwin'];
const months = ['March 2026', 'April 2026', 'May 2026'];

/** 'Course 01' … 'Course 30': Adelaide, Brisbane, Darwin in turn; March, April, May in blocks of ten. */
export const hubPages: HubPageItem[] = Array.from({ length: 30 }, (_, index) => {
  const number = String(index + 1).padStart(2, '0');
  return {
    _id: `page-${number}`,
    slug: `training/course-${number}`,
    header: { title: `Course ${number}`, description: `About course ${number}.`, startDate: `2026-0${3 + Math.floor(index / 10)}-${number}` },
    tags: [`Location:${locations[index % 3]}`, `Date:${months[Math.floor(index / 10)]}`, 'Card Type:Course'],
    contents: [],
  };
});

export const hubCategories = [
  { id: 'Location', values: [{ id: 'Adelaide' }, { id: 'Brisbane' }, { id: 'Darwin' }, { id: 'Hobart' }] },
  { id: 'Date', values: months.map((id) => ({ id })) },
];

export type FilterRequest = { domainId: string; pageIndex: number; hubFilters: string[]; userFilters: string[]; sortBy: string };

/** What the server answers hub/filter with for these pages. */
export function filterPages(request: Omit<FilterRequest, 'domainId'>): HubFilterResult {
  const base = hubPages.filter((page) => matchesFilters(page.tags, request.hubFilters));
  const found = base.filter((page) => matchesFilters(page.tags, request.userFilters));
  const byTitle = (a: HubPageItem, b: HubPageItem) => a.header.title.localeCompare(b.header.title);
  const byDate = (a: HubPageItem, b: HubPageItem) => (a.header.startDate ?? '').localeCompare(b.header.startDate ?? '');
  const sorted = [...found].sort(request.sortBy === 'a-z' || request.sortBy === 'z-a' ? byTitle : byDate);
  if (request.sortBy === 'z-a' || request.sortBy === 'desc') sorted.reverse();
  const start = request.pageIndex * HUB_PAGE_SIZE;
  return { pages: sorted.slice(start, start + HUB_PAGE_SIZE), count: found.length, allOtherPages: base.length };
}

/** Stands in for the hub's calls, recording each hub/filter request; `hold()` keeps answers back until released. */
export function fakeHubApi() {
  const requests: FilterRequest[] = [];
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call = url.pathname.replace(/^\/api\//, '');
    calls.push(call);
    const body = init?.body ? JSON.parse(String(init.body)) : {};
    let answer: unknown;
    if (call === 'hub/filter') {
      requests.push(body as FilterRequest);
      answer = filterPages(body as FilterRequest);
    } else if (call === 'hub/loadFilterTags') answer = hubCategories.filter((category) => (body.sideFilters as string[]).includes(category.id));
    else if (call === 'config/loadDomain') answer = { domain: { _id: 'default' }, domains: [] };
    else return new Response(JSON.stringify({ error: { message: 'Unknown call' } }), { status: 404 });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, calls, fetchMock };
}

export const hubData = (extra: Record<string, unknown> = {}) =>
  pageHub.schema.parse({ componentType: 'PageHub', key: 'hub-1', sideFiltersToShow: ['Location', 'Date'], hubFilters: ['Card Type:Course'], sortBy: 'a-z', ...extra });

/**
 * What the server loads for the hub (components/blocks/page-hub/server-data.ts): its first page, or the filters,
 * order and page a visitor's address asks for.
 */
export function hubPreload(data = hubData(), query: Partial<HubQuery> = {}) {
  const asked: HubQuery = { filters: [], sort: data.sortBy, page: 0, ...query };
  return {
    domainId: 'default',
    result: filterPages({ pageIndex: asked.page, hubFilters: data.hubFilters, userFilters: asked.filters, sortBy: asked.sort }),
    categories: hubCategories.filter((category) => data.sideFiltersToShow.includes(category.id)),
    query: asked,
  };
}

type HubOnPageProps = { data?: ReturnType<typeof hubData>; preloaded?: boolean; editing?: boolean; query?: Partial<HubQuery> };

export function HubOnPage({ data = hubData(), preloaded = true, editing = false, query }: HubOnPageProps) {
  return <pageHub.Component data={data} {...blockProps('contents.0', editing)} {...(preloaded ? { preload: hubPreload(data, query) } : {})} />;
}

/** The element whose pointer, touch and focus events fetch the live hub (hub-loader.tsx). */
export const hubLoaderBox = (root: ParentNode = document) => root.querySelector<HTMLElement>('.cs-page-hub > div:last-child')!;

/** Lets the live hub's code arrive, once something has asked for it. */
export const liveHubArrives = () =>
  act(async () => {
    await import('@/components/blocks/page-hub/hub-live');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

/** Renders the hub as a visitor's page has it, reaches for it (its code loads only then) and waits for the code. */
export async function renderLiveHub(props: Parameters<typeof HubOnPage>[0] = {}) {
  const view = render(<HubOnPage {...props} />);
  fireEvent.pointerEnter(hubLoaderBox(view.container));
  await liveHubArrives();
  return view;
}

/** The card titles shown, in order. */
export const cardTitles = (root: ParentNode = document) => Array.from(root.querySelectorAll('h3'), (heading) => heading.textContent);
