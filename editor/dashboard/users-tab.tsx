'use client';

import { useEffect, useRef, useState } from 'react';
import { callApi } from '@/lib/api/client';
import type { AuthUser } from '@/lib/auth/roles';
import type { UserSummary } from '@/lib/auth/user-summary';
import { ChangeRolesDialog } from './users/change-roles-dialog';
import { InviteUserForm } from './users/invite-user-form';
import { deactivated, invitationResent, reactivated, rolesSaved, usersText } from './users/users-labels';
import { UsersTable, type RowAction } from './users/users-table';
import { useUsers } from './users/use-users';
import styles from './users/users.styles';
import { ErrorAlert } from '../ui/error-alert';

/**
 * The dashboard's Users tab (admins only): every staff account with its roles, last sign-in and status;
 * change a user's roles, deactivate or reactivate them, and invite new staff by email.
 */
export function UsersTab({ user: me }: { user: AuthUser }) {
  const { users, loading, error, reload, show } = useUsers();
  const [editing, setEditing] = useState<UserSummary | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const tab = useRef<HTMLDivElement>(null);
  // After deactivating or reactivating, the row's buttons change: focus goes to its first one rather than being lost.
  const [refocus, setRefocus] = useState<string | null>(null);
  useEffect(() => {
    if (!refocus) return;
    const rows = tab.current?.querySelectorAll<HTMLElement>('tr[data-user-id]') ?? [];
    [...rows].find((row) => row.dataset.userId === refocus)?.querySelector('button')?.focus();
    setRefocus(null);
  }, [refocus, users]);

  const run = async (user: UserSummary, path: 'user/deactivate' | 'user/reactivate', done: (user: UserSummary) => string) => {
    setBusyId(user._id);
    try {
      const answer = await callApi<{ user: UserSummary }>(path, { body: { _id: user._id } });
      await show(answer.user);
      setNotice(done(answer.user));
      setRefocus(user._id);
    } catch (problem) {
      setFailure(problem instanceof Error ? problem.message : String(problem));
    } finally {
      setBusyId(null);
    }
  };

  const onAction = (action: RowAction, user: UserSummary) => {
    setNotice(null);
    setFailure(null);
    const name = user.name || user.username;
    if (action === 'changeRoles') return setEditing(user);
    if (action === 'deactivate') {
      if (!window.confirm(usersText.confirm)) return;
      return void run(user, 'user/deactivate', () => deactivated(name));
    }
    return void run(user, 'user/reactivate', (after) => (after.active ? reactivated(name) : invitationResent(after.email)));
  };

  return (
    <div ref={tab} className={styles.users}>
      <p role="status" className={styles.notice}>
        {notice ?? ''}
      </p>
      <ErrorAlert message={failure} className={styles.formError} />
      <div className={styles.tableScroll} aria-busy={loading}>
        {error && !users ? (
          <div role="alert" className={styles.error}>
            <p>{error}</p>
            <button type="button" className={styles.button} onClick={() => void reload()}>
              {usersText.retry}
            </button>
          </div>
        ) : users ? (
          <UsersTable users={users} me={me} busyId={busyId} onAction={onAction} />
        ) : (
          <p className={styles.hint}>{usersText.loading}</p>
        )}
      </div>
      <InviteUserForm onInvited={(user) => void show(user)} />
      {editing && (
        <ChangeRolesDialog
          user={editing}
          onCancel={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice(rolesSaved(saved.name || saved.username));
            void show(saved);
          }}
        />
      )}
    </div>
  );
}
