'use client';

// The only editor code a visitor downloads: it decides whether to fetch the rest.
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import type { AuthUser } from '@/lib/auth/roles';

const EditorApp = dynamic(() => import('./editor-app'), { ssr: false });
const SignedOutMenu = dynamic(() => import('./signed-out-menu'), { ssr: false });

const HINT_COOKIE = 'signedIn';

function wantsLogin(): boolean {
  return window.location.pathname === '/login' || new URLSearchParams(window.location.search).has('login');
}

export function EditorLoader({ domainId }: { domainId: string }) {
  const [mode, setMode] = useState<{ kind: 'visitor' } | { kind: 'login' } | { kind: 'editor'; user: AuthUser }>({ kind: 'visitor' });

  useEffect(() => {
    let cancelled = false;
    const hinted = document.cookie.split(';').some((c) => c.trim() === `${HINT_COOKIE}=1`);
    const fallback = () => !cancelled && wantsLogin() && setMode({ kind: 'login' });
    if (!hinted) {
      fallback();
      return;
    }
    fetch('/api/user/me', { method: 'POST', headers: { accept: 'application/json', 'content-type': 'application/json' }, body: '{}' })
      .then(async (response) => {
        if (cancelled) return;
        if (response.ok) {
          const { user } = (await response.json()) as { user: AuthUser };
          setMode({ kind: 'editor', user });
        } else {
          // A stale or revoked session: forget it so visitors' pages stop asking.
          document.cookie = `${HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
          fallback();
        }
      })
      .catch(fallback);
    return () => {
      cancelled = true;
    };
  }, []);

  if (mode.kind === 'editor') return <EditorApp user={mode.user} domainId={domainId} />;
  if (mode.kind === 'login') return <SignedOutMenu />;
  return null;
}
