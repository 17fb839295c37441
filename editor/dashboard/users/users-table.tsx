'use client';

import { format } from 'date-fns';
import { useId } from 'react';
import type { AuthUser } from '@/lib/auth/roles';
import { userStatus, type UserSummary } from '@/lib/auth/user-summary';
import { columnLabels, LAST_SIGN_IN_FORMAT, roleLabels, usersText } from './users-labels';
import styles from './users.styles';
import { DataTable } from '../../ui/data-table';

/** The Last Sign-In column: the editor's local time, or 'Never'. */
export function lastSignIn(iso: string | null): string {
  if (!iso) return usersText.never;
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? usersText.never : format(at, LAST_SIGN_IN_FORMAT);
}

export type RowAction = 'changeRoles' | 'deactivate' | 'reactivate';

type Props = {
  users: UserSummary[];
  me: AuthUser;
  busyId: string | null;
  onAction: (action: RowAction, user: UserSummary) => void;
};

/**
 * Every staff account. Row buttons keep their short visible names and are described by the user's name,
 * so a screen reader says whose roles a 'Change roles' button changes. Nobody deactivates themselves.
 */
export function UsersTable({ users, me, busyId, onAction }: Props) {
  const base = useId();
  return (
    <DataTable caption={usersText.caption} columns={columnLabels} className={styles.table} showsTimes>
        {users.map((user, index) => {
          const nameId = `${base}-name-${index}`;
          const status = userStatus(user);
          const isMe = user._id === me._id;
          const busy = busyId === user._id;
          const button = (action: RowAction, label: string) => (
            <button type="button" className={styles.button} aria-describedby={nameId} aria-disabled={busy} onClick={() => busy || onAction(action, user)}>
              {label}
            </button>
          );
          return (
            <tr key={user._id} data-user-id={user._id}>
              <th scope="row" id={nameId} className={styles.nameCell}>
                {user.name || user.username}
                {isMe && <span className={styles.you}> {usersText.you}</span>}
              </th>
              <td className={styles.email}>{user.email}</td>
              <td>{user.roles.map((role) => roleLabels[role] ?? role).join(', ')}</td>
              <td className={styles.nowrap}>{lastSignIn(user.lastSignIn)}</td>
              <td>
                <span className={`${styles.status} ${styles[`status${status}`]}`}>{status}</span>
              </td>
              <td>
                <div className={styles.rowActions}>
                  {button('changeRoles', usersText.changeRoles)}
                  {status !== 'Deactivated' && !isMe && button('deactivate', usersText.deactivate)}
                  {status === 'Deactivated' && button('reactivate', usersText.reactivate)}
                  {status === 'Invited' && button('reactivate', usersText.resendInvitation)}
                </div>
              </td>
            </tr>
          );
        })}
    </DataTable>
  );
}
