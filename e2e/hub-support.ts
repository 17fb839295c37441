// The seeded hub on 'Find a course' and what the site's own hub calls answer for it: the hub's tests check the
// page against these, so they hold whatever pages other tests have published meanwhile.
import { expect, type APIRequestContext } from './fixtures';

export const HUB = '/training/courses';
/** The seeded hub's own settings (lib/seed/pages/courses-hub.ts): no base filters, opened in name order. */
const seededHub = { hubFilters: [] as string[], sortBy: 'a-z' };

export type HubAnswer = { pages: { header: { title: string } }[]; count: number };
type Category = { id: string; values: { id: string }[] };

/** What the site answers POST /api/hub/filter with for the seeded hub and these changes. */
export async function hubFilter(request: APIRequestContext, origin: string, change: { pageIndex?: number; userFilters?: string[]; hubFilters?: string[]; sortBy?: string } = {}): Promise<HubAnswer> {
  const response = await request.post('/api/hub/filter', {
    headers: { origin },
    data: { domainId: 'default', pageIndex: 0, userFilters: [], ...seededHub, ...change },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

export async function filterCategories(request: APIRequestContext, origin: string, sideFilters: string[]): Promise<Category[]> {
  const response = await request.post('/api/hub/loadFilterTags', { headers: { origin }, data: { domainId: 'default', sideFilters } });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

export const titles = (answer: HubAnswer) => answer.pages.map((page) => page.header.title);
export const pageCount = (answer: HubAnswer) => Math.ceil(answer.count / 9);
