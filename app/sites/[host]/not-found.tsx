import { ErrorView } from '@/components/layout/error-view';

export default function SiteNotFound() {
  return (
    <div id="not-found-content">
      <ErrorView status={404} message="This page could not be found" />
    </div>
  );
}
