import { PREVIEW_REFUSED_TEXT } from '@/lib/preview/preview-text';

/** A preview link that stopped working between the proxy's check and the render: nothing of the page is shown. */
export default function PreviewNotFound() {
  return (
    <div id="not-found-content" className="cs-container">
      <h1>{PREVIEW_REFUSED_TEXT}</h1>
      <p>
        Ask the person who sent it for a new link, or <a href="/">go to the homepage</a>.
      </p>
    </div>
  );
}
