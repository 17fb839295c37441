import { ErrorView } from '@/components/layout/error-view';

export default function NotFound() {
  return (
    <main id="main-content" tabIndex={-1}>
      <ErrorView status={404} message="This page could not be found" />
    </main>
  );
}
