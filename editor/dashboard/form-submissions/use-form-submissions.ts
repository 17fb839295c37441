'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { callApi } from '@/lib/api/client';
import { usePaging } from '../../ui/paging';
import { submissionsText } from './submissions-labels';
import { useSettledFilters } from '../sitemap/use-settled-filters';
import { noSubmissionFilters, submissionsPageQuery, typedSubmissionFilters, type SubmissionFilters, type SubmissionsPage } from './submissions-query';

/**
 * The Form Submissions tab's state: filters, draft checkbox, page size and page, and the rows the server
 * answers for them. Any change of filter or page size goes back to page 1; the rows shown stay until the
 * next ones arrive.
 */
export function useFormSubmissions(domainId: string) {
  const [filters, setFilters] = useState<SubmissionFilters>(noSubmissionFilters);
  const settled = useSettledFilters(filters, typedSubmissionFilters);
  const { page, size, control } = usePaging(JSON.stringify(settled));

  const query = submissionsPageQuery(domainId, settled, page, size);
  const { data, error, isLoading, mutate } = useSWR(
    ['forms/getSubmissions', JSON.stringify(query)] as const,
    () => callApi<SubmissionsPage>('forms/getSubmissions', { query }),
    { keepPreviousData: true },
  );

  const total = data?.total ?? 0;
  return {
    filters,
    /** What the table shows now: the export asks for exactly these. */
    settled,
    setFilter: <K extends keyof SubmissionFilters>(key: K, value: SubmissionFilters[K]) => setFilters((now) => ({ ...now, [key]: value })),
    /** Empties the drawer; whether drafts are shown is the checkbox's business and stays. */
    clearFilters: () => setFilters((now) => ({ ...noSubmissionFilters, showDrafts: now.showDrafts })),
    paging: control(total, submissionsText.pagingNav),
    rows: data?.formSubmissions,
    total,
    allSubmissions: data?.allSubmissions ?? 0,
    loading: isLoading,
    error: error instanceof Error ? error.message : error ? String(error) : null,
    reload: () => void mutate(),
  };
}
