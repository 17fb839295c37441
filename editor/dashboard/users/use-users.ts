'use client';

import useSWR from 'swr';
import { callApi } from '@/lib/api/client';
import type { UserSummary } from '@/lib/auth/user-summary';

export const USERS_KEY = 'user/list';

/** The staff accounts, and a way to put one the server has just answered into the list without waiting for a reload. */
export function useUsers() {
  // Asked again whenever the tab opens, however recently: an invitee may have accepted a moment ago.
  const { data, error, isLoading, mutate } = useSWR(USERS_KEY, () => callApi<{ users: UserSummary[] }>('user/list'), { dedupingInterval: 0 });
  return {
    users: data?.users,
    loading: isLoading,
    error: error instanceof Error ? error.message : error ? String(error) : null,
    reload: () => mutate(),
    /** Replaces (or adds) the user in the shown list, then asks the server again for the order and the rest. */
    show: (user: UserSummary) =>
      mutate(
        (now) => {
          const users = now?.users ?? [];
          return { users: users.some((u) => u._id === user._id) ? users.map((u) => (u._id === user._id ? user : u)) : [...users, user] };
        },
        { revalidate: true },
      ),
  };
}
