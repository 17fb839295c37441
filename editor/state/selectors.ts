// Questions the UI asks of the state.
import type { Page } from '@/lib/content/schemas';
import { deepEqual } from './deep-equal';
import type { EditorState } from './types';

/** The editor counts as active (click to edit) only in select state. */
export const isSelecting = (state: EditorState) => state.activeMenuItem === 'select';

/** Unsaved changes are any difference between the working copy and the copy last loaded or saved. */
export const hasUnsavedChanges = (state: EditorState) => !deepEqual(state.page, state.savedPage);

/** Publishable changes are pending when the page was updated after it was last published. */
export function hasPendingPublish(page: Page | null): boolean {
  if (!page?.updatedAt) return false;
  return !page.lastPublished || page.lastPublished < page.updatedAt;
}

export const canUndo = (state: EditorState) => state.history.past.length > 0;
export const canRedo = (state: EditorState) => state.history.future.length > 0;
