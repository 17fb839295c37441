import type { ComponentType } from 'react';

const preloads: (() => Promise<void>)[] = [];

/**
 * A client component whose code is a download of its own, fetched only by the pages that render it (whereRendered in
 * components/blocks/block-parts.tsx). Every client component a page's server code could render reaches every page
 * in its first scripts, rendered or not: the page route is one for all pages. So each block's browser code goes
 * through next/dynamic (`Dynamic`): the server renders it in full, names its download in the page's head, and the
 * browser fetches it beside the page's own scripts.
 *
 * `load` is the same import. Once preloadWhereRendered() has run it (the editor, before it shows a page), the
 * component renders at once instead of suspending on its first render, which would blank the page for at least
 * 300 ms (React's throttle of revealed Suspense boundaries).
 */
export function whereRendered<P extends object>(load: () => Promise<ComponentType<P>>, Dynamic: ComponentType<P>): ComponentType<P> {
  let Loaded: ComponentType<P> | null = null;
  preloads.push(() =>
    load().then((component) => {
      Loaded = component;
    }),
  );
  function WhereRendered(props: P) {
    return Loaded ? <Loaded {...props} /> : <Dynamic {...props} />;
  }
  return WhereRendered;
}

/** Fetches the code of every component made with whereRendered, for a page that renders on the client (the editor). */
export function preloadWhereRendered(): Promise<void> {
  return Promise.all(preloads.map((preload) => preload().catch(() => {}))).then(() => {});
}
