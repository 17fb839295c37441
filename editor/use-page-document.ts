'use client';

import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react';
import type { Page } from '@/lib/content/schemas';
import { ApiError, callApi } from '@/lib/api/client';
import { loadLatestPage } from './conflict/load-latest-page';
import { isStaleSave, saveOverTheirs } from './conflict/save-over-theirs';
import type { EditorAction, EditorState } from './state';

/** SPEC.md §9: the load result is applied after 100 ms. */
const LOAD_DELAY_MS = 100;

type Write = 'page/save' | 'page/publishPage';
type Notify = (kind: 'success' | 'error', text?: string) => void;

const successText: Record<Write, string> = { 'page/save': 'Page Saved', 'page/publishPage': 'Page Published' };

/** An admin's reason for publishing past the pre-publish checks' blockers. */
export type PublishOverride = { reason: string };
/** How the publish panel publishes: with an override, and showing a refusal itself instead of in a toast. */
export type PublishOptions = { override?: PublishOverride; onError?: (message: string) => void };

/** A publish that moved the page to a new address: the editor offers a redirect from the old one. */
export type Renamed = { pageId: string; from: string; to: string };

async function send(call: Write, page: Page, override?: PublishOverride): Promise<{ page: Page; renamedFrom?: string }> {
  const body = { page, collection: 'pages', ...(override ? { override } : {}) };
  return call === 'page/save' ? { page: await callApi<Page>(call, { body }) } : callApi<{ page: Page; renamedFrom?: string }>(call, { body });
}

/**
 * Loading, saving and publishing the working copy. A refused write never touches the editor's copy: the
 * error is shown, and a stale write (someone else saved first) opens the conflict dialog instead.
 */
export function usePageDocument(state: EditorState, dispatch: Dispatch<EditorAction>, slug: string, domainId: string, notify: Notify) {
  const [conflict, setConflict] = useState<{ call: Write; options?: PublishOptions } | null>(null);
  const [resolving, setResolving] = useState(false);
  const [renamed, setRenamed] = useState<Renamed | null>(null);
  const pageRef = useRef(state.page);
  pageRef.current = state.page;

  useEffect(() => {
    // The address changed because this page moved (saved with a new slug, restored, reloaded): nothing to load.
    if (pageRef.current && pageRef.current.slug === slug) return;
    let cancelled = false;
    callApi<Page>('page/load', { query: { slug, domainId, collection: 'pages' } })
      .then(
        (page) => page,
        (error) => {
          if (!(error instanceof ApiError && error.code === 'not_found')) notify('error', error.message);
          return null;
        },
      )
      .then((page) => window.setTimeout(() => !cancelled && dispatch({ type: 'page/loaded', page }), LOAD_DELAY_MS));
    return () => {
      cancelled = true;
    };
  }, [slug, domainId, notify, dispatch]);

  const write = useCallback(
    async (call: Write, page = pageRef.current, options: PublishOptions = {}): Promise<boolean> => {
      if (!page) return false;
      dispatch({ type: 'page/busy', busy: call === 'page/save' ? 'saving' : 'publishing' });
      try {
        const { page: saved, renamedFrom } = await send(call, page, options.override);
        dispatch({ type: 'page/saved', page: saved, sent: page });
        notify('success', successText[call]);
        if (renamedFrom !== undefined) setRenamed({ pageId: saved._id, from: renamedFrom, to: saved.slug });
        return true;
      } catch (error) {
        dispatch({ type: 'page/busy', busy: null });
        if (isStaleSave(error)) setConflict({ call, options });
        else if (options.onError) options.onError(error instanceof Error ? error.message : 'The page could not be published.');
        else notify('error', error instanceof Error ? error.message : undefined);
        return false;
      }
    },
    [dispatch, notify],
  );

  const keepMine = useCallback(async () => {
    const page = pageRef.current;
    if (!page || !conflict) return;
    setResolving(true);
    try {
      const latest = await loadLatestPage(page._id, page.domainId);
      dispatch({ type: 'page/rebase', version: latest.version, updatedAt: latest.updatedAt });
      setConflict(null);
      // A publish with an override keeps it; the refusal goes to a toast, as the publish panel has closed.
      await write(conflict.call, saveOverTheirs(page, latest), { override: conflict.options?.override });
    } catch (error) {
      notify('error', error instanceof Error ? error.message : undefined);
    } finally {
      setResolving(false);
    }
  }, [conflict, dispatch, notify, write]);

  const reloadTheirs = useCallback(async () => {
    const page = pageRef.current;
    if (!page) return;
    try {
      const latest = await loadLatestPage(page._id, page.domainId);
      setConflict(null);
      dispatch({ type: 'page/loaded', page: latest });
      // Their copy may live at another address now.
      if (latest.slug !== page.slug) window.history.replaceState(null, '', `/${latest.slug}`);
    } catch (error) {
      notify('error', error instanceof Error ? error.message : undefined);
    }
  }, [dispatch, notify]);

  return {
    save: () => write('page/save'),
    publish: (options?: PublishOptions) => write('page/publishPage', pageRef.current, options),
    conflict: conflict !== null,
    resolving,
    keepMine,
    reloadTheirs,
    dismissConflict: () => setConflict(null),
    renamed,
    dismissRenamed: () => setRenamed(null),
  };
}
