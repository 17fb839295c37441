'use client';

import { useEffect, useRef, useState, type Dispatch } from 'react';
import type { Page } from '@/lib/content/schemas';
import { ApiError, callApi } from '@/lib/api/client';
import { loadLatestPage } from '../conflict/load-latest-page';
import { takePage } from './page-prefetch';
import { useVersionedDocument } from './use-versioned-document';
import type { EditorAction, EditorState } from '../state';

type Notify = (kind: 'success' | 'error', text?: string) => void;

/** An admin's reason for publishing past the pre-publish checks' blockers. */
export type PublishOverride = { reason: string };
/** How the publish panel publishes: with an override, and showing a refusal itself instead of in a toast. */
export type PublishOptions = { override?: PublishOverride; onError?: (message: string) => void };

/** A publish that moved the page to a new address: the editor offers a redirect from the old one. */
export type Renamed = { pageId: string; from: string; to: string };

/**
 * Loading, saving and publishing the working copy, through the editor's one versioned-document flow: a refused
 * write never touches the editor's copy; the error is shown, and a stale write (someone else saved first) opens
 * the conflict dialog instead. The page's copy and its history live in the editor's reducer.
 */
export function usePageDocument(state: EditorState, dispatch: Dispatch<EditorAction>, slug: string, domainId: string, notify: Notify) {
  const [renamed, setRenamed] = useState<Renamed | null>(null);
  const pageRef = useRef(state.page);
  pageRef.current = state.page;

  useEffect(() => {
    // The address changed because this page moved (saved with a new slug, restored, reloaded): nothing to load.
    if (pageRef.current && pageRef.current.slug === slug) return;
    let cancelled = false;
    takePage(slug, domainId)
      .then(
        (page) => page,
        (error) => {
          if (!(error instanceof ApiError && error.code === 'not_found')) notify('error', error.message);
          return null;
        },
      )
      // Already 100 ms after the answer arrived (SPEC.md §9, page-prefetch.ts).
      .then((page) => !cancelled && dispatch({ type: 'page/loaded', page }));
    return () => {
      cancelled = true;
    };
  }, [slug, domainId, notify, dispatch]);

  const document_ = useVersionedDocument<Page, number, Page, PublishOptions>({
    load: () => {
      const page = pageRef.current;
      return page ? loadLatestPage(page._id, page.domainId) : Promise.reject(new Error('No page is open.'));
    },
    async write(page, version, publish, options) {
      const body = { page: { ...page, version }, collection: 'pages', ...(options?.override ? { override: options.override } : {}) };
      if (!publish) return callApi<Page>('page/save', { body });
      const { page: saved, renamedFrom } = await callApi<{ page: Page; renamedFrom?: string }>('page/publishPage', { body });
      if (renamedFrom !== undefined) setRenamed({ pageId: saved._id, from: renamedFrom, to: saved.slug });
      return saved;
    },
    baseOf: (page) => page.version,
    copy: {
      read: () => (pageRef.current ? { value: pageRef.current, base: pageRef.current.version } : null),
      loaded(latest) {
        const page = pageRef.current;
        dispatch({ type: 'page/loaded', page: latest });
        // Their copy may live at another address now.
        if (page && latest.slug !== page.slug) window.history.replaceState(null, '', `/${latest.slug}`);
      },
      saved: (sent, page) => dispatch({ type: 'page/saved', page, sent }),
      rebased: (latest) => dispatch({ type: 'page/rebase', version: latest.version, updatedAt: latest.updatedAt }),
    },
    onWritten: (publish) => notify('success', publish ? 'Page Published' : 'Page Saved'),
    onRefused(error, publish, options) {
      const message = error instanceof Error ? error.message : undefined;
      if (publish && options?.onError) options.onError(message ?? 'The page could not be published.');
      else notify('error', message);
    },
    onBusy: (busy) => dispatch({ type: 'page/busy', busy: busy === 'resolving' ? null : busy }),
  });

  return {
    save: () => document_.save(),
    publish: (options?: PublishOptions) => document_.publish(options),
    conflict: document_.conflict,
    resolving: document_.resolving,
    // A publish with an override keeps it; a refusal goes to a toast, as the publish panel has closed.
    keepMine: () => document_.keepMine((options) => options && { override: options.override }),
    reloadTheirs: document_.reloadTheirs,
    dismissConflict: document_.dismissConflict,
    renamed,
    dismissRenamed: () => setRenamed(null),
  };
}
