'use client';

import useSWR from 'swr';
import { callApi, apiErrorText } from '@/lib/api/client';
import type { SearchMiss } from '@/lib/search/search-misses';
import { DataTable } from '../ui/data-table';
import { ErrorAlert } from '../ui/error-alert';
import panel from '../ui/panel.styles';
import { dayText } from '../ui/when';
import type { DashboardTabProps } from './tab-props';

export const SEARCHES_HEADING = 'Searches that found nothing';
export const SEARCHES_HELP =
  'What visitors searched for in the last 30 days without finding a page, counted by the words alone: no names, addresses or times are kept. A search shows here once it was made at least 3 times. A new page, or Search keywords in an existing page’s settings, can answer it.';
export const SEARCHES_EMPTY = 'No search came up empty at least 3 times in the last 30 days.';


/** The Searches tab: searches that found nothing (lib/search/search-misses.ts), most often first. */
export function SearchesTab({ domainId }: DashboardTabProps) {
  const { data, error } = useSWR(['search/misses', domainId] as const, ([path, domain]) => callApi<{ misses: SearchMiss[] }>(path, { query: { domainId: domain } }));
  return (
    <section className={panel.section} aria-labelledby="searches-tab-heading">
      <h3 id="searches-tab-heading">{SEARCHES_HEADING}</h3>
      <p className={panel.note}>{SEARCHES_HELP}</p>
      <ErrorAlert message={error ? apiErrorText(error, 'The searches could not be loaded.') : null} className={panel.error} />
      {!data && !error && <p className={panel.note}>Loading…</p>}
      {data && data.misses.length === 0 && <p className={panel.note}>{SEARCHES_EMPTY}</p>}
      {data && data.misses.length > 0 && (
        <DataTable caption={SEARCHES_HEADING} columns={['Search', 'Times', 'Last searched']}>
          {data.misses.map((miss) => (
            <tr key={miss.query}>
              <td>{miss.query}</td>
              <td>{miss.count}</td>
              <td>{dayText(miss.lastDay)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
