'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';

/**
 * The page a block is rendered on: which domain it belongs to, its id (absent for a page not saved yet) and its
 * address ('' for the home page).
 */
export type CurrentPage = { domainId?: string; pageId?: string; slug?: string };

const CurrentPageContext = createContext<CurrentPage>({});

/**
 * Hands blocks that ask the public API for more (featured content in the editor, or when the server loaded
 * nothing for it) the domain and the page they sit on, which their own data does not hold.
 */
export function CurrentPageProvider({ domainId, pageId, slug, children }: CurrentPage & { children: ReactNode }) {
  const value = useMemo(() => ({ domainId, pageId, slug }), [domainId, pageId, slug]);
  return <CurrentPageContext.Provider value={value}>{children}</CurrentPageContext.Provider>;
}

/** The page the block is on; empty outside a page (the block picker's previews). */
export function useCurrentPage(): CurrentPage {
  return useContext(CurrentPageContext);
}
