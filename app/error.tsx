'use client';

import { ErrorView, errorViewOf } from '@/components/layout/error-view';

/** In production Next hides server error messages: visitors get a plain one, never a stack trace. */
export default function ErrorPage({ error }: { error: Error & { digest?: string; status?: number } }) {
  return (
    <main id="main-content" tabIndex={-1}>
      <ErrorView {...errorViewOf(error)} />
    </main>
  );
}
