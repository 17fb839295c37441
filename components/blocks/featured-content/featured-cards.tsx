'use client';

import { useEffect, useRef, useState } from 'react';
import { callApi } from '@/lib/api/client';
import { FEATURED_CARDS, HUB_FILTER_DEBOUNCE_MS, type HubPageItem, type TagFilter } from '@/lib/hub/types';
import { useCurrentPage } from '../shared/current-page';
import { featuredContentCopy as copy } from './featured-content-copy';
import { FeaturedView } from './featured-view';

export type Props = { componentKey: string; path: string; heading: string; tagFilter: TagFilter; editing: boolean };

type Fetched = { status: 'idle' | 'loading' | 'ready' | 'failed'; pages: HubPageItem[] };

/**
 * Asks for the cards when the server loaded none for the block (always in the editor): again whenever the
 * filters change, once they have stayed the same for a moment, so ticking several tags asks only once.
 */
function useFeaturedPages(tagFilter: TagFilter): Fetched {
  const { domainId, pageId } = useCurrentPage();
  const [fetched, setFetched] = useState<Fetched>({ status: 'idle', pages: [] });
  // Whether this block has asked before: the first answer is wanted at once, later ones wait for the filters to settle.
  const asked = useRef(false);
  const filter = JSON.stringify(tagFilter);

  useEffect(() => {
    if (!domainId) return;
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        asked.current = true;
        setFetched((current) => ({ status: 'loading', pages: current.pages }));
        const body = { domainId, tagFilters: { ...(JSON.parse(filter) as TagFilter), limit: FEATURED_CARDS }, ...(pageId ? { currentPageId: pageId } : {}) };
        callApi<HubPageItem[]>('tags/filterListSelected', { body, signal: controller.signal })
          .then((pages) => setFetched({ status: 'ready', pages: Array.isArray(pages) ? pages : [] }))
          .catch(() => {
            if (!controller.signal.aborted) setFetched((current) => ({ status: 'failed', pages: current.pages }));
          });
      },
      asked.current ? HUB_FILTER_DEBOUNCE_MS : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [domainId, pageId, filter]);

  return fetched;
}

/**
 * The cards asked for in the browser, where the server loaded none for the block (the editor, previews): in the
 * editor, a button opens the block's filters in the sidebar, and an empty result says so.
 */
export function FeaturedCards({ path, heading, tagFilter, editing }: Props) {
  const fetched = useFeaturedPages(tagFilter);
  const pages = fetched.pages.slice(0, FEATURED_CARDS);
  const status =
    fetched.status === 'loading' ? copy.loading : fetched.status === 'failed' ? copy.loadFailed : fetched.status === 'ready' && pages.length === 0 ? copy.noEvents : '';
  return <FeaturedView path={path} heading={heading} pages={pages} editing={editing} status={status} />;
}
