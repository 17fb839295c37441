'use client';

import '@/styles/globals.css';

export default function GlobalError() {
  return (
    <html lang="en-AU">
      <body>
        <main id="main-content" className="global-error">
          <h1>An error occurred while showing the error page</h1>
          <p>
            <a href="/">Homepage</a>
          </p>
        </main>
      </body>
    </html>
  );
}
