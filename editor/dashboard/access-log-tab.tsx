'use client';

import useSWR from 'swr';
import { apiErrorText, callApi } from '@/lib/api/client';
import type { AccessLogPage } from '@/lib/forms/submission-access-types';
import { accessDescription, accessLogText } from './access-log/access-log-labels';
import { submissionTime } from './form-submissions/submission-fields';
import { ListBody, PagedResults, usePaging } from '../ui/paging';
import shared from '../ui/data-view.styles';
import { DataTable } from '../ui/data-table';

/**
 * The Access log tab (admins only): who viewed or exported form submissions and when, newest first, a page
 * at a time. Submissions are personal data; this is how an admin answers 'who has seen my details?'.
 */
export function AccessLogTab() {
  const { page, size, control } = usePaging('');
  const { data, error, isLoading, mutate } = useSWR(
    ['forms/accessLog', page, size] as const,
    () => callApi<AccessLogPage>('forms/accessLog', { body: { page, limit: size } }),
    { keepPreviousData: true },
  );
  return (
    <div className={shared.view}>
      <p className={shared.hint}>{accessLogText.intro}</p>
      <PagedResults loading={isLoading} paging={control(data?.total ?? 0, accessLogText.pagingNav)}>
        <ListBody
          error={error ? apiErrorText(error) : null}
          onRetry={() => void mutate()}
          retryLabel={accessLogText.retry}
          rows={data?.entries}
          loadingText={accessLogText.loading}
          emptyText={accessLogText.empty}
        >
          <DataTable caption={accessLogText.caption} columns={accessLogText.columns} showsTimes>
            {data?.entries.map((entry) => (
              <tr key={entry._id}>
                <th scope="row">
                  <time dateTime={entry.at}>{submissionTime(entry.at)}</time>
                </th>
                <td>{entry.username}</td>
                <td>{accessDescription(entry)}</td>
              </tr>
            ))}
          </DataTable>
        </ListBody>
      </PagedResults>
    </div>
  );
}
