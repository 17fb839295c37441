'use client';

import { useMemo } from 'react';
import useSWR from 'swr';
import { callApi } from '@/lib/api/client';
import { applyImageRevisions, imageIdsIn, type Revision } from '@/lib/images/apply-image-revisions';

/** The SWR entries of replaced pictures: the media library asks them again after a Replace. */
export const isImageRevisionsKey = (key: unknown) => Array.isArray(key) && key[0] === 'media/revisions';

/**
 * Content as the editor shows it: replaced pictures at their revision's addresses, as visitors get them, so the
 * browser never shows an old copy it kept of the picture (its addresses are kept a year).
 */
export function useImageRevisionsShown<T>(value: T): T {
  const ids = useMemo(() => [...imageIdsIn(value)].sort().join(','), [value]);
  const { data } = useSWR(ids ? (['media/revisions', ids] as const) : null, ([path, list]) => callApi<{ revisions: Record<string, Revision> }>(path, { query: { ids: list } }));
  const revisions = data?.revisions;
  return useMemo(() => (revisions && Object.keys(revisions).length ? applyImageRevisions(value, revisions) : value), [value, revisions]);
}
