'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { callApi } from '@/lib/api/client';
import type { AccessLogPage } from '@/lib/forms/submission-access-types';
import { accessDescription, accessLogText } from './access-log/access-log-labels';
import { submissionTime } from './form-submissions/submission-fields';
import { Paging } from '../ui/paging';
import { DEFAULT_PAGE_SIZE } from './sitemap/sitemap-labels';
import shared from '../ui/data-view.styles';
import { DataTable } from '../ui/data-table';

/**
 * The Access log tab (admins only): who viewed or exported form submissions and when, newest first, a page
 * at a time. Submissions are personal data; this is how an admin answers 'who has seen my details?'.
 */
export function AccessLogTab() {
  const [size, setSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useSWR(
    ['forms/accessLog', page, size] as const,
    () => callApi<AccessLogPage>('forms/accessLog', { body: { page, limit: size } }),
    { keepPreviousData: true },
  );
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / size));
  const entries = data?.entries;
  return (
    <div className={shared.view}>
      <p className={shared.hint}>{accessLogText.intro}</p>
      <div className={shared.results} aria-busy={isLoading}>
        {error ? (
          <div role="alert" className={shared.error}>
            <p>{error instanceof Error ? error.message : String(error)}</p>
            <button type="button" className={shared.button} onClick={() => void mutate()}>
              {accessLogText.retry}
            </button>
          </div>
        ) : entries ? (
          entries.length ? (
            <div className={shared.tableScroll}>
              <DataTable caption={accessLogText.caption} columns={accessLogText.columns} showsTimes>
                {entries.map((entry) => (
                  <tr key={entry._id}>
                    <th scope="row">
                      <time dateTime={entry.at}>{submissionTime(entry.at)}</time>
                    </th>
                    <td>{entry.username}</td>
                    <td>{accessDescription(entry)}</td>
                  </tr>
                ))}
              </DataTable>
            </div>
          ) : (
            <p className={shared.empty}>{accessLogText.empty}</p>
          )
        ) : (
          <p className={shared.hint}>{accessLogText.loading}</p>
        )}
        <Paging
          page={Math.min(page, pages)}
          pages={pages}
          size={size}
          onPage={(to) => setPage(Math.min(Math.max(1, to), pages))}
          onSize={(to) => {
            setSize(to);
            setPage(1);
          }}
          label={accessLogText.pagingNav}
        />
      </div>
    </div>
  );
}
