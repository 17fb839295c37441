'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { callApi } from '@/lib/api/client';
import { FormField } from '../ui/form-field';
import { FormActions } from '../ui/form-actions';
import styles from '../ui/editor.styles';

type Values = { username: string; password: string };

/** Login: both fields required, at least 3 characters; the server's message is shown in the form. */
export function LoginForm({ onForgotPassword, onSignedIn }: { onForgotPassword: () => void; onSignedIn: () => void }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<Values>({ defaultValues: { username: '', password: '' } });
  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await callApi('user/login', { body: values });
      await callApi('user/me', { body: {} });
      onSignedIn();
    } catch (error) {
      setServerError(error instanceof Error && error.message ? error.message : 'Sign in failed');
    }
  });
  const { errors, isSubmitting } = formState;
  return (
    <form onSubmit={submit} noValidate>
      <FormField
        label="Username or Email"
        autoComplete="username"
        error={errors.username?.message}
        {...register('username', {
          required: 'Username or email is required',
          minLength: { value: 3, message: 'Username or email must be at least 3 characters' },
        })}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password', { required: 'Password is required', minLength: { value: 3, message: 'Password must be at least 3 characters' } })}
      />
      <FormActions serverError={serverError} submitting={isSubmitting}>
        <button type="button" className={styles.linkButton} onClick={onForgotPassword}>
          Forgot Password
        </button>
      </FormActions>
    </form>
  );
}
