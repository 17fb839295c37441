// The working copy, asked for while the editor's own code is still on its way (editor/shell/editor-loader.tsx):
// the page document takes that answer instead of asking again, so the request and SPEC.md's 100 ms wait before a
// load is applied (counted from the answer's arrival) pass while the editor starts, not after.
import type { Page } from '@/lib/content/schemas';
import { callApi } from '@/lib/api/client';

/** The page address the editor edits at a pathname ('/get-help/crisis-line' → 'get-help/crisis-line'). */
export const slugOfPathname = (pathname: string) => decodeURIComponent(pathname.replace(/^\/+/, ''));

/** SPEC.md §9: a load's result is applied 100 ms after it arrives (however much later the editor takes it). */
export const LOAD_DELAY_MS = 100;

const later = (settle: () => void) => setTimeout(settle, LOAD_DELAY_MS);
const afterTheDelay = <T>(answer: Promise<T>) =>
  answer.then(
    (value) => new Promise<T>((resolve) => later(() => resolve(value))),
    (error: unknown) => new Promise<T>((_, reject) => later(() => reject(error))),
  );

const loadPage = (slug: string, domainId: string) => afterTheDelay(callApi<Page>('page/load', { query: { slug, domainId, collection: 'pages' } }));

let early: { slug: string; domainId: string; answer: Promise<Page> } | null = null;

/** Starts loading the working copy of `slug` now; the first `takePage` for it gets this answer. */
export function prefetchPage(slug: string, domainId: string): void {
  const answer = loadPage(slug, domainId);
  // Handled by whoever takes it; never an unhandled rejection when nobody does (a staff member who cannot edit).
  answer.catch(() => {});
  early = { slug, domainId, answer };
}

/** The working copy of `slug`: the answer asked for early when there is one (used once), else a new request. */
export function takePage(slug: string, domainId: string): Promise<Page> {
  const found = early && early.slug === slug && early.domainId === domainId ? early.answer : null;
  early = null;
  return found ?? loadPage(slug, domainId);
}
