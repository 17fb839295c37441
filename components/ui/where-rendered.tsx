import { lazy, type ComponentType } from 'react';

const preloads: (() => Promise<void>)[] = [];
/** The parts whose code is on its way: their part of the page is not hydrated until it has arrived. */
const arriving = new Set<Promise<unknown>>();
/** Each part's preload by its name, for the parts named on the page (PARTS_ATTRIBUTE). */
const byName = new Map<string, () => void>();

/**
 * Says which parts an element's content renders, by name, space-separated (RenderContents puts it on a block's
 * element). React reaches a part, and asks for its code, only once it has hydrated everything before it: without
 * this, a page's parts would arrive one after the other, a round trip each on a slow network.
 */
export const PARTS_ATTRIBUTE = 'data-parts';

let pageScanned = false;
/**
 * Asks at once for the code of every part the page names, the first time a part is about to wait for its own (in
 * the browser, as hydration reaches the first part), and again once the whole page has been parsed.
 */
function askForPartsOnPage() {
  if (pageScanned || typeof document === 'undefined') return;
  pageScanned = true;
  const scan = () => {
    for (const element of document.querySelectorAll(`[${PARTS_ATTRIBUTE}]`)) {
      for (const name of element.getAttribute(PARTS_ATTRIBUTE)!.split(' ')) byName.get(name)?.();
    }
  };
  scan();
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', scan, { once: true });
}

/**
 * A client component whose code is a download of its own, fetched only by the pages that render it. Every client
 * component a page's server code could render reaches every page in its first scripts, rendered or not: the page
 * route is one for all pages. So each block's browser code is declared here with its import (in
 * components/blocks/block-parts.tsx): the server renders it in full, and the browser fetches its code when the page
 * renders it (while hydrating, or in the editor).
 *
 * Until its code has arrived the component suspends (React.lazy): the server waits for it, so the HTML holds it whole
 * (also for a browser that runs no scripts), and hydration waits for it. Once preloadWhereRendered() has run it (the
 * editor, before it shows a page), it renders at once instead of suspending on its first render, which would blank
 * the page for at least 300 ms (React's throttle of revealed Suspense boundaries).
 */
export function whereRendered<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  /** namedByPage false: a part its block renders only now and then (the editor's), which pages never ask for ahead. */
  { namedByPage = true }: { namedByPage?: boolean } = {},
): ComponentType<P> {
  let Loaded: ComponentType<P> | null = null;
  // One load however many ask for it (React.lazy, the editor's preload, the page's names); a failed one may be tried again.
  let loading: Promise<ComponentType<P>> | null = null;
  const loadAndKeep = () => {
    if (loading) return loading;
    const started = load().then(
      (component) => (Loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    loading = started;
    arriving.add(started);
    const settled = () => void arriving.delete(started);
    started.then(settled, settled);
    return started;
  };
  const Lazy = lazy(() => loadAndKeep().then((component) => ({ default: component })));
  preloads.push(() => loadAndKeep().then(() => {}));
  if (namedByPage) byName.set(name, () => void loadAndKeep().catch(() => {}));
  function WhereRendered(props: P) {
    if (Loaded) return <Loaded {...props} />;
    askForPartsOnPage();
    return <Lazy {...props} />;
  }
  return WhereRendered;
}

/** Fetches the code of every component made with whereRendered, for a page that renders on the client (the editor). */
export function preloadWhereRendered(): Promise<void> {
  return Promise.all(preloads.map((preload) => preload().catch(() => {}))).then(() => {});
}

/**
 * Settles once the code of every part asked for so far has arrived or failed, and the parts asked for meanwhile
 * too: until then some of the page may not be hydrated yet (early-presses.ts waits for this). Says whether any was
 * still on its way.
 */
export async function partsArrived(): Promise<boolean> {
  const waited = arriving.size > 0;
  while (arriving.size) await Promise.allSettled([...arriving]);
  return waited;
}
