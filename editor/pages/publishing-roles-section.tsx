'use client';

import { useEffect, useId, useState } from 'react';
import { canPublish, type AuthUser } from '@/lib/auth/roles';
import type { Page } from '@/lib/content/schemas';
import { callApi } from '@/lib/api/client';
import { useToast } from '../ui/toasts';
import { ROLES_APPLIED, ROLES_HELP, publishingRoles, whoMayPublish } from './page-panel-text';
import styles from '../ui/panel.styles';
import { ErrorAlert } from '../ui/error-alert';

type Props = { user: AuthUser; savedPage: Page; busy: boolean; onServerChanged: (page: Page) => void };

const rolesKey = (roles: readonly string[]) => [...roles].sort().join(',');

/**
 * Who may publish the page besides admins (DESIGN.md §4). Only admins change it, with roles/applyToPage;
 * everyone else reads who may publish and whether they may.
 */
export function PublishingRolesSection({ user, savedPage, busy, onServerChanged }: Props) {
  const id = useId();
  const notify = useToast();
  const stored = savedPage.roles;
  const [chosen, setChosen] = useState<string[]>(stored);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const storedKey = rolesKey(stored);
  useEffect(() => setChosen(storedKey ? storedKey.split(',') : []), [storedKey]);

  const heading = (
    <h3 id={`${id}-heading`}>Publishing roles</h3>
  );
  if (!user.roles.includes('admin')) {
    return (
      <section className={styles.section} aria-labelledby={`${id}-heading`}>
        {heading}
        <p>{whoMayPublish(stored)}</p>
        <p className={styles.note}>{canPublish(user, stored) ? 'You may publish it.' : 'You may not publish it.'} Only admins can change who may publish a page.</p>
      </section>
    );
  }

  const toggle = (role: string, on: boolean) => setChosen((roles) => (on ? [...roles.filter((r) => r !== role), role] : roles.filter((r) => r !== role)));
  const apply = async () => {
    setPending(true);
    setError(null);
    try {
      const answer = await callApi<{ page: Page }>('roles/applyToPage', { body: { page: { _id: savedPage._id }, collection: 'pages', roles: chosen } });
      onServerChanged(answer.page);
      notify('success', ROLES_APPLIED);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The roles could not be applied.');
    } finally {
      setPending(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      {heading}
      <fieldset className={styles.group} aria-describedby={`${id}-help`}>
        <legend className={styles.legend}>Who may publish this page</legend>
        {publishingRoles.map((role) => (
          <div key={role.value} className={styles.checkbox}>
            <input
              type="checkbox"
              id={`${id}-${role.value}`}
              checked={chosen.includes(role.value)}
              disabled={pending}
              onChange={(event) => toggle(role.value, event.target.checked)}
            />
            <label htmlFor={`${id}-${role.value}`}>{role.label}</label>
          </div>
        ))}
        <p id={`${id}-help`} className={styles.note}>
          {ROLES_HELP}
        </p>
      </fieldset>
      <ErrorAlert message={error} className={styles.error} />
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={() => void apply()} disabled={pending || busy}>
          Apply roles
        </button>
      </div>
    </section>
  );
}
