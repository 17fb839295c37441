// The page's round trips with the server: loaded, saved, and adopting the server's version after a conflict.
import type { Page } from '@/lib/content/schemas';
import { deepEqual } from './deep-equal';
import { adoptServerFields, serverFieldsOf, withServerFields } from './history';
import { placeSelection, validSelection } from './selection';
import type { EditorState } from './types';

/**
 * A newly loaded page starts clean: nothing selected, nothing to undo into another page's content. A panel about
 * the previous page (page settings, publish) closes; one about the site (new page, site or config settings) stays
 * open, so a panel opened while the page was still loading is not shut under the user's hands.
 */
export function pageLoaded(state: EditorState, page: Page | null): EditorState {
  const keepModal = state.editInModal && state.editInModalType !== 'pageSettings' && state.editInModalType !== 'publish';
  return {
    ...state,
    page,
    savedPage: page,
    selection: null,
    editSidebar: false,
    editSidebarType: null,
    editInModal: keepModal,
    editInModalType: keepModal ? state.editInModalType : null,
    history: { past: [], future: [] },
    lastChange: null,
    error: null,
  };
}

/**
 * The server's copy becomes both the working copy and the baseline for unsaved changes. History is kept,
 * so undo after a save still works and simply makes the page dirty again. When the editor changed the page
 * while the save was on its way (`sent` differs from the working copy), those edits stay: the working copy
 * only takes the server's version fields, and stays dirty.
 */
export function pageSaved(state: EditorState, page: Page, sent?: Page): EditorState {
  const fields = serverFieldsOf(page);
  const history = adoptServerFields(state.history, fields);
  const editedSince = sent !== undefined && state.page !== null && !deepEqual(state.page, sent);
  const working = editedSince && state.page ? withServerFields(state.page, fields) : page;
  const next: EditorState = { ...state, page: working, savedPage: page, busy: null, history };
  return placeSelection(next, validSelection(working, state.selection), false);
}

/** "Keep mine" after a conflict: the next save must carry the server's version, the content stays the editor's. */
export function rebasePage(state: EditorState, version: number, updatedAt?: string): EditorState {
  if (!state.page) return state;
  const fields = { version, ...(updatedAt === undefined ? {} : { updatedAt }) };
  return { ...state, page: { ...state.page, ...fields }, history: adoptServerFields(state.history, fields) };
}

/**
 * The server changed what only it changes (unpublish, publishing roles): the working copy, the saved copy
 * and every undo step take those fields over, so unsaved edits stay unsaved and the next save is not stale.
 */
export function serverChanged(state: EditorState, page: Page): EditorState {
  if (!state.page || state.page._id !== page._id) return state;
  const fields = serverFieldsOf(page);
  const adopt = (p: Page): Page => ({ ...withServerFields(p, fields), roles: page.roles });
  const adoptAll = (entries: EditorState['history']['past']) => entries.map((entry) => ({ ...entry, page: adopt(entry.page) }));
  return {
    ...state,
    page: adopt(state.page),
    savedPage: state.savedPage && adopt(state.savedPage),
    history: { past: adoptAll(state.history.past), future: adoptAll(state.history.future) },
  };
}
