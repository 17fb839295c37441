'use client';

import '@/styles/globals.css';

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en-AU">
      <body>
        <main id="main-content" className="global-error">
          <h1>An error occurred while showing the error page</h1>
          {error?.digest && (
            <p>
              If you contact us about this, please quote reference <code>{error.digest}</code>.
            </p>
          )}
          <p>
            <a href="/">Homepage</a>
          </p>
        </main>
      </body>
    </html>
  );
}
