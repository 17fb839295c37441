'use client';

import useSWR from 'swr';
import { callApi } from '@/lib/api/client';
import type { NoteView } from '@/lib/content/notes/notes';

export type PageNotes = {
  notes: NoteView[];
  /** Threads not resolved yet. */
  open: number;
  error: unknown;
  add: (componentKey: string, text: string, replyTo?: string) => Promise<void>;
  resolve: (noteId: string) => Promise<void>;
  edit: (noteId: string, text: string) => Promise<void>;
  remove: (noteId: string) => Promise<void>;
};

const NO_NOTES: NoteView[] = [];

/**
 * The notes of the page being edited (as saved), read once for the markers, the menu and the notes dialog; every
 * change is sent, then the list read again. A refused change throws its ApiError for the dialog to say.
 */
export function usePageNotes(pageId: string | undefined, domainId: string): PageNotes {
  const key = pageId ? (['notes/list', pageId, domainId] as const) : null;
  const { data, error, mutate } = useSWR(key, ([path, page, domain]) => callApi<{ notes: NoteView[]; open: number }>(path, { query: { pageId: page, domainId: domain } }), {
    revalidateOnFocus: true,
  });
  const then = async (request: Promise<unknown>) => {
    try {
      await request;
    } finally {
      await mutate();
    }
  };
  return {
    notes: data?.notes ?? NO_NOTES,
    open: data?.open ?? 0,
    error,
    add: (componentKey, text, replyTo) => then(callApi('notes/add', { body: { pageId, domainId, componentKey, text, ...(replyTo ? { replyTo } : {}) } })),
    resolve: (noteId) => then(callApi('notes/resolve', { body: { noteId } })),
    edit: (noteId, text) => then(callApi('notes/edit', { body: { noteId, text } })),
    remove: (noteId) => then(callApi('notes/delete', { body: { noteId } })),
  };
}
