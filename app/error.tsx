'use client';

import { ErrorView } from '@/components/layout/error-view';

/** In production Next hides server error messages: visitors get a plain one, never a stack trace. */
export default function ErrorPage({ error }: { error: Error & { digest?: string; status?: number } }) {
  const status = typeof error.status === 'number' ? error.status : 500;
  const message = error.digest || !error.message ? 'Sorry, something went wrong' : error.message;
  return (
    <main id="main-content" tabIndex={-1}>
      <ErrorView status={status} message={message} reference={error.digest} />
    </main>
  );
}
