// What a page load asks of the editor, read from the address and the cookies: for the gate (editor-gate.tsx), which
// fetches the loader only when there is something, and for the loader (editor-loader.tsx), which decides what.
import { SIGNED_IN_HINT_COOKIE } from '@/lib/auth/cookie-names';

/** Staff have signed in on this browser (the hint cookie the server sets beside the session). */
export const hasSignedInHint = (cookie: string) => cookie.split(';').some((c) => c.trim() === `${SIGNED_IN_HINT_COOKIE}=1`);

/** The sign-in address, or any address with ?login: the login menu opens there. */
export const asksToSignIn = (location: Pick<Location, 'pathname' | 'search'>) =>
  location.pathname === '/login' || new URLSearchParams(location.search).has('login');

/**
 * Something for the loader (editor-loader.tsx) to do: staff signed in on this browser, a reset or invitation link,
 * the sign-in address, or a message left for this tab. A preview link never shows the editor.
 */
export function editorWanted(location: Pick<Location, 'pathname' | 'search'>, cookie: string, flash: boolean): boolean {
  if (location.pathname.startsWith('/preview/')) return false;
  const query = new URLSearchParams(location.search);
  return hasSignedInHint(cookie) || query.has('token') || query.has('email') || asksToSignIn(location) || flash;
}
