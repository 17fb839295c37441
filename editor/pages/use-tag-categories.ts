'use client';

import { useCallback, useEffect, useState } from 'react';
import { sortCategories } from '@/lib/hub/tags';
import { callApi } from '@/lib/api/client';
import type { SiteSettingsState, TagCategoryRow } from '../settings/site-settings-content';
import { TAGS_LOAD_FAILED } from './page-panel-text';

export type TagCategoriesLoad =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; categories: TagCategoryRow[] };

/**
 * The domain's tag categories as the site settings hold them now (the working copy, as the Site settings panel
 * shows it), each category's values in filter order: dates by year then month, others by name.
 */
export function useTagCategories(domainId: string): TagCategoriesLoad & { retry: () => void } {
  const [load, setLoad] = useState<TagCategoriesLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setLoad({ status: 'loading' });
    callApi<SiteSettingsState>('siteSettings/loadSiteSettings', { query: { domainId } })
      .then((answer) => {
        if (current) setLoad({ status: 'ready', categories: sortCategories(answer.categories ?? []) });
      })
      .catch((failure: unknown) => {
        const reason = failure instanceof Error ? failure.message : '';
        if (current) setLoad({ status: 'failed', message: reason && reason !== TAGS_LOAD_FAILED ? `${TAGS_LOAD_FAILED} ${reason}` : TAGS_LOAD_FAILED });
      });
    return () => {
      current = false;
    };
  }, [domainId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...load, retry };
}
