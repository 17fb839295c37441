'use client';

import { useState, type FormEvent } from 'react';
import { callApi } from '@/lib/api/client';
import { ModalDialog } from '@/editor/ui/modal-dialog';
import type { Role } from '@/lib/auth/roles';
import type { UserSummary } from '@/lib/auth/user-summary';
import { RoleCheckboxes } from './role-checkboxes';
import { changeRolesTitle, usersText } from './users-labels';
import styles from './users.styles';
import { UsersFormActions } from './users-form-actions';

type Props = { user: UserSummary; onSaved: (user: UserSummary) => void; onCancel: () => void };

/** A dialog with a checkbox per role; Save sends them, Cancel (or Escape) leaves the roles as they were. */
export function ChangeRolesDialog({ user, onSaved, onCancel }: Props) {
  const [chosen, setChosen] = useState<Role[]>(user.roles);
  const [problem, setProblem] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setServerError(null);
    if (chosen.length === 0) return setProblem(usersText.roleRequired);
    setProblem(null);
    setSaving(true);
    try {
      const answer = await callApi<{ user: UserSummary }>('user/update', { body: { _id: user._id, roles: chosen } });
      onSaved(answer.user);
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
      setSaving(false);
    }
  };

  return (
    <ModalDialog title={changeRolesTitle(user.name || user.username)} onClose={onCancel}>
      <form onSubmit={save} noValidate>
        <RoleCheckboxes value={chosen} onChange={setChosen} error={problem} />
        <UsersFormActions serverError={serverError} busy={saving} submit={usersText.save}>
          <button type="button" className={styles.button} onClick={onCancel}>
            {usersText.cancel}
          </button>
        </UsersFormActions>
      </form>
    </ModalDialog>
  );
}
