'use client';

import { useState, type FormEvent } from 'react';
import { apiErrorText } from '@/lib/api/client';

/**
 * A small form's submit: the page does not reload, the form is busy while `send` runs, and a refusal becomes the
 * message to show (the server's words, or `fallback`). Answers whether `send` succeeded.
 */
export function useSubmit(send: () => Promise<unknown>, fallback: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event?: FormEvent): Promise<boolean> => {
    event?.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await send();
      return true;
    } catch (failure) {
      setError(apiErrorText(failure, fallback));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, submit };
}
