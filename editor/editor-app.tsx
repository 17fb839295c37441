'use client';

import { useCallback, useEffect, useReducer } from 'react';
import { createPortal } from 'react-dom';
import { usePathname } from 'next/navigation';
import { PageView } from '@/components/page/page-view';
import { canPublish, type AuthUser } from '@/lib/auth/roles';
import type { Page } from '@/lib/content/schemas';
import { getAtPath } from '@/lib/content/value-at-path';
import { ApiError, callApi } from './api-client';
import { EditSidebar } from './edit-sidebar';
import { EditorMenu } from './editor-menu';
import { editorReducer, hasPendingPublish, hasUnsavedChanges, initialEditorState, isSelecting, type EditKind } from './state';
import { ToastProvider, useToast } from './toasts';
import { useEditSelection } from './use-edit-selection';
import { usePageStage } from './use-page-stage';
import { useUnsavedGuard } from './use-unsaved-guard';
import styles from './editor.module.css';

const LOAD_DELAY_MS = 100;

type InitialToast = { kind: 'success' | 'error'; text: string } | null;

function Editor({ user, domainId, initialToast }: { user: AuthUser; domainId: string; initialToast: InitialToast }) {
  const [state, dispatch] = useReducer(editorReducer, initialEditorState);
  const notify = useToast();
  const pathname = usePathname();
  const stage = usePageStage(state.page !== null);
  const selecting = isSelecting(state);

  useEffect(() => {
    let cancelled = false;
    const slug = decodeURIComponent(pathname.replace(/^\/+/, ''));
    callApi<Page>('page/load', { query: { slug, domainId, collection: 'pages' } })
      .then((page) => page, (error) => {
        if (!(error instanceof ApiError && error.status === 404)) notify('error', error.message);
        return null;
      })
      .then((page) => window.setTimeout(() => !cancelled && dispatch({ type: 'page/loaded', page }), LOAD_DELAY_MS));
    return () => {
      cancelled = true;
    };
  }, [pathname, domainId, notify]);

  useEffect(() => {
    if (initialToast) notify(initialToast.kind, initialToast.text);
  }, [initialToast, notify]);

  useEffect(() => {
    document.body.classList.add('editor-open');
    return () => document.body.classList.remove('editor-open');
  }, []);
  useEffect(() => {
    document.body.dataset.editorSelecting = String(selecting);
  }, [selecting]);

  const onSelect = useCallback((path: string, kind: EditKind) => dispatch({ type: 'select', path, kind }), []);
  useEditSelection(stage, selecting, state.selectedComponent?.path ?? null, onSelect);
  useUnsavedGuard(hasUnsavedChanges(state));

  const write = async (call: 'page/save' | 'page/publishPage') => {
    if (!state.page) return;
    dispatch({ type: 'page/busy', busy: call === 'page/save' ? 'saving' : 'publishing' });
    try {
      const body = { page: state.page, collection: 'pages' };
      const saved = call === 'page/save' ? await callApi<Page>(call, { body }) : (await callApi<{ page: Page }>(call, { body })).page;
      dispatch({ type: 'page/saved', page: saved });
      notify('success', call === 'page/save' ? 'Page Saved' : 'Page Published');
    } catch (error) {
      // The editor's copy stays as it is: nothing typed is lost when a write is refused.
      dispatch({ type: 'page/busy', busy: null });
      notify('error', error instanceof Error ? error.message : undefined);
    }
  };

  const logout = async () => {
    await callApi('user/logout', { body: {} }).catch(() => undefined);
    window.location.assign(window.location.pathname);
  };

  const selected = state.selectedComponent;
  return (
    <div className={styles.editor}>
      <EditorMenu
        collapsed={state.collapsed}
        selecting={selecting}
        pageLoaded={Boolean(state.page?._id)}
        canPublish={canPublish(user, state.page?.roles)}
        pendingPublish={hasPendingPublish(state.page)}
        busy={state.busy !== null}
        onToggleCollapsed={() => dispatch({ type: 'menu/toggleCollapsed' })}
        onSelect={() => dispatch({ type: 'menu/choose', item: 'select' })}
        onSave={() => write('page/save')}
        onPublish={() => write('page/publishPage')}
        onLogout={logout}
      />
      {state.editSidebar && selected && state.page && (
        <EditSidebar
          path={selected.path}
          kind={selected.kind}
          value={getAtPath(state.page, selected.path)}
          onChange={(value) => dispatch({ type: 'value/set', path: selected.path, value })}
          onClose={() => dispatch({ type: 'sidebar/close' })}
        />
      )}
      {stage && state.page && createPortal(<PageView page={state.page} />, stage)}
    </div>
  );
}

export default function EditorApp(props: { user: AuthUser; domainId: string; initialToast: InitialToast }) {
  return (
    <ToastProvider>
      <Editor {...props} />
    </ToastProvider>
  );
}
