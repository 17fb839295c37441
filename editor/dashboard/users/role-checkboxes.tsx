'use client';

import { useId } from 'react';
import { roles, type Role } from '@/lib/auth/roles';
import { roleHelp, roleLabels, usersText } from './users-labels';
import styles from './users.styles';

type Props = { value: readonly Role[]; onChange: (roles: Role[]) => void; error?: string | null };

/** One checkbox per role, under the legend 'Roles'; the message (if any) is tied to the group. */
export function RoleCheckboxes({ value, onChange, error }: Props) {
  const id = useId();
  const toggle = (role: Role, on: boolean) => onChange(roles.filter((r) => (r === role ? on : value.includes(r))));
  return (
    <fieldset className={styles.roles} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.legend}>{usersText.rolesLegend}</legend>
      {roles.map((role) => (
        <div key={role} className={styles.role}>
          <input
            type="checkbox"
            id={`${id}-${role}`}
            checked={value.includes(role)}
            onChange={(event) => toggle(role, event.target.checked)}
            aria-describedby={`${id}-${role}-help`}
          />
          <label htmlFor={`${id}-${role}`}>{roleLabels[role]}</label>
          <span id={`${id}-${role}-help`} className={styles.roleHelp}>
            {roleHelp[role]}
          </span>
        </div>
      ))}
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
