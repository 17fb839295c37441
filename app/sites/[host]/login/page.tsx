import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Staff sign in', robots: { index: false, follow: false } };

/** The sign-in address for staff: the editor loader opens the login overlay here. */
export default function LoginPage() {
  return (
    <div id="page-content" className="login-page">
      <h1>Staff sign in</h1>
      <p>This area is for staff of the charity who edit the website. The sign-in form opens on this page.</p>
      <p>
        If you need support, you do not need to sign in: <a href="/">go to the homepage</a>.
      </p>
    </div>
  );
}
