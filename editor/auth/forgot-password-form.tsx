'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { callApi } from '@/lib/api/client';
import { FormField } from '../ui/form-field';
import styles from '../ui/editor.styles';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Forgot password: asks for the email, then says to check the mail. */
export function ForgotPasswordForm({ onBackToLogin }: { onBackToLogin: () => void }) {
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, formState, setError, reset } = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const submit = handleSubmit(async ({ email }) => {
    try {
      await callApi('user/forgotPassword', { body: { email } });
      setSent(true);
    } catch (error) {
      setError('email', { message: error instanceof Error ? error.message : 'Something went wrong' });
    }
  });

  if (sent) {
    return (
      <div role="status">
        <h3>Check your mail</h3>
        <p>We have sent you some instructions to recover your password to your email.</p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={onBackToLogin}>
            Back to login
          </button>
          <a
            href="#"
            onClick={(event) => {
              event.preventDefault();
              reset();
              setSent(false);
            }}
          >
            try another email address
          </a>
        </div>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email', {
          required: 'Please provide your email address',
          pattern: { value: EMAIL_PATTERN, message: 'Please provide a valid email address' },
        })}
      />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={formState.isSubmitting}>
          Submit
        </button>
      </div>
    </form>
  );
}
