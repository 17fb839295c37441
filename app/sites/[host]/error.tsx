'use client';

import { ErrorView, errorViewOf } from '@/components/layout/error-view';

/** Inside the site layout (which owns <main>): visitors get a plain message, never a stack trace. */
export default function SiteError({ error }: { error: Error & { digest?: string; status?: number } }) {
  return <ErrorView {...errorViewOf(error)} />;
}
