'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { callApi } from './api-client';
import styles from './editor.module.css';

type Errors = { username?: string; password?: string; form?: string };

function validate(username: string, password: string): Errors {
  const errors: Errors = {};
  if (!username.trim()) errors.username = 'Username or email is required';
  else if (username.trim().length < 3) errors.username = 'Username or email must be at least 3 characters';
  if (!password) errors.password = 'Password is required';
  else if (password.length < 3) errors.password = 'Password must be at least 3 characters';
  return errors;
}

/** The login overlay: Welcome, 'Username or Email', 'Password', Submit, Close. */
export function LoginOverlay({ onClose }: { onClose: () => void }) {
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => dialog.current?.querySelector('input')?.focus(), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const username = String(data.get('username') ?? '');
    const password = String(data.get('password') ?? '');
    const found = validate(username, password);
    setErrors(found);
    if (Object.keys(found).length) return;
    setPending(true);
    try {
      await callApi('user/login', { body: { username, password } });
      await callApi('user/me', { body: {} });
      // Reload without ?login so the loader finds the session and opens the editor.
      const url = new URL(window.location.href);
      url.searchParams.delete('login');
      window.location.assign(url.pathname === '/login' ? '/' : `${url.pathname}${url.search}`);
    } catch (error) {
      setErrors({ form: error instanceof Error ? error.message : 'Sign in failed' });
      setPending(false);
    }
  };

  return (
    <div className={styles.scrim}>
      <div ref={dialog} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby="login-title">
        <div className={styles.sidebarHeader}>
          <h2 id="login-title">Welcome</h2>
          <button type="button" onClick={onClose}>
            Close
          </button>
        </div>
        <form onSubmit={submit} noValidate>
          <label className={styles.field}>
            <span>Username or Email</span>
            <input name="username" autoComplete="username" aria-invalid={Boolean(errors.username)} aria-describedby={errors.username ? 'login-username-error' : undefined} />
          </label>
          {errors.username && <p id="login-username-error" className={styles.error}>{errors.username}</p>}
          <label className={styles.field}>
            <span>Password</span>
            <input name="password" type="password" autoComplete="current-password" aria-invalid={Boolean(errors.password)} aria-describedby={errors.password ? 'login-password-error' : undefined} />
          </label>
          {errors.password && <p id="login-password-error" className={styles.error}>{errors.password}</p>}
          {errors.form && <p className={styles.error} role="alert">{errors.form}</p>}
          <button type="submit" className={styles.primary} disabled={pending}>
            Submit
          </button>
        </form>
      </div>
    </div>
  );
}
