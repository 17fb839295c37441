'use client';

// The only editor code every visitor downloads: whether this page load has anything for the editor's loader to do.
import { useEffect, useState, type ComponentType } from 'react';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/auth/cookie-names';
import { hasFlash } from '../ui/flash';

type LoaderComponent = ComponentType<{ domainId: string }>;

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

/** Fetches the editor's loader only when editorWanted: a visitor's page downloads none of it. */
export function EditorGate({ domainId }: { domainId: string }) {
  const [Loader, setLoader] = useState<LoaderComponent | null>(null);
  useEffect(() => {
    if (!editorWanted(window.location, document.cookie, hasFlash())) return;
    let current = true;
    import('./editor-loader').then(
      (module) => current && setLoader(() => module.EditorLoader),
      () => {},
    );
    return () => {
      current = false;
    };
    // The domain is the layout's: one per page load.
  }, []);
  return Loader ? <Loader domainId={domainId} /> : null;
}
