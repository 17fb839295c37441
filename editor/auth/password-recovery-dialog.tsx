'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { callApi } from '@/lib/api/client';
import { FormField } from '../ui/form-field';
import { FormActions } from '../ui/form-actions';
import { ModalDialog } from '../ui/modal-dialog';
import { setFlash } from '../ui/flash';

export const PASSWORD_RESET_DONE = 'Password successfully reset, you can now login.';

type Values = { email: string; password: string; passwordConfirmation: string };

/** Opened by the link in the reset email (?token=…&email=…) when nobody is signed in. */
export function PasswordRecoveryDialog({ token, email, onClose }: { token: string; email: string; onClose: () => void }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState, getValues } = useForm<Values>({ defaultValues: { email, password: '', passwordConfirmation: '' } });
  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await callApi('user/setPassword', { body: { ...values, token } });
      setFlash(PASSWORD_RESET_DONE);
      window.location.assign('/');
    } catch (error) {
      setServerError(error instanceof Error ? error.message : 'Something went wrong');
    }
  });
  const { errors, isSubmitting } = formState;
  return (
    <ModalDialog title="Welcome" onClose={onClose}>
      <p>Choose a new password for your account.</p>
      <form onSubmit={submit} noValidate>
        <FormField label="Email" type="email" autoComplete="username" error={errors.email?.message} {...register('email', { required: 'Please provide your email address' })} />
        <FormField
          label="Password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password', { required: 'Password is required', minLength: { value: 10, message: 'Password must be at least 10 characters' } })}
        />
        <FormField
          label="Password Confirmation"
          type="password"
          autoComplete="new-password"
          error={errors.passwordConfirmation?.message}
          {...register('passwordConfirmation', {
            required: 'Please confirm the password',
            validate: (value) => value === getValues('password') || 'Passwords do not match',
          })}
        />
          <FormActions serverError={serverError} submitting={isSubmitting} />
      </form>
    </ModalDialog>
  );
}
