'use client';

// Fetched by EditorGate when a page load has something for the editor: it decides which of the rest to fetch.
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import type { AuthUser } from '@/lib/auth/roles';
import type { SignedOutMode } from '../auth/signed-out-app';
import { takeFlash } from '../ui/flash';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/auth/cookie-names';
import { callApi } from '@/lib/api/client';
import { prefetchPage, slugOfPathname } from '../document/page-prefetch';
import { asksToSignIn, hasSignedInHint } from './editor-wanted';
import { preloadWhereRendered } from '@/components/ui/where-rendered';

// Fetched only once the mode below asks for them; the server always renders the visitor mode (nothing). The
// editor's own code is also fetched while user/me is on its way when the signed-in hint is there (staff only).
const loadEditorApp = () => import('./editor-app');
const loadSignedOutApp = () => import('../auth/signed-out-app');
type EditorAppComponent = (typeof import('./editor-app'))['default'];
type SignedOutAppComponent = (typeof import('../auth/signed-out-app'))['default'];
// Only when a component's code could not be fetched before the switch: it is asked for again, and a failure then
// reaches the error boundary as any failed render does.
const LazyEditorApp = lazy(loadEditorApp);
const LazySignedOutApp = lazy(loadSignedOutApp);

/**
 * A mode's component once its code has arrived (null when the fetch failed). Each mode is entered with its
 * component in hand rather than through lazy(): a component that suspends is shown by React at the earliest 300 ms
 * after its empty fallback (React's throttle of revealed Suspense boundaries), which was most of the wait before
 * the editor appeared.
 */
const whenLoaded = <C,>(load: () => Promise<{ default: C }>): Promise<C | null> =>
  load().then(
    (module) => module.default,
    () => null,
  );
// With the blocks' own downloads (whereRendered), so that the page shows whole at once.
const editorAppWhenLoaded = () => whenLoaded(() => loadEditorApp().then((module) => preloadWhereRendered().then(() => module)));

export const ALREADY_SIGNED_IN = 'You are already logged in as another user';

type Mode =
  | { kind: 'visitor' }
  | { kind: 'editor'; user: AuthUser; toast: { kind: 'success' | 'error'; text: string } | null; App: ComponentType<Parameters<EditorAppComponent>[0]> }
  | { kind: 'signedOut'; mode: SignedOutMode; flash: string | null; App: ComponentType<Parameters<SignedOutAppComponent>[0]> };

type ResetLink = { token: string; email: string };
let resetLink: ResetLink | null | undefined;

/**
 * The token and email of a reset or invitation link, read once; they leave the address bar at once, so that
 * neither the browser's history nor anything reading the address later (analytics, once accepted) keeps them.
 */
function takeResetLink(): ResetLink | null {
  if (resetLink !== undefined) return resetLink;
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  const email = url.searchParams.get('email');
  resetLink = token && email ? { token, email } : null;
  if (url.searchParams.has('token') || url.searchParams.has('email')) {
    url.searchParams.delete('token');
    url.searchParams.delete('email');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return resetLink;
}

/** What a signed-out page load asks for: the recovery dialog (reset link), the login menu, or only a message. */
async function signedOutMode(flash: string | null, link: ResetLink | null): Promise<Mode> {
  const mode: SignedOutMode | null = link
    ? { kind: 'recovery', ...link }
    : asksToSignIn(window.location)
      ? { kind: 'login' }
      : flash
        ? { kind: 'flash' }
        : null;
  if (!mode) return { kind: 'visitor' };
  return { kind: 'signedOut', mode, flash, App: (await whenLoaded(loadSignedOutApp)) ?? LazySignedOutApp };
}

async function verifiedUser(domainId: string): Promise<AuthUser | null> {
  if (!hasSignedInHint(document.cookie)) return null;
  // Most likely still signed in: start on the editor's code and on the working copy now, beside user/me.
  void editorAppWhenLoaded();
  try {
    prefetchPage(slugOfPathname(window.location.pathname), domainId);
  } catch {
    // An address that is not a page's (a broken escape): the editor says so when it asks itself.
  }
  try {
    return (await callApi<{ user: AuthUser }>('user/me', { body: {} })).user;
  } catch {
    // Signed out, offline or server down: carry on as a visitor.
  }
  // The server has cleared a stale or revoked session cookie; forget the hint too.
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  return null;
}

export function EditorLoader({ domainId }: { domainId: string }) {
  const [mode, setMode] = useState<Mode>({ kind: 'visitor' });
  useEffect(() => {
    // A preview link shows what reviewers see, also to staff (and in the editor's 'Preview widths' frames): no editor
    // there, and EditorGate never fetches this.
    let cancelled = false;
    const link = takeResetLink();
    void verifiedUser(domainId).then(async (user) => {
      // Already on its way since user/me was asked (the same request).
      const App = user ? ((await editorAppWhenLoaded()) ?? LazyEditorApp) : null;
      if (cancelled) return;
      const flash = takeFlash();
      if (!user || !App) {
        const signedOut = await signedOutMode(flash, link);
        if (!cancelled) setMode(signedOut);
        return;
      }
      const toast = link ? { kind: 'error' as const, text: ALREADY_SIGNED_IN } : flash ? { kind: 'success' as const, text: flash } : null;
      setMode({ kind: 'editor', user, toast, App });
    });
    return () => {
      cancelled = true;
    };
    // The domain is the layout's: one per page load.
  }, []);

  if (mode.kind === 'visitor') return null;
  return (
    <Suspense fallback={null}>
      {mode.kind === 'editor' ? (
        <mode.App user={mode.user} domainId={domainId} initialToast={mode.toast} />
      ) : (
        <mode.App mode={mode.mode} flash={mode.flash} />
      )}
    </Suspense>
  );
}
