'use client';

import { ErrorView } from '@/components/layout/error-view';

/** Inside the site layout (which owns <main>): visitors get a plain message, never a stack trace. */
export default function SiteError({ error }: { error: Error & { digest?: string; status?: number } }) {
  const status = typeof error.status === 'number' ? error.status : 500;
  const message = error.digest || !error.message ? 'Sorry, something went wrong' : error.message;
  return <ErrorView status={status} message={message} reference={error.digest} />;
}
