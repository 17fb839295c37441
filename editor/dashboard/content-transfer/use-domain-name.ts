'use client';

import useSWR from 'swr';
import { callApi } from '@/lib/api/client';
import type { DomainState } from '@/lib/content/domains/domains';

/**
 * The name of the domain the editor is on (for 'Import 3 pages into Tidewell Training Hub?'), from the same
 * call Config settings uses. Null until it is known, or when it cannot be loaded: the tab then says 'this site'.
 */
export function useDomainName(domainId: string): string | null {
  const hostname = typeof window === 'undefined' ? 'localhost' : window.location.host || 'localhost';
  const { data } = useSWR(
    ['config/loadDomain', hostname] as const,
    () => callApi<{ domain: DomainState | null; domains: DomainState[] }>('config/loadDomain', { query: { hostname } }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return data?.domains.find((domain) => domain._id === domainId)?.name ?? null;
}
