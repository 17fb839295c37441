'use client';

import { useId, useState, type FormEvent } from 'react';
import { callApi } from '@/lib/api/client';
import type { Role } from '@/lib/auth/roles';
import type { UserSummary } from '@/lib/auth/user-summary';
import { RoleCheckboxes } from './role-checkboxes';
import { invitationSent, usersText } from './users-labels';
import styles from './users.styles';
import { UsersFormActions } from './users-form-actions';

type Problems = { email?: string; name?: string; roles?: string };

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function check(email: string, name: string, roles: Role[]): Problems {
  const problems: Problems = {};
  if (!email.trim()) problems.email = usersText.emailRequired;
  else if (!EMAIL_SHAPE.test(email.trim())) problems.email = usersText.emailInvalid;
  if (!name.trim()) problems.name = usersText.nameRequired;
  if (roles.length === 0) problems.roles = usersText.roleRequired;
  return problems;
}

/** Invites a new member of staff: the server creates the account and emails them a link to choose a password. */
export function InviteUserForm({ onInvited }: { onInvited: (user: UserSummary) => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [roles, setRoles] = useState<Role[]>(['editor']);
  const [problems, setProblems] = useState<Problems>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setServerError(null);
    setSentTo(null);
    const found = check(email, name, roles);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      // The first field to fix takes focus, so its message is read out.
      const form = event.currentTarget;
      const first = found.email ? document.getElementById(`${id}-email`) : found.name ? document.getElementById(`${id}-name`) : form.querySelector<HTMLElement>('input[type="checkbox"]');
      first?.focus();
      return;
    }
    setSending(true);
    try {
      const answer = await callApi<{ user: UserSummary }>('user/invite', { body: { email: email.trim(), name: name.trim(), roles } });
      setSentTo(answer.user.email);
      setEmail('');
      setName('');
      setRoles(['editor']);
      onInvited(answer.user);
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  };

  const field = (key: 'email' | 'name', label: string, value: string, set: (v: string) => void, type: string, autoComplete: string) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${key}`} className={styles.label}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        type={type}
        autoComplete={autoComplete}
        className={styles.input}
        value={value}
        maxLength={key === 'email' ? 254 : 120}
        onChange={(event) => set(event.target.value)}
        aria-invalid={Boolean(problems[key])}
        aria-describedby={problems[key] ? `${id}-${key}-error` : undefined}
      />
      {problems[key] && (
        <p id={`${id}-${key}-error`} className={styles.fieldError}>
          {problems[key]}
        </p>
      )}
    </div>
  );

  return (
    <section className={styles.invite} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className={styles.heading}>
        {usersText.inviteHeading}
      </h3>
      <form onSubmit={submit} noValidate>
        <div className={styles.inviteFields}>
          {field('email', usersText.email, email, setEmail, 'email', 'off')}
          {field('name', usersText.name, name, setName, 'text', 'off')}
        </div>
        <RoleCheckboxes value={roles} onChange={setRoles} error={problems.roles} />
        <UsersFormActions serverError={serverError} busy={sending} submit={usersText.sendInvitation}>
          <p role="status" className={styles.success}>
            {sentTo ? invitationSent(sentTo) : ''}
          </p>
        </UsersFormActions>
      </form>
    </section>
  );
}
